// Def-use slices executed: the slice of a function, run by python3, behaves like the original module.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { symbolsAt } from '../../src/symbols/index.js';

const FIX = fileURLToPath(new URL('../fixtures/symbols/', import.meta.url));

/** Returns what `fn(args)` prints when the module at `file` is loaded under a neutral name (no __main__ block). */
function callIn(file: string, call: string): string {
  const code = [
    'import importlib.util, sys',
    `spec = importlib.util.spec_from_file_location("m", ${JSON.stringify(file)})`,
    'm = importlib.util.module_from_spec(spec); sys.modules["m"] = m; spec.loader.exec_module(m)',
    `print(repr(m.${call}))`,
  ].join('\n');
  const res = spawnSync('python3', ['-c', code], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`python3 failed for ${file}: ${res.stderr}`);
  return res.stdout;
}

async function sliceText(file: string, name: string): Promise<{ text: string; names: string[] }> {
  const { ranges, warnings } = await symbolsAt(file, { name });
  expect(warnings).toEqual([]);
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: string[] = [];
  for (const r of ranges) out.push(...lines.slice(r.start - 1, r.end));
  return { text: `${out.join('\n')}\n`, names: ranges.map((r) => r.name) };
}

const CASES: [string, string, string, { absent?: string[]; present?: string[] }][] = [
  ['prog_basic.py', 'area', 'area(2)', { absent: ['def unrelated', 'UNUSED_BIG', 'class Shape'], present: ['SCALE += 1', 'global counter'] }],
  ['prog_basic.py', 'report', 'report(3)', { absent: ['def unrelated', 'def shadowing'] }],
  ['prog_basic.py', 'shadowing', 'shadowing(2)', { absent: ['SCALE = 3', 'import math'] }],
  ['prog_basic.py', 'bump', 'bump()', { absent: ['def area'] }],
  ['prog_basic.py', 'unrelated', 'unrelated()', { present: ['import os.path as osp'], absent: ['def area'] }],
  ['prog_basic.py', 'Shape.describe', 'Shape().describe()', {}],
  ['prog_closure.py', 'fib', 'fib(12)', { absent: ['def compute', 'LIMIT = 5'] }],
  ['prog_closure.py', 'compute', 'compute(4)', { present: ['class Child(Base)', 'class Base', 'TABLE ='], absent: ['def noise'] }],
  ['prog_closure.py', 'noise', 'noise()', { absent: ['def fib'] }],
];

describe('def-use slices run like the original', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-defuse-'));
  for (const [file, name, call, expectText] of CASES) {
    it(`${file}: slice of ${name} → ${call}`, async () => {
      const src = join(FIX, file);
      const { text } = await sliceText(src, name);
      if (name.includes('.')) {
        // A method slice is the method plus its class header: executable only with the module's other statements
        // it needs, so check the shape instead of running it.
        expect(text).toMatch(/class Shape:\n/);
        expect(text).toMatch(/def describe\(self\):/);
        return;
      }
      const sliced = join(dir, `${file.replace('.py', '')}_${name}.py`);
      writeFileSync(sliced, text);
      expect(callIn(sliced, call)).toBe(callIn(src, call));
      for (const s of expectText.absent ?? []) expect(text).not.toContain(s);
      for (const s of expectText.present ?? []) expect(text).toContain(s);
    });
  }
});
