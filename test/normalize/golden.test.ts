// Golden outputs: the SHA-1 of every field of normalize()'s result on each captured fixture (every tool) and on
// the generated 100k-line log, recorded before the T1 performance work. Any speed-up must leave them unchanged.
// Regenerate only for an intended behaviour change: CK_WRITE_GOLDEN=1 npx vitest run test/normalize/golden.test.ts
import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { normalize } from '../../src/normalize/normalize.js';
import type { ToolKind } from '../../src/normalize/options.js';
// @ts-expect-error plain .mjs shared with the benchmarks
import { loadFixtures, buildLongLog } from '../../bench/fixtures/long-log.mjs';
import { isolateState } from './helpers.js';

isolateState();

const GOLDEN = new URL('./golden.json', import.meta.url);
const TOOLS: ToolKind[] = ['auto', 'bash', 'read', 'grep', 'web', 'json'];

/** Returns the SHA-1 of everything normalize() reports except which line-ops implementation ran. */
function digest(bytes: Uint8Array, tool: ToolKind, impl: 'wasm' | 'js'): string {
  const r = normalize(bytes, { tool, spill: false, impl });
  const { impl: _impl, ...stats } = r.stats;
  const facts = JSON.stringify({ key: r.key, elisions: r.elisions, signalLines: r.signalLines, tokensBefore: r.tokensBefore, tokensAfter: r.tokensAfter, binary: r.binary, changed: r.changed, stats });
  return createHash('sha1').update(r.text).update('\0').update(facts).digest('hex');
}

function inputs(): { name: string; bytes: Uint8Array }[] {
  const list = (loadFixtures() as { name: string; bytes: Buffer }[]).map((f) => ({ name: f.name, bytes: f.bytes }));
  list.push({ name: '100k-line log', bytes: buildLongLog({ minLines: 100_000 }) as Buffer });
  return list;
}

describe('normalize output is unchanged (golden SHA-1s)', () => {
  const actual: Record<string, string> = {};
  for (const { name, bytes } of inputs()) {
    for (const tool of TOOLS) actual[`${name} --tool ${tool}`] = digest(bytes, tool, 'wasm');
    // The TS twin must produce the same result as the kernel.
    expect(digest(bytes, 'bash', 'js'), `${name}: js twin`).toBe(actual[`${name} --tool bash`]);
  }
  if (process.env.CK_WRITE_GOLDEN === '1') writeFileSync(GOLDEN, JSON.stringify(actual, null, 2) + '\n');
  const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>;
  it('covers every fixture and tool', () => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(golden).sort());
  });
  for (const k of Object.keys(golden)) {
    it(k, () => {
      expect(actual[k]).toBe(golden[k]);
    });
  }
});
