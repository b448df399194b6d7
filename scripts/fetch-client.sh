#!/usr/bin/env bash
# Installs one pinned npm package of a coding client into a cache folder, once: the shared body of
# scripts/fetch-pi.sh and scripts/fetch-claude-code.sh, which say why each client is fetched and with which flags.
#
#   scripts/fetch-client.sh LABEL PACKAGE VERSION TARGET_DIR [NPM_INSTALL_FLAG…]
#
# Idempotent: a stamp holding VERSION beside an installed PACKAGE skips the install.
set -euo pipefail
LABEL=$1 PACKAGE=$2 VERSION=$3 TARGET=$4
shift 4
mkdir -p "$TARGET"; TARGET="$(cd "$TARGET" && pwd)"
stamp="$TARGET/.stamp"
if [[ -f $stamp && "$(cat "$stamp")" == "$VERSION" && -f "$TARGET/node_modules/$PACKAGE/package.json" ]]; then
  printf '[%s] %s present in %s\n' "$LABEL" "$VERSION" "$TARGET" >&2
  exit 0
fi
printf '[%s] installing %s@%s into %s\n' "$LABEL" "$PACKAGE" "$VERSION" "$TARGET" >&2
[[ -f "$TARGET/package.json" ]] || echo '{"private": true}' >"$TARGET/package.json"
(cd "$TARGET" && npm install --no-audit --no-fund "$@" "$PACKAGE@$VERSION" >&2)
echo "$VERSION" >"$stamp"
printf '[%s] done: %s/node_modules\n' "$LABEL" "$TARGET" >&2
