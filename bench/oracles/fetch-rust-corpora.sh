#!/usr/bin/env bash
# Fetches the Rust corpora of the edge-agreement bench and the Rust index bench: three multi-module Rust repositories
# at fixed tags (fd, a binary with a module tree; bat, a library with its binary, examples, integration tests and a
# build script; ripgrep, a workspace of nine crates joined by path dependencies), into $CK_CORPORA/rust (default
# ~/.cache/context-kernel-corpora/rust). Shallow, one tag each (~4 MB of git objects,
# ~20 MB checked out). Idempotent.
# usage: bash bench/oracles/fetch-rust-corpora.sh [MIRRORS]   (MIRRORS: a folder of `owner+name/repo` git mirrors to clone from instead of GitHub)
set -euo pipefail
exec bash "$(dirname "$0")/fetch-tagged.sh" "${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}/rust" "${1:-}" \
  "sharkdp/fd v10.4.2 fd" "sharkdp/bat v0.26.1 bat" "BurntSushi/ripgrep 15.1.0 ripgrep"
