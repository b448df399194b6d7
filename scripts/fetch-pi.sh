#!/usr/bin/env bash
# Fetch the Pi coding agent (@mariozechner/pi-coding-agent) into a cache folder, for test/pi/extension.test.ts.
#
#   scripts/fetch-pi.sh [TARGET_DIR]     (default: ${CK_PI_HOME:-$HOME/.cache/context-kernel-clients/pi})
#
# The test looks for $CK_PI_MODULES (default ~/.cache/context-kernel-clients/pi/node_modules) and skips with a message
# when Pi is absent. Pi is not a devDependency on purpose: it installs every provider SDK it supports (~150 MB, with
# an optional native module), which a clone of this project should not pay for. The version is pinned: the test
# checks the extension against this release's types and event shapes. Idempotent (a matching stamp skips the install).
set -euo pipefail
VERSION=0.73.1
TARGET="${1:-${CK_PI_HOME:-$HOME/.cache/context-kernel-clients/pi}}"
mkdir -p "$TARGET"; TARGET="$(cd "$TARGET" && pwd)"
stamp="$TARGET/.stamp"
if [[ -f $stamp && "$(cat "$stamp")" == "$VERSION" && -f "$TARGET/node_modules/@mariozechner/pi-coding-agent/package.json" ]]; then
  printf '[pi] %s present in %s\n' "$VERSION" "$TARGET" >&2
  exit 0
fi
printf '[pi] installing @mariozechner/pi-coding-agent@%s into %s\n' "$VERSION" "$TARGET" >&2
[[ -f "$TARGET/package.json" ]] || echo '{"private": true}' >"$TARGET/package.json"
# --ignore-scripts: nothing of Pi needs to be built for the test (its optional native module is prebuilt or unused).
(cd "$TARGET" && npm install --no-audit --no-fund --ignore-scripts --omit=optional "@mariozechner/pi-coding-agent@$VERSION" >&2)
echo "$VERSION" >"$stamp"
printf '[pi] done: CK_PI_MODULES=%s/node_modules\n' "$TARGET" >&2
