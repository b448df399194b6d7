// End-to-end on the real corpora (skipped with a message when npm run corpora has not run).
import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corporaRoot } from '../helpers/cli.js';
import { buildIndex } from '../../src/repo/index.js';

const root = corporaRoot();
process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-corpora-test-'));
const why = 'corpora absent: run npm run corpora to enable the end-to-end index tests';

function edgeSet(index: Awaited<ReturnType<typeof buildIndex>>): Set<string> {
  const s = new Set<string>();
  for (let i = 0; i < index.edgeFrom.length; i++) s.add(`${index.files[index.edgeFrom[i]].path} ${index.files[index.edgeTo[i]].path}`);
  return s;
}

describe.skipIf(!root)(`real corpora${root ? '' : ` (${why})`}`, () => {
  it('pandas: every .py file indexed, known edges present, json never local', async () => {
    const index = await buildIndex(join(root!, 'pandas'), { noCache: true });
    expect(index.stats.byLang.python).toBe(1398); // 1,357 .py + 41 .pyi
    expect(index.stats.edges).toBeGreaterThan(5000);
    const e = edgeSet(index);
    expect(e.has('pandas/core/frame.py pandas/core/generic.py')).toBe(true);
    expect(e.has('pandas/__init__.py pandas/core/api.py')).toBe(true);
    // pandas/io/json/ is a local package named like the stdlib module: `import json` must not reach it.
    const jsonInit = index.fileId('pandas/io/json/__init__.py')!;
    for (let i = 0; i < index.edgeTo.length; i++) {
      if (index.edgeTo[i] !== jsonInit) continue;
      const from = index.files[index.edgeFrom[i]].path;
      expect(from.startsWith('pandas/')).toBe(true);
    }
    expect(index.unresolved.length).toBeLessThan(20);
    const frame = index.files[index.fileId('pandas/core/frame.py')!];
    const df = frame.defs.find((d) => d.name === 'DataFrame')!;
    expect(df.kind).toBe('class');
    expect(df.end - df.start).toBeGreaterThan(5000);
    expect(frame.defs.some((d) => d.name === 'DataFrame.merge' && d.kind === 'method')).toBe(true);
  });

  it('sympy, lodash-es and rxjs index with sane counts and few unresolved imports', async () => {
    const sympy = await buildIndex(join(root!, 'sympy'), { noCache: true });
    expect(sympy.stats.byLang.python).toBeGreaterThan(1400);
    expect(sympy.stats.edges).toBeGreaterThan(5000);
    const lodash = await buildIndex(join(root!, 'lodash-es'), { noCache: true });
    expect(lodash.stats.byLang.js).toBeGreaterThan(600);
    expect(lodash.stats.edges).toBeGreaterThan(1000);
    expect(lodash.unresolved).toEqual([]);
    const rxjs = await buildIndex(join(root!, 'rxjs'), { noCache: true });
    expect(rxjs.stats.byLang.ts).toBeGreaterThan(200);
    const e = edgeSet(rxjs);
    expect(e.has('src/index.ts src/internal/Observable.ts')).toBe(true);
    // Only src/Rx.global.js's import of the built bundle (dist/ is excluded by default) stays unresolved.
    expect(rxjs.unresolved.map((u) => u.specifier)).toEqual(['../dist/package/Rx']);
  });
});
