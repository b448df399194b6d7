// The shard workers (src/repo/shard.ts): lexing on several threads gives the same index as one thread, and a worker
// that dies after claiming files costs time, never files.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex } from '../../src/repo/index.js';
import { LexShard } from '../../src/repo/shard.js';
import { processFile } from '../../src/repo/file.js';
import type { RepoIndex } from '../../src/repo/types.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-shard-test-'));
const FAILING = fileURLToPath(new URL('../fixtures/workers/failing-shard.cjs', import.meta.url));

/** Returns a generated Python package of `n` modules (~4 KB each) importing each other, plus some TS files. */
function generatedRepo(n: number, binary: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-shard-repo-'));
  mkdirSync(join(root, 'pkg'));
  writeFileSync(join(root, 'pkg', '__init__.py'), 'from . import m0\n');
  const body = Array.from({ length: 60 }, (_, i) => `def f${i}(x):\n    """Doc ${i}: ${'text '.repeat(8)}"""\n    return getattr(x, "a${i}")\n`).join('');
  for (let i = 0; i < n; i++) {
    writeFileSync(join(root, 'pkg', `m${i}.py`), `import os\nfrom . import m${(i + 1) % n}\nfrom .m${(i + 7) % n} import f1\n\nclass C${i}:\n    def run(self):\n        return 1\n\n${body}`);
  }
  mkdirSync(join(root, 'web'));
  for (let i = 0; i < 20; i++) writeFileSync(join(root, 'web', `w${i}.ts`), `import { x } from './w${(i + 1) % 20}';\nexport const y${i} = 1;\n`);
  // Binary by content, so only found when read: the stat'ed file set was not the final one, and files resolved as
  // they were lexed must be resolved again.
  if (binary) writeFileSync(join(root, 'pkg', 'blob.py'), Buffer.from([0, 1, 2, 3]));
  writeFileSync(join(root, 'pkg', 'missing.py'), 'from .nothere import x\nimport numpy\n'); // unresolved + external
  return root;
}

function snapshot(ix: RepoIndex) {
  const edges = Array.from(ix.edgeFrom, (f, i) => [ix.files[f].path, ix.files[ix.edgeTo[i]].path, ix.edgeLine[i], ix.edgeKind[i]]);
  return { files: ix.files.map((f) => [f.path, f.hash, f.tokens, f.defs, f.dynamic, f.external]), edges, unresolved: ix.unresolved, skipped: ix.skipped };
}

describe('shard worker', () => {
  const root = generatedRepo(400, false);

  it.each([false, true])('lexes and resolves a cold repository on shard workers, with the same index as one thread (a binary .py: %s)', async (binary) => {
    const dir = binary ? generatedRepo(400, true) : root;
    const one = await buildIndex(dir, { noCache: true, workers: 'never' });
    const two = await buildIndex(dir, { noCache: true, workers: 'always' });
    const auto = await buildIndex(dir, { noCache: true });
    expect(one.stats.lexedOn).toBe('in-thread');
    expect(two.stats.lexedOn).toBe('shard');
    expect(auto.stats.lexedOn).toBe('in-thread'); // 2 MB: below SHARD_MIN_BYTES, one thread is faster
    expect(snapshot(two)).toEqual(snapshot(one));
    expect(two.skipped.binary).toBe(binary ? 1 : 0);
    expect(two.unresolved.map((u) => u.specifier)).toEqual(['.nothere']);
    expect(two.files.find((f) => f.path === 'pkg/missing.py')!.external).toEqual(['numpy']);
    expect(two.stats.edges).toBeGreaterThan(800);
  });

  it('redoes in-thread what a crashed worker claimed', async () => {
    const files = Array.from({ length: 40 }, (_, i) => ({ abs: join(root, 'pkg', `m${i}.py`), lang: 'python' as const }));
    const shard = LexShard.start(1, FAILING);
    expect(shard).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300)); // let the worker start, so it claims before this thread does
    const out = await shard!.run(files, 2 << 20, 'wasm');
    expect(out).toHaveLength(40);
    expect(out).toEqual(files.map((f) => processFile(f.abs, f.lang, 2 << 20, 'wasm')));
  });

  it('waits for a live worker to go idle and redoes what a crashed one claimed (two workers)', async () => {
    const files = Array.from({ length: 120 }, (_, i) => ({ abs: join(root, 'pkg', `m${i}.py`), lang: 'python' as const }));
    const shard = LexShard.start(1);
    shard!.grow(2, FAILING);
    expect(shard!.size).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    const out = await shard!.run(files, 2 << 20, 'wasm');
    // Outcomes from a worker carry no import objects (the blob holds them): compare without.
    const strip = (o: object) => { const { imports: _, ...rest } = o as { imports?: unknown }; return rest; };
    expect(out.map(strip)).toEqual(files.map((f) => strip(processFile(f.abs, f.lang, 2 << 20, 'wasm'))));
  });
});
