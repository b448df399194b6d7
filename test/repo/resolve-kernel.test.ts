// The Python resolution kernel (assembly/pyresolve.ts) against its twin, the TypeScript PythonResolver: the same
// edges, unresolved imports (with the twin's messages) and external specifiers, on tricky fixtures and real corpora.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildIndex } from '../../src/repo/index.js';
import { resolveFiles } from '../../src/repo/edges.js';
import { parseImportBlob, importBlob } from '../../src/repo/columns.js';
import { resolvePythonBatch } from '../../src/languages/python/resolve-kernel.js';
import type { FileRecord, RawImport } from '../../src/repo/types.js';
import { decided } from '../helpers/repo.js';
import { corporaRoot } from '../helpers/cli.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-resolve-kernel-test-'));

function tree(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'ck-pyres-')), 'rootpkg'); // a name the root package can be imported by
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}


/** Resolves `files` with their raw imports through the kernel (blobs) and through the twin only. */
function both(files: FileRecord[], imports: RawImport[][]): { kernel: string[]; twin: string[] } {
  const ids = files.map((_, i) => i);
  const blobs = imports.map(importBlob);
  const show = (r: ReturnType<typeof resolveFiles>, fs: FileRecord[]) => [
    ...Array.from({ length: r.quads.length / 4 }, (_, k) => `${[...r.quads.subarray(k * 4, k * 4 + 4)].join(' ')}`).sort(),
    ...r.unresolved.map((u) => JSON.stringify(u)),
    ...fs.map((f) => JSON.stringify(f.external)),
  ];
  const copy = () => files.map((f) => ({ ...f, external: [] as string[] }));
  const a = copy(), b = copy();
  return {
    kernel: show(resolveFiles('/r', a, ids, (i) => parseImportBlob(blobs[i]), [], () => {}, (i) => blobs[i]), a),
    twin: show(resolveFiles('/r', b, ids, (i) => parseImportBlob(blobs[i]), [], () => {}), b),
  };
}

const rec = (path: string): FileRecord => ({ path, lang: path.endsWith('.py') || path.endsWith('.pyi') ? 'python' : 'other', size: 1, mtimeMs: 1, hash: 'h', tokens: 1, defs: [], dynamic: [], external: [] });
const imp = (line: number, specifier: string, names?: string[], kind: RawImport['kind'] = 'static'): RawImport => (names ? { line, kind, specifier, names } : { line, kind, specifier });

describe('Python resolution kernel', () => {
  it('agrees with the twin on package semantics, stubs, namespace packages, a root package and odd specifiers', async () => {
    const root = tree({
      '__init__.py': '',
      'top.py': 'import top\nfrom . import top\nimport rootpkg.pkg.sub.leaf\nfrom rootpkg import pkg\n',
      'pkg/__init__.py': 'from . import *\nfrom .sub import leaf, missing_attr\nfrom .. import top\nfrom ... import nothing\n',
      'pkg/sub/__init__.pyi': '',
      'pkg/sub/leaf.py': 'from pkg.sub import leaf as again\nimport pkg.sub.leaf\nimport pkg.nope.deeper\n',
      'pkg/stubbed.pyi': 'import numpy, numpy.linalg, os.path, ñandú\nfrom typing import (\n  Any,\n)\n',
      'pkg/stubbed.py': 'import importlib\nimportlib.import_module("pkg.sub.leaf")\nimportlib.import_module("a\\\\b")\n__import__("pkg..sub")\n',
      'ns/inner/mod.py': 'from ns.inner import other, ghost\nfrom ns import inner\nfrom . import other\n',
      'ns/inner/other.py': 'from .mod import *\nimport ns\nimport ns.inner.mod\n',
      'src/srcpkg/__init__.py': 'from srcpkg import api\nfrom srcpkg.api import thing\n',
      'src/srcpkg/api.py': 'import srcpkg\n',
      'tools/scripts/__init__.py': '',
      'tools/scripts/run.py': 'from scripts import helper\nimport scripts.run\n',
      'tools/scripts/helper.py': '',
    });
    const kernel = await buildIndex(root, { noCache: true });
    const twin = await buildIndex(root, { noCache: true, impl: 'js' });
    expect(decided(kernel)).toEqual(decided(twin));
    expect(decided(kernel).filter((x) => x.startsWith('unresolved')).length).toBeGreaterThanOrEqual(3);
    expect(decided(kernel)).toContain('edge top.py -> pkg/sub/leaf.py:3 static');
  });

  it('agrees with the twin import by import, including names lists, stars and empty lists', () => {
    const files = ['a/__init__.py', 'a/b.py', 'a/c/__init__.py', 'a/c/d.pyi', 'x.py', 'n/m/z.py', 'README.md'].map(rec);
    const imports: RawImport[][] = [
      [imp(1, '.', ['b', 'c', 'zz']), imp(2, '.c', ['d', '*']), imp(3, 'a.c.d'), imp(4, '..', ['x'])],
      [imp(1, 'a', []), imp(2, 'a', ['b', 'b', 'c']), imp(3, 'json'), imp(3, 'json'), imp(4, 'zeta.q'), imp(5, 'alpha')],
      [imp(1, '...', ['deep']), imp(2, 'n.m', ['z', 'y']), imp(7, 'n', ['m'])],
      [imp(1, 'a.c', ['d'], 'type-checking'), imp(2, '.d', undefined, 'dynamic-const')],
      [imp(1, 'a..b'), imp(2, '.'), imp(3, 'x', ['x'])],
      [imp(1, 'n.m.z'), imp(2, 'n.q')],
      [],
    ];
    const r = both(files, imports);
    expect(r.kernel).toEqual(r.twin);
    // The kernel answered (a missing kernel would make both sides the twin): file 1 resolves without a hand-back.
    const batch = resolvePythonBatch(files.map((f) => f.path), [''], null, [1], () => importBlob(imports[1]));
    expect(batch?.externals).toEqual(['["alpha","json","zeta.q"]']);
  });
});

const corpora = corporaRoot();
describe.skipIf(!corpora)(`Python resolution kernel on real corpora${corpora ? '' : ' (corpora absent: run npm run corpora)'}`, () => {
  it.each(['pandas', 'sympy'])('%s: the same edges, unresolved imports and externals as the twin', async (name) => {
    const kernel = await buildIndex(join(corpora!, name), { noCache: true });
    const twin = await buildIndex(join(corpora!, name), { noCache: true, impl: 'js' });
    expect(kernel.stats.edges).toBeGreaterThan(1000);
    expect(decided(kernel)).toEqual(decided(twin));
    // Two cold indexes of a ~1.5k-file corpus: ~10 s alone, past 60 s at load 16 (a deadline, not a speed check).
  }, 180_000);
});
