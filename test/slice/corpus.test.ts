import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaRoot, isolatedEnv, runCli } from '../helpers/cli.js';
import { realCase } from '../../src/bench/real.js';
import { visible } from '../../src/bench/sufficiency.js';
import type { SliceManifest } from '../../src/slice/types.js';
import { buildIndex } from '../../src/repo/index.js';

// End-to-end on the real corpora with tracebacks captured from Debian's python3-pandas / python3-sympy: frames under
// /usr/lib/python3/dist-packages/… must map onto the corpus by the longest unique suffix.
const root = corporaRoot();
const FIX = fileURLToPath(new URL('../fixtures/symptoms/', import.meta.url));


describe.skipIf(!root)('ck slice on pandas and sympy with real tracebacks (skipped: corpora absent, run ../shared/corpora/fetch.sh)', () => {
  for (const corpus of ['pandas', 'sympy'] as const) {
    it(`${corpus}: the raise line is visible for every full traceback within a 30k budget`, async () => {
      const repo = join(root!, corpus);
      const index = await buildIndex(repo);
      const paths = index.files.map((f) => f.path);
      const env = isolatedEnv();
      const names = readdirSync(FIX).filter((f) => f.startsWith(`${corpus}_`) && f !== 'sympy_syntax.txt');
      expect(names.length).toBeGreaterThanOrEqual(10);
      const tokens: number[] = [];
      for (const name of names) {
        const text = readFileSync(join(FIX, name), 'utf8');
        const r = runCli(['slice', repo, '--symptom-file', join(FIX, name), '--budget', '30000', '--format', 'json'], { env });
        expect(r.code, `${name}: ${r.stderr}`).toBe(0);
        const m = JSON.parse(r.stdout) as SliceManifest;
        const c = realCase(text, m.repo, paths);
        expect(typeof c, name).toBe('object');
        if (typeof c === 'string') continue;
        expect(visible(m, c.path, c.line), `${name}: ${c.path}:${c.line} not visible`).toBe(true);
        expect(m.tokens.task_state).toBeLessThanOrEqual(30000);
        tokens.push(m.tokens.task_state);
      }
      tokens.sort((a, b) => a - b);
      expect(tokens[tokens.length >> 1]).toBeLessThanOrEqual(15000);
    });
  }

  it('pandas: a pytest report seeds the failing test file path mentions and the library frames', () => {
    const r = runCli(['slice', join(root!, 'pandas'), '--symptom-file', join(FIX, 'pytest_short.txt'), '--budget', '30000', '--format', 'json']);
    const m = JSON.parse(r.stdout) as SliceManifest;
    expect(m.seeds[0]).toMatchObject({ path: 'pandas/core/generic.py', line: 1850, why: 'frame' });
  });
});
