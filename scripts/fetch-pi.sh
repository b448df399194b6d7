#!/usr/bin/env bash
# Fetch the Pi coding agent (@mariozechner/pi-coding-agent) into a cache folder, for test/pi/extension.test.ts.
#
#   scripts/fetch-pi.sh [TARGET_DIR]     (default: ${CK_PI_HOME:-$HOME/.cache/context-kernel-clients/pi})
#
# The test looks for $CK_PI_MODULES (default ~/.cache/context-kernel-clients/pi/node_modules) and skips with a message
# when Pi is absent. Pi is not a devDependency on purpose: it installs every provider SDK it supports (~150 MB, with
# an optional native module), which a clone of this project should not pay for. The version is pinned: the test
# checks the extension against this release's types and event shapes. Idempotent (a matching stamp skips the install).
# --ignore-scripts: nothing of Pi needs to be built for the test (its optional native module is prebuilt or unused).
set -euo pipefail
exec bash "$(dirname "$0")/fetch-client.sh" pi @mariozechner/pi-coding-agent 0.73.1 \
  "${1:-${CK_PI_HOME:-$HOME/.cache/context-kernel-clients/pi}}" --ignore-scripts --omit=optional
