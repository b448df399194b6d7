#!/usr/bin/env bash
# Fetches the Rust corpora of the edge-agreement bench and the Rust symptom set: three multi-module Rust repositories
# at fixed tags (fd, a binary with a module tree; bat, a library with its binary, examples, integration tests and a
# build script; ripgrep, a workspace of nine crates joined by path dependencies), into $CK_CORPORA/rust (default
# ~/.cache/context-kernel-corpora/rust). Shallow, one tag each (~4 MB of git objects,
# ~20 MB checked out). Idempotent.
# usage: bash bench/oracles/fetch-rust-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
dest="${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/rust"
mirrors="${1:-}"
mkdir -p "$dest"
for spec in "sharkdp/fd v10.4.2 fd" "sharkdp/bat v0.26.1 bat" "BurntSushi/ripgrep 15.1.0 ripgrep"; do
  set -- $spec
  [ -d "$dest/$3/.git" ] && { git -C "$dest/$3" checkout -q "$2"; continue; }
  src="https://github.com/$1"
  [ -n "$mirrors" ] && [ -d "$mirrors/${1/\//+}/repo" ] && src="$mirrors/${1/\//+}/repo"
  if [ -n "$mirrors" ] && [ "$src" != "https://github.com/$1" ]; then git clone -q "$src" "$dest/$3"; else git clone -q --depth 1 --branch "$2" "$src" "$dest/$3"; fi
  git -C "$dest/$3" checkout -q "$2"
  echo "rust corpora: $3 at $2"
done
