// Issue 39 item 5: layers that point one way. The kernels are the lowest layer of the engine: they may import only
// the error home (src/errors.ts), the runtime settings (src/runtime/) and the store (src/store/, where the diagnostic
// log and the lock live), and what those import in turn. An import of an adapter (hooks/, cli/, mcp/, pi/) or of an
// engine layer above them (slice/, session/, charter/, …) from kernels/, however indirect, fails here: it is how
// kernels/ once imported hooks/log.ts and tied nine folders into one strongly connected block.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SRC, importTarget, relativeImports, sources } from './source.js';

/** The top-level part of src/ a file belongs to: its folder, or the file itself at the top (`errors.ts`). */
const partOf = (rel: string): string => (rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : rel);

/** The parts kernels/ may import, directly or through them. */
const BELOW_KERNELS = new Set(['kernels', 'errors.ts', 'runtime', 'store', 'config', 'tokens.ts']);

describe('layers point one way', () => {
  const files = sources(SRC);
  const importsOf = new Map(files.map((f) => [f, relativeImports(readFileSync(join(SRC, f), 'utf8')).map((i) => ({ ...i, to: importTarget(f, i.spec) }))]));

  it('kernels/ imports only errors, runtime and store, and nothing they import reaches higher', () => {
    const bad: string[] = [];
    const seen = new Set<string>();
    const todo = files.filter((f) => partOf(f) === 'kernels');
    while (todo.length) {
      const f = todo.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const i of importsOf.get(f) ?? []) {
        if (!BELOW_KERNELS.has(partOf(i.to))) bad.push(`${f}:${i.line} imports ${i.to}`);
        else todo.push(i.to);
      }
    }
    expect(bad).toEqual([]);
    // The direct imports of kernels/ are exactly the three named in the rule (config and tokens.ts come through them).
    const direct = new Set(files.filter((f) => partOf(f) === 'kernels').flatMap((f) => importsOf.get(f)!.map((i) => partOf(i.to))).filter((p) => p !== 'kernels'));
    expect([...direct].sort()).toEqual(['errors.ts', 'runtime', 'store']);
  });

  it('no module of kernels/, store/ or runtime/ imports hooks/, slice/, session/ or charter/', () => {
    const bad: string[] = [];
    for (const f of files.filter((x) => ['kernels', 'store', 'runtime'].includes(partOf(x)))) {
      for (const i of importsOf.get(f)!) if (['hooks', 'slice', 'session', 'charter'].includes(partOf(i.to))) bad.push(`${f}:${i.line} imports ${i.to}`);
    }
    expect(bad).toEqual([]);
  });

  it('the edit guard is a hook and the lock is the store\'s: charter/ imports no hook, and the lock lives in store/', () => {
    const bad = files.filter((f) => partOf(f) === 'charter').flatMap((f) => importsOf.get(f)!.filter((i) => partOf(i.to) === 'hooks').map((i) => `${f}:${i.line} imports ${i.to}`));
    expect(bad).toEqual([]);
    expect(files.filter((f) => /(?:^|\/)(?:lock|guard)\.ts$/.test(f)).sort()).toEqual(['hooks/guard.ts', 'store/lock.ts']);
  });

  it('reads the imports it checks', () => {
    const seen = relativeImports("import { a } from '../store/log.js';\n// import { b } from '../hooks/log.js';\nexport type { C } from './c.js';\nconst d = await import('../x.js');");
    expect(seen).toEqual([{ spec: '../store/log.js', line: 1 }, { spec: './c.js', line: 3 }, { spec: '../x.js', line: 4 }]);
    expect(importsOf.get('kernels/fallback.ts')!.map((i) => i.to)).toContain('store/log.ts');
  });
});
