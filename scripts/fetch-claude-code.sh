#!/usr/bin/env bash
# Fetch the Claude Code client (@anthropic-ai/claude-code), pinned, into a cache folder, for the real-client steps of
# `npm run release:check` (scripts/release/check.mjs): `claude plugin validate --strict`, `plugin details`,
# `plugin marketplace add` and `plugin install` of the packed tarball, and a `claude -p` session against a scripted
# API, all offline once the client is here.
#
#   scripts/fetch-claude-code.sh [TARGET_DIR]   (default: ${CK_CLAUDE_HOME:-$HOME/.cache/context-kernel-clients/claude-code})
#
# Not a devDependency on purpose: the client is a ~400 MB native binary per platform. The version is pinned because
# the release check and docs/client-facts.md hold facts read from this release's code; update both together.
# --ignore-scripts: its postinstall only copies the platform package's binary over a placeholder; the release check
# runs the platform package's binary directly. Idempotent (a matching stamp skips the install).
set -euo pipefail
exec bash "$(dirname "$0")/fetch-client.sh" claude-code @anthropic-ai/claude-code 2.1.332 \
  "${1:-${CK_CLAUDE_HOME:-$HOME/.cache/context-kernel-clients/claude-code}}" --ignore-scripts
