#!/usr/bin/env bash
# Fetches the PHP corpora of the edge-agreement bench: two multi-namespace PHP repositories at fixed tags, into
# $CK_CORPORA/php (default ~/.cache/context-kernel-corpora/php). Idempotent. No `composer install`: the oracle
# (bench/oracles/php_edges.php) compares the repositories' own classes only, and needs no vendor/.
# usage: bash bench/oracles/fetch-php-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
dest="${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/php"
mirrors="${1:-}"
mkdir -p "$dest"
for spec in "sebastianbergmann/phpunit 11.5.0 phpunit" "doctrine/dbal 4.2.1 dbal"; do
  set -- $spec
  [ -d "$dest/$3/.git" ] && { git -C "$dest/$3" checkout -q "$2"; continue; }
  src="https://github.com/$1"
  [ -n "$mirrors" ] && [ -d "$mirrors/${1/\//+}/repo" ] && src="$mirrors/${1/\//+}/repo"
  if [ -n "$mirrors" ] && [ "$src" != "https://github.com/$1" ]; then git clone -q --no-checkout "$src" "$dest/$3"; else git clone -q --depth 1 --branch "$2" "$src" "$dest/$3"; fi
  git -C "$dest/$3" checkout -q "$2"
  echo "php corpora: $3 at $2"
done
