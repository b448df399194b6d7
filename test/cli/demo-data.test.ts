// Issue 21, item 10: the demo's traceback cites no real machine's path (it was captured at the neutral
// /home/user/slice-demo), and the demo still seeds from it wherever the repository is cloned.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../helpers/cli.js';

const DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const CHECKOUT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const NEUTRAL = '/home/user/slice-demo/';

describe('demo data', () => {
  it('the traceback names only the neutral checkout path', () => {
    const tb = readFileSync(join(DEMO, 'traceback.txt'), 'utf8');
    const files = [...tb.matchAll(/File "([^"]+)"/g)].map((m) => m[1]!);
    expect(files.length).toBe(5);
    for (const f of files) expect(f.startsWith(NEUTRAL), f).toBe(true);
    expect(tb).not.toContain(CHECKOUT);
    expect(tb).not.toMatch(/\/work\/|\/root\/|\/Users\//);
  });

  it('ck demo --only slice seeds the raise line from it, from a copy anywhere', () => {
    const r = runCli(['demo', '--only', 'slice']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/invoicer\/rates\.py:16 +\[frame 1\.00\]/);
    const copy = join(mkdtempSync(join(tmpdir(), 'ck-demo-copy-')), 'slice-demo');
    cpSync(DEMO, copy, { recursive: true });
    const s = runCli(['slice', copy, '--symptom-file', join(copy, 'traceback.txt'), '--budget', '4000', '--format', 'json']);
    expect(s.code, s.stderr).toBe(0);
    expect(JSON.parse(s.stdout).seeds[0]).toMatchObject({ path: 'invoicer/rates.py', line: 16, why: 'frame' });
  });
});
