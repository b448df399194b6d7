#!/usr/bin/env bash
# Clones each repository spec ("owner/name tag folder") at its tag into DEST/folder: shallow from GitHub, or from a
# local mirror when MIRRORS holds `owner+name/repo`. Idempotent (an existing checkout is moved to the tag). Used by
# fetch-go-corpora.sh, fetch-rust-corpora.sh, fetch-java-corpora.sh and fetch-php-corpora.sh.
# usage: bash bench/oracles/fetch-tagged.sh DEST MIRRORS SPEC...   (MIRRORS may be '')
set -euo pipefail
dest="$1"
mirrors="$2"
shift 2
mkdir -p "$dest"
for spec in "$@"; do
  set -- $spec
  [ -d "$dest/$3/.git" ] && { git -C "$dest/$3" checkout -q "$2"; continue; }
  src="https://github.com/$1"
  [ -n "$mirrors" ] && [ -d "$mirrors/${1/\//+}/repo" ] && src="$mirrors/${1/\//+}/repo"
  if [ "$src" != "https://github.com/$1" ]; then git clone -q "$src" "$dest/$3"; else git clone -q --depth 1 --branch "$2" "$src" "$dest/$3"; fi
  git -C "$dest/$3" checkout -q "$2"
  echo "$(basename "$dest") corpora: $3 at $2"
done
