// Run right after `tsc` writes dist/ (npm run build:ts): computes the slice operator id and the tree-sitter layers'
// code hash from dist/ itself and writes them to dist/code-hashes.json, which the non-bundled dist/ modules read
// instead of walking and hashing their import closures on every process (src/code-closure.ts bakedCodeHash). The old
// file is removed first, so the values are computed from the code, never read back from a previous build.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const file = `${dist}code-hashes.json`;
rmSync(file, { force: true });
const sliceOperator = (await import(`${dist}slice/operator.js`)).operatorId();
const layerCode = (await import(`${dist}parse/codehash.js`)).layerCodeHash();
writeFileSync(file, `${JSON.stringify({ sliceOperator, layerCode })}\n`);
process.stdout.write(`wrote dist/code-hashes.json (slice ${sliceOperator}, layers ${layerCode})\n`);
