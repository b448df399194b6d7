// Symbol ranges against Python's own `ast` (bench/oracles/py_symbols.py) over every function, method and class
// of pandas: the start line (first decorator), end line (end_lineno), kind and qualified name must all agree.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaRoot } from '../helpers/cli.js';
import { defsOf } from '../../src/symbols/index.js';
import { listFiles } from '../parse/files.js';

const root = corporaRoot();
const ORACLE = fileURLToPath(new URL('../../bench/oracles/py_symbols.py', import.meta.url));

describe('symbol ranges agree with Python ast', () => {
  it.skipIf(!root)('every def of pandas (corpus: run npm run corpora to enable)', async () => {
    const files = listFiles(join(root!, 'pandas', 'pandas'), ['.py']);
    const res = spawnSync('python3', [ORACLE, '-'], { input: files.join('\n'), encoding: 'utf8', maxBuffer: 1 << 30 });
    expect(res.status, res.stderr).toBe(0);
    let total = 0;
    const mismatches: string[] = [];
    for (const line of res.stdout.trim().split('\n')) {
      const o = JSON.parse(line) as { path: string; error?: string; defs?: { qname: string; kind: string; start: number; end: number }[] };
      if (o.error) continue; // a file this Python cannot parse has no oracle
      const ours = await defsOf(readFileSync(o.path, 'utf8'), 'python');
      if ('error' in ours) { mismatches.push(`${o.path}: parser failed: ${ours.error}`); continue; }
      const key = (d: { qname: string; kind: string; start: number; end: number }): string => `${d.qname} ${d.kind} ${d.start}-${d.end}`;
      const mine = new Set(ours.map(key));
      const theirs = new Set(o.defs!.map(key));
      total += theirs.size;
      for (const k of theirs) if (!mine.has(k)) mismatches.push(`${o.path}: ast has ${k}`);
      for (const k of mine) if (!theirs.has(k)) mismatches.push(`${o.path}: we have ${k}`);
    }
    expect(total).toBeGreaterThan(20_000);
    expect(mismatches.slice(0, 20)).toEqual([]);
  }, 300_000); // ~15 s on an idle 2-core machine; the shared CPU can make it several times slower
});
