#!/usr/bin/env bash
# Fetch the Claude Code client (@anthropic-ai/claude-code), pinned, into a cache folder, for the real-client steps of
# `npm run release:check` (scripts/release/check.mjs): `claude plugin validate --strict`, `plugin details`,
# `plugin marketplace add` and `plugin install` of the packed tarball, all offline once the client is here.
#
#   scripts/fetch-claude-code.sh [TARGET_DIR]   (default: ${CK_CLAUDE_HOME:-$HOME/.cache/context-kernel-clients/claude-code})
#
# Not a devDependency on purpose: the client is a ~400 MB native binary per platform. The version is pinned because
# the release check and docs/client-facts.md hold facts read from this release's code; update both together.
# --ignore-scripts: its postinstall only copies the platform package's binary over a placeholder; the release check
# runs the platform package's binary directly. Idempotent (a matching stamp skips the install).
set -euo pipefail
VERSION=2.1.332
TARGET="${1:-${CK_CLAUDE_HOME:-$HOME/.cache/context-kernel-clients/claude-code}}"
mkdir -p "$TARGET"; TARGET="$(cd "$TARGET" && pwd)"
stamp="$TARGET/.stamp"
if [[ -f $stamp && "$(cat "$stamp")" == "$VERSION" && -f "$TARGET/node_modules/@anthropic-ai/claude-code/package.json" ]]; then
  printf '[claude-code] %s present in %s\n' "$VERSION" "$TARGET" >&2
  exit 0
fi
printf '[claude-code] installing @anthropic-ai/claude-code@%s into %s\n' "$VERSION" "$TARGET" >&2
[[ -f "$TARGET/package.json" ]] || echo '{"private": true}' >"$TARGET/package.json"
(cd "$TARGET" && npm install --no-audit --no-fund --ignore-scripts "@anthropic-ai/claude-code@$VERSION" >&2)
echo "$VERSION" >"$stamp"
printf '[claude-code] done: %s/node_modules\n' "$TARGET" >&2
