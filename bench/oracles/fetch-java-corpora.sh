#!/usr/bin/env bash
# Fetches the Java corpora of the edge-agreement bench: multi-package Java repositories at fixed tags, shallow, into
# $CK_CORPORA/java (default ~/.cache/context-kernel-corpora/java). Idempotent. By default the two the agreement test
# needs (gson, commons-lang: ~15 MB, a few seconds); with --all also jackson-databind (the third agreement corpus, and
# with the others the tree of bench/java-index.bench.mjs).
# usage: bash bench/oracles/fetch-java-corpora.sh [--all] [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
dest="${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/java"
all=0
[ "${1:-}" = "--all" ] && { all=1; shift; }
specs=("google/gson gson-parent-2.13.1 gson" "apache/commons-lang rel/commons-lang-3.17.0 commons-lang")
[ "$all" = 1 ] && specs+=("FasterXML/jackson-databind jackson-databind-2.18.3 jackson-databind")
exec bash "$(dirname "$0")/fetch-tagged.sh" "$dest" "${1:-}" "${specs[@]}"
