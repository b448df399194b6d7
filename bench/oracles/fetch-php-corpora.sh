#!/usr/bin/env bash
# Fetches the PHP corpora of the edge-agreement bench: two multi-namespace PHP repositories at fixed tags, into
# $CK_CORPORA/php (default ~/.cache/context-kernel-corpora/php). Idempotent. No `composer install`: the oracle
# (bench/oracles/php_edges.php) compares the repositories' own classes only, and needs no vendor/.
# usage: bash bench/oracles/fetch-php-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
exec bash "$(dirname "$0")/fetch-tagged.sh" "${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/php" "${1:-}" \
  "sebastianbergmann/phpunit 11.5.0 phpunit" "doctrine/dbal 4.2.1 dbal"
