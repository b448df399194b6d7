// buildIndex on the fixture repositories: Python package semantics and JS/TS resolution, through the library API.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex } from '../../src/repo/index.js';
import type { RepoIndex } from '../../src/repo/types.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/repos/', import.meta.url));
process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-index-test-'));

function edges(index: RepoIndex): string[] {
  const out: string[] = [];
  for (let i = 0; i < index.edgeFrom.length; i++) {
    out.push(`${index.files[index.edgeFrom[i]].path} -> ${index.files[index.edgeTo[i]].path} ${index.edgeKinds[index.edgeKind[i]]}`);
  }
  return out;
}

describe.each(['wasm', 'js'] as const)('Python resolution (%s lexer)', (impl) => {
  it('resolves package-relative imports with __init__.py semantics, src layouts and namespace packages', async () => {
    const index = await buildIndex(join(FIXTURES, 'pyproj'), { noCache: true, impl });
    const e = edges(index);
    // `from . import core` inside app/__init__.py is app/core, not a sibling of app.
    expect(e).toContain('app/__init__.py -> app/core/__init__.py static');
    expect(e).toContain('app/__init__.py -> app/core/engine.py static');
    expect(e).toContain('app/core/__init__.py -> app/utils/__init__.py static');
    // `from ..utils import json` is the local module; `import json` is the standard library.
    expect(e).toContain('app/core/engine.py -> app/utils/json.py static');
    expect(e.filter((x) => x.startsWith('app/utils/helpers.py'))).toEqual([]);
    expect(index.files[index.fileId('app/utils/helpers.py')!].external).toEqual(['json']);
    expect(e).toContain('app/core/engine.py -> app/core/models.py type-checking');
    expect(e).toContain('app/core/engine.py -> app/core/models.py dynamic-const');
    // `from app.core import engine, models`: edges to the submodules.
    expect(e).toContain('tests/test_engine.py -> app/core/engine.py static');
    expect(e).toContain('tests/test_engine.py -> app/core/models.py static');
    expect(e).toContain('tests/test_engine.py -> src/srcpkg/sub/__init__.py static');
    expect(e).toContain('src/srcpkg/sub/__init__.py -> src/srcpkg/sub/leaf.py static');
    expect(e).toContain('nspkg/inner/mod.py -> nspkg/inner/other.py static');
    const unresolved = index.unresolved.map((u) => `${index.files[u.from].path}:${u.line} ${u.specifier}`);
    expect(unresolved).toEqual(['tests/test_engine.py:5 app.missing', 'tests/test_engine.py:6 .']);
    const engine = index.files[index.fileId('app/core/engine.py')!];
    expect(engine.defs.map((d) => d.name)).toEqual(['yaml', 'run', 'Engine', 'Engine.start', 'Engine.name']);
    expect(engine.dynamic.map((d) => d.kind).sort()).toEqual(['dynamic-dispatch', 'dynamic-import']);
  });
});

describe('JS/TS resolution', () => {
  it('probes extensions and index files, maps ./x.js to x.ts, follows tsconfig paths (extends), package exports and imports', async () => {
    const index = await buildIndex(join(FIXTURES, 'tsproj'), { noCache: true });
    expect(edges(index)).toEqual([
      'src/index.ts -> libs/lib/src/x.ts static',
      'src/index.ts -> packages/widgets/src/index.ts static',
      'src/index.ts -> packages/widgets/src/sub.ts static',
      'src/index.ts -> src/a.ts static',
      'src/index.ts -> src/b.tsx static',
      'src/index.ts -> src/internal/thing.ts static',
      'src/index.ts -> src/lazy.ts dynamic-const',
      'src/index.ts -> src/reexp.ts reexport',
      'src/index.ts -> src/types.ts type-only',
      'src/index.ts -> src/utils/index.ts static',
      'src/legacy.js -> src/a.ts require',
    ]);
    expect(index.files[index.fileId('src/index.ts')!].external).toEqual(['node:fs', 'react']);
    expect(index.unresolved.map((u) => u.specifier)).toEqual(['./missing']);
    const main = index.files[index.fileId('src/index.ts')!];
    expect(main.dynamic).toEqual([{ line: 16, kind: 'dynamic-import', detail: 'import(dynamicName);' }]);
    expect(main.defs.map((d) => `${d.name}:${d.kind}:${d.start}-${d.end}`)).toEqual(['lazy:const:14-14', 'dynamicName:const:15-15', 'dyn:const:16-16', 'main:function:18-22']);
  });

  it('keeps edge arrays sorted by (from, to, line) and the contract invariants', async () => {
    const index = await buildIndex(join(FIXTURES, 'tsproj'), { noCache: true });
    for (let i = 1; i < index.edgeFrom.length; i++) {
      const a = [index.edgeFrom[i - 1], index.edgeTo[i - 1], index.edgeLine[i - 1]];
      const b = [index.edgeFrom[i], index.edgeTo[i], index.edgeLine[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])))).toBe(true);
    }
    const paths = index.files.map((f) => f.path);
    expect([...paths].sort()).toEqual(paths);
    expect(index.stats.files).toBe(index.files.length);
    expect(index.files.every((f) => /^[0-9a-f]{40}$/.test(f.hash) && f.tokens >= 0)).toBe(true);
  });

  it('rejects a missing root with a usage error', async () => {
    await expect(buildIndex(join(FIXTURES, 'does-not-exist'))).rejects.toThrow(/no such directory/);
  });
});

describe('worker fan-out', () => {
  it('gives the same index in-thread and on the piscina pool', async () => {
    const a = await buildIndex(join(FIXTURES, 'pyproj'), { noCache: true, workers: 'never' });
    const b = await buildIndex(join(FIXTURES, 'pyproj'), { noCache: true, workers: 'always' });
    expect(b.stats.lexedOn).toBe('pool');
    expect(edges(b)).toEqual(edges(a));
    expect(b.files.map((f) => [f.path, f.hash, f.tokens, f.defs, f.dynamic])).toEqual(a.files.map((f) => [f.path, f.hash, f.tokens, f.defs, f.dynamic]));
  });
});

describe('configurable event decorators', () => {
  it('declares only the decorators the caller lists', async () => {
    const root = join(FIXTURES, 'pyproj');
    const dflt = await buildIndex(root, { noCache: true });
    const custom = await buildIndex(root, { noCache: true, eventDecorators: [/^property$/] });
    const sites = (ix: RepoIndex) => ix.files.flatMap((f) => f.dynamic.filter((d) => d.kind === 'event-registration').map((d) => `${f.path}:${d.line}`));
    expect(sites(dflt)).toEqual([]);
    expect(sites(custom)).toEqual(['app/core/engine.py:27']);
  });
});
