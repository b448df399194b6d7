#!/usr/bin/env bash
# Fetch the public development corpora used by the end-to-end tests and the benchmarks into one folder.
#
#   npm run corpora                              (from the clone; same as the next line without TARGET_DIR)
#   scripts/fetch-corpora.sh [TARGET_DIR]        (default: ${CK_CORPORA:-$HOME/.cache/context-kernel-corpora})
#
# Tests and benchmarks look for the corpora in $CK_CORPORA (default ~/.cache/context-kernel-corpora); a test that
# needs a missing one skips. .ci/run calls this script. (Kept in step with the workspace's ../shared/corpora/fetch.sh,
# which it copies.)
#
# Layout made (each folder is a "repository root" for the slicer):
#   pandas/pandas/...      pandas 1.5.3, Python, 1,357 .py files, ~18.5 MB   (Debian python3-pandas + -lib)
#   sympy/sympy/...        sympy 1.11.1, Python, large and deep               (Debian python3-sympy)
#   lodash/                lodash 4.17.21, CommonJS, 1,048 small files         (npm)
#   lodash-es/             lodash-es 4.17.21, ES modules                       (npm)
#   rxjs/                  rxjs 7.8.2, TypeScript sources under src/ + dist/   (npm)
# Idempotent: a folder that already holds its stamp file is left alone. Needs apt-get and npm.
set -euo pipefail
TARGET="${1:-${CK_CORPORA:-$HOME/.cache/context-kernel-corpora}}"
mkdir -p "$TARGET"; TARGET="$(cd "$TARGET" && pwd)"
work="$TARGET/.work"; mkdir -p "$work"
log() { printf '[corpora] %s\n' "$*" >&2; }

deb_corpus() { # name "pkg=version ..."
  local name="$1"; shift
  local stamp="$TARGET/$name/.stamp" want="$*"
  if [[ -f $stamp && "$(cat "$stamp")" == "$want" ]]; then log "$name: present"; return; fi
  log "$name: downloading $want"
  (cd "$work" && apt-get download "$@" >/dev/null 2>&1) || {
    log "apt-get download failed; running apt-get update once and retrying"
    apt-get update >/dev/null 2>&1 || true
    (cd "$work" && apt-get download "$@" >/dev/null)
  }
  rm -rf "$TARGET/$name" "$work/x-$name"; mkdir -p "$TARGET/$name" "$work/x-$name"
  local spec pkg
  for spec in "$@"; do
    pkg="${spec%%=*}"
    dpkg -x "$work/${pkg}"_*.deb "$work/x-$name"
  done
  cp -a "$work/x-$name/usr/lib/python3/dist-packages/." "$TARGET/$name/"
  find "$TARGET/$name" -xtype l -delete   # links into the system that the package does not ship
  echo "$want" >"$stamp"
  log "$name: $(find "$TARGET/$name" -name '*.py' | wc -l) .py files"
}

npm_corpus() { # name package@version
  local name="$1" spec="$2" stamp="$TARGET/$1/.stamp"
  if [[ -f $stamp && "$(cat "$stamp")" == "$spec" ]]; then log "$name: present"; return; fi
  log "$name: fetching $spec"
  rm -rf "$TARGET/$name"; mkdir -p "$TARGET/$name"
  local tgz; tgz="$(cd "$work" && npm pack "$spec" --silent 2>/dev/null | tail -n 1)"
  tar -xzf "$work/$tgz" -C "$TARGET/$name" --strip-components=1
  echo "$spec" >"$stamp"
  log "$name: $(find "$TARGET/$name" -type f | wc -l) files"
}

deb_corpus pandas python3-pandas=1.5.3+dfsg-2 python3-pandas-lib=1.5.3+dfsg-2
deb_corpus sympy python3-sympy=1.11.1-1
npm_corpus lodash lodash@4.17.21
npm_corpus lodash-es lodash-es@4.17.21
npm_corpus rxjs rxjs@7.8.2
log "corpora ready in $TARGET"
echo "$TARGET"
