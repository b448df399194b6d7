// A cold index on the pool resolves each lexed batch while the workers lex the next ones (edges.ts EagerResolution,
// build.ts). It must answer exactly as the resolution of all files after the lexing (resolveFiles): the same edges,
// unresolved imports in the same order, the same external specifiers, whatever order the batches come back in; and
// it must drop its work (the ordinary resolution runs) when a file was not lexed or a resolver warned.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, realpathSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildIndex, indexOpKey } from '../../src/repo/build.js';
import { EagerResolution, blobItems, packEdges, resolveFiles } from '../../src/repo/edges.js';
import { cacheFile, loadCache } from '../../src/repo/cache.js';
import { indexOptionsKey, resolveIndexOptions } from '../../src/repo/options.js';
import { parseImportBlob } from '../../src/repo/columns.js';
import { blobText } from '../../src/repo/record.js';
import { resolvePythonBatch } from '../../src/languages/python/resolve-kernel.js';
import { batchStarts } from '../../src/repo/pool.js';
import type { FileRecord } from '../../src/repo/types.js';
import { decided } from '../helpers/repo.js';
import { corporaRoot } from '../helpers/cli.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-eager-test-'));

function tree(files: Record<string, string | Buffer>): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'ck-eager-')));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

/** A tree of every pack kind the eager path treats differently: a batch kernel (Python), one by one (JS/TS), at the end (Go). */
const MIXED: Record<string, string> = {
  'pkg/__init__.py': 'from .core import frame\n',
  'pkg/core/__init__.py': '',
  'pkg/core/frame.py': 'import json\nfrom pkg.util import helper\nfrom . import missing_mod\nimport numpy as np\n',
  'pkg/util.py': 'from pkg.core.frame import Frame\nimport os.path\nfrom .gone import x\nfrom ..above import y\n',
  'pkg/core/more.py': 'from ..missing import z\nfrom .frame import Frame\n',
  'web/tsconfig.json': '{"compilerOptions": {"baseUrl": ".", "paths": {"@app/*": ["src/*"]}}}',
  'web/src/a.ts': "import { b } from './b.js';\nimport x from '@app/c';\nimport nope from './nope';\nimport 'react';\n",
  'web/src/b.ts': "export const b = 1;\nimport './a';\nimport '/abs/path';\nimport '../zz';\n",
  'web/src/c.ts': 'export default 2;\n',
  'go.mod': 'module example.com/m\n\ngo 1.21\n',
  'lib/lib.go': 'package lib\n\nfunc Helper() int { return 1 }\n',
  'cmd/main.go': 'package main\n\nimport "example.com/m/lib"\n\nfunc main() { lib.Helper() }\n',
  'notes.c': '#include "lib.h"\n',
  'lib.h': 'int f(void);\n',
};


/** Returns the bytes of the one index cache file under XDG_CACHE_HOME for `root`. */
function cacheBytes(root: string): Buffer {
  return readFileSync(cacheFile(root, indexOptionsKey(resolveIndexOptions(root, {}))));
}

