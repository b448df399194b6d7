#!/usr/bin/env bash
# Fetches the Go corpora of the edge-agreement bench and the Go symptom set: three multi-package Go repositories at
# fixed tags, into $CK_CORPORA/go (default ~/.cache/context-kernel-corpora/go). Idempotent.
# usage: bash bench/oracles/fetch-go-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
dest="${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/go"
mirrors="${1:-}"
mkdir -p "$dest"
for spec in "spf13/cobra v1.10.2 cobra" "junegunn/fzf v0.74.3 fzf" "cli/cli v2.60.0 cli"; do
  set -- $spec
  [ -d "$dest/$3/.git" ] && { git -C "$dest/$3" checkout -q "$2"; continue; }
  src="https://github.com/$1"
  [ -n "$mirrors" ] && [ -d "$mirrors/${1/\//+}/repo" ] && src="$mirrors/${1/\//+}/repo"
  if [ -n "$mirrors" ] && [ "$src" != "https://github.com/$1" ]; then git clone -q "$src" "$dest/$3"; else git clone -q --depth 1 --branch "$2" "$src" "$dest/$3"; fi
  git -C "$dest/$3" checkout -q "$2"
  echo "go corpora: $3 at $2"
done
