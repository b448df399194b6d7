#!/bin/sh
# Re-captures the real large outputs of test/fixtures/large/ (used by test/hooks/large-output.test.ts and
# bench/hook.bench.mjs through bench/fixtures/large-outputs.mjs). Needs the project's node_modules; takes a few minutes.
#   node-test-spec.log.gz        node --test --test-reporter=spec of many.test.mjs.txt (20,000 tests, 7 failing)
#   tsc-trace-resolution.log.gz  tsc --traceResolution --listFiles --extendedDiagnostics of a 3-file project with 4 type errors
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/test/fixtures/large"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
ln -s "$here/node_modules" node_modules
cp "$out/many.test.mjs.txt" many.test.mjs
N=20000 node --test --test-reporter=spec many.test.mjs > spec.log 2>&1 || true
gzip -9 -c spec.log > "$out/node-test-spec.log.gz"
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "module": "nodenext", "moduleResolution": "nodenext", "target": "es2022", "types": ["node"] }, "files": ["c.ts", "a.ts", "b.ts"] }
JSON
printf 'import { readFileSync } from "node:fs";\nexport const x: number = readFileSync("x", "utf8");\n' > a.ts
printf 'import { x } from "./a.js";\nexport function f(n: string): number { return x + n.length + missing; }\n' > b.ts
cat > c.ts <<'TS'
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describe, it, expect } from "vitest";
import * as esbuild from "esbuild";
import { Bench } from "tinybench";
import fc from "fast-check";
import express from "express";
export const all = [Client, McpServer, describe, it, expect, esbuild, Bench, fc, express];
export const wrong: string = all.length;
TS
node node_modules/typescript/bin/tsc -p tsconfig.json --traceResolution --listFiles --extendedDiagnostics > trace.log 2>&1 || true
gzip -9 -c trace.log > "$out/tsc-trace-resolution.log.gz"
echo "captured into $out"