/** Returns a deterministic shuffle of [0, n) (a small LCG), cut into runs of `size`. */
function shuffledRuns(n: number, size: number, seed: number): number[][] {
  const ids = Array.from({ length: n }, (_, i) => i);
  let s = seed;
  for (let i = n - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const runs: number[][] = [];
  for (let i = 0; i < n; i += size) runs.push(ids.slice(i, i + size));
  return runs;
}

/** Resolves the cached index of `root` both ways (all at once; eagerly, in shuffled runs, `chunk` files per kernel call). */
async function bothWays(root: string, chunk: number, minUnresolvedFiles = 0, packAt = 1 << 16): Promise<void> {
  await buildIndex(root, { workers: 'never' });
  const cached = loadCache(cacheFile(root, indexOptionsKey(resolveIndexOptions(root, {}))), indexOpKey(), root, () => {})!;
  const blobs = cached.importBlobs.map((b) => blobText(b));
  const plain = (): FileRecord[] => cached.files.map((f) => ({ path: f.path, lang: f.lang, size: f.size, mtimeMs: f.mtimeMs, hash: f.hash, tokens: f.tokens, defs: [], dynamic: [], external: [] }));
  const importsOf = (id: number) => parseImportBlob(blobs[id]);
  const blobOf = (id: number) => blobs[id];
  const a = plain(), b = plain();
  const ref = resolveFiles(root, a, a.map((_, i) => i), importsOf, [], () => {}, blobOf);
  const eager = new EagerResolution(root, b.map((f) => f.path), b.map((f) => f.lang), [], importsOf, blobOf, chunk, packAt);
  for (const run of shuffledRuns(b.length, 7, b.length)) {
    for (const id of run) eager.add(id);
    eager.drain(run.length);
  }
  const got = eager.finish(b);
  expect(new Set(ref.unresolved.map((u) => u.from)).size).toBeGreaterThanOrEqual(minUnresolvedFiles);
  expect(got).not.toBeNull();
  expect(Buffer.from(got!.packed)).toEqual(Buffer.from(packEdges(ref.quads)));
  expect(got!.unresolved).toEqual(ref.unresolved);
  expect(b.map((f) => f.external)).toEqual(a.map((f) => f.external));
}

describe('eager resolution (a cold index on the pool)', () => {
  it('answers as the resolution after the lexing, batches in any order, kernel in chunks', async () => {
    const root = tree(MIXED);
    await bothWays(root, 1, 4, 4);
    await bothWays(root, 2, 4, 1 << 16);
  });

  it('gives the same index and cache file as the resolution after the lexing', async () => {
    const root = tree(MIXED);
    const after = await buildIndex(root, { workers: 'always', eagerResolve: false });
    const bytesAfter = cacheBytes(root);
    const eager = await buildIndex(root, { workers: 'always', noCache: false, eagerResolve: true, ...{} });
    expect(eager.stats.cache).toBe('hit'); // the cache of the first build answers: build again from scratch
    const cold = await buildIndex(root, { workers: 'always', noCache: true });
    expect(cold.stats.lexedOn).toBe('pool');
    expect(cold.stats.timingMs.resolveDuringLex).toBeGreaterThanOrEqual(0);
    expect(decided(cold)).toEqual(decided(after));
    expect(decided(cold).some((l) => l.startsWith('edge cmd/main.go'))).toBe(true);
    expect(cacheBytes(root)).toEqual(bytesAfter);
    // In-thread (defs as the kernel's bytes in an arena) and on the pool (the workers' defs bytes): the same file.
    await buildIndex(root, { workers: 'never', noCache: true });
    expect(cacheBytes(root)).toEqual(bytesAfter);
  });

  it('drops its work when a file is not lexed (binary) or a resolver warns, and the index is the same', async () => {
    const root = tree({ ...MIXED, 'pkg/blob.py': Buffer.from([0, 1, 2, 0, 3]), 'web/tsconfig.json': '{ not json' });
    const after = await buildIndex(root, { workers: 'always', noCache: true, eagerResolve: false });
    const warnings: string[] = [];
    const eager = await buildIndex(root, { workers: 'always', noCache: true, onWarning: (m) => warnings.push(m) });
    expect(eager.skipped.binary).toBe(1);
    expect(decided(eager)).toEqual(decided(after));
    const warnOnly = tree({ ...MIXED, 'web/tsconfig.json': '{ not json' });
    const w1: string[] = [], w2: string[] = [];
    const x = await buildIndex(warnOnly, { workers: 'always', noCache: true, eagerResolve: false, onWarning: (m) => w1.push(m) });
    const y = await buildIndex(warnOnly, { workers: 'always', noCache: true, onWarning: (m) => w2.push(m) });
    expect(decided(y)).toEqual(decided(x));
    expect(w2).toEqual(w1); // once each, in the same order
    expect(w1.length).toBeGreaterThan(0);
  });

  it('the Python kernel answers a file set in chunks as in one call (its tables kept between calls)', () => {
    const paths = ['a/__init__.py', 'a/b.py', 'a/c.py', 'd.py', 'e/f.pyi', 'x.ts'];
    const blob = (id: number) => ['[]', '[[1,0,"a.c",null]]', '[[1,0,".b",["x"]],[2,0,"json",null]]', '[[3,0,"a",["b","c"]]]', '[[1,0,"d",null]]', '[]'][id];
    const whole = resolvePythonBatch(paths, [''], null, [0, 1, 2, 3, 4], blob)!;
    const parts = [[0, 1], [2], [3, 4]].map((ids) => resolvePythonBatch(paths, [''], null, ids, blob)!);
    expect(parts.flatMap((p) => p.externals)).toEqual(whole.externals);
    const quads = (q: Int32Array) => Array.from({ length: q.length / 4 }, (_, k) => [...q.subarray(k * 4, k * 4 + 4)].join(' ')).sort();
    expect(parts.flatMap((p) => quads(p.quads)).sort()).toEqual(quads(whole.quads));
    expect(whole.quads.length).toBeGreaterThan(0);
    // A chunk of one small blob whose keys start from a long importer path (a relative import): the kernel's key
    // buffer must hold the longest path, not only the chunk's blobs.
    const deep = `${'very_long_directory_name/'.repeat(16)}pkg`;
    const deepPaths = [`${deep}/__init__.py`, `${deep}/a.py`, `${deep}/b.py`, `${deep}/sub/__init__.py`, `${deep}/sub/c.py`];
    const deepBlob = (id: number) => ['[]', '[[1,0,".b",["y"]],[2,0,".sub.c",["z"]],[3,0,".b",["x"]],[4,0,".sub",["c"]]]', '[[1,0,".a",["w"]]]', '[]', '[[1,0,"..b",["v"]]]'][id];
    const deepWhole = resolvePythonBatch(deepPaths, [''], null, [1, 2, 4], deepBlob)!;
    const deepParts = [[2], [1], [4]].map((ids) => resolvePythonBatch(deepPaths, [''], null, ids, deepBlob)!);
    expect(deepWhole.quads.length).toBeGreaterThanOrEqual(4 * 5);
    expect(deepParts.flatMap((p) => quads(p.quads)).sort()).toEqual(quads(deepWhole.quads));
    expect([deepParts[1].externals[0], deepParts[0].externals[0], deepParts[2].externals[0]]).toEqual(deepWhole.externals);
    // Another file set after it: its own tables (a copy of the array is another set, as far as the kernel knows).
    const other = [...paths.slice(0, 3), 'zz.py'];
    expect(resolvePythonBatch(other, [''], null, [2], blob)!.externals).toEqual([whole.externals[2]]);
  });
});

describe('files a batch resolver hands back', () => {
  it('are resolved import by import as the whole file one by one: resolved, external and unresolved imports mixed', async () => {
    const py = (i: number) => `import os\nfrom pkg.m${(i + 1) % 12} import f, sub${i % 3}\nfrom .gone${i % 2} import x\nimport numpy as np\n`
      + `from pkg import m${(i + 5) % 12}, nothere${i % 4}\nfrom . import m${(i + 2) % 12}\nimport pkg.m${(i + 3) % 12}.deep\nfrom ...top import z\n`;
    const files: Record<string, string> = { 'pkg/__init__.py': '', 'pkg/m0/__init__.py': '', 'pkg/m0/sub0.py': '' };
    for (let i = 1; i < 12; i++) files[`pkg/m${i}.py`] = py(i);
    files['pkg/m0/sub1.py'] = py(0);
    const root = tree(files);
    await bothWays(root, 1, 8);
    await bothWays(root, 5, 8, 8);
  });

  it('blobItems gives each import of a blob as its text, or null for what is not a list of lists', () => {
    expect(blobItems('[]')).toEqual([]);
    expect(blobItems('[[1,0,"a.b"],[2,0,"c",["x","]y["]],[3,0,"d\\"e"]]')).toEqual(['[1,0,"a.b"]', '[2,0,"c",["x","]y["]]', '[3,0,"d\\"e"]']);
    expect(blobItems('[1,2]')).toBeNull();
    expect(blobItems('[[1]')).toBeNull();
    expect(blobItems('x')).toBeNull();
  });
});

describe('pool batches', () => {
  it('are sized by bytes, at most 256 files, never empty, and cover every file once', () => {
    expect(batchStarts([])).toEqual([0]);
    expect(batchStarts([{ size: 5 << 20 }, { size: 5 << 20 }, { size: 1 }])).toEqual([0, 1, 2, 3]);
    const small = Array.from({ length: 600 }, () => ({ size: 100 }));
    expect(batchStarts(small)).toEqual([0, 256, 512, 600]);
    const mid = Array.from({ length: 40 }, () => ({ size: 100 << 10 })); // 100 KB each: 11 to reach 1 MiB
    expect(batchStarts(mid)).toEqual([0, 11, 22, 33, 40]);
    expect(batchStarts([{}, {}, {}])).toEqual([0, 3]);
  });
});

const corpora = corporaRoot();
describe.skipIf(!corpora)(`eager resolution on real corpora${corpora ? '' : ' (corpora absent: run npm run corpora)'}`, () => {
  it.each(['pandas', 'rxjs'])('%s: the same resolution, eagerly in shuffled runs with the kernel in chunks', async (name) => {
    const root = realpathSync(join(corpora!, name));
    expect(readdirSync(root).length).toBeGreaterThan(0);
    await bothWays(root, 97, 0, 1000);
  }, 180_000);
});
