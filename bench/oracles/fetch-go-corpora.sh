#!/usr/bin/env bash
# Fetches the Go corpora of the edge-agreement bench and the Go symptom set: three multi-package Go repositories at
# fixed tags, into $CK_CORPORA/go (default ~/.cache/context-kernel-corpora/go). Idempotent.
# usage: bash bench/oracles/fetch-go-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
. "$(dirname "$0")/clone-tagged.sh"
dest="${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/go"
mirrors="${1:-}"
mkdir -p "$dest"
for spec in "spf13/cobra v1.10.2 cobra" "junegunn/fzf v0.74.3 fzf" "cli/cli v2.60.0 cli"; do
  set -- $spec
  clone_tagged "$dest" "$mirrors" "$1" "$2" "$3" "go corpora"
done
