// The BM25F postings kept beside the repository index (src/rank/keep.ts): built by the term-scan kernel on the index's
// own pass, they are byte for byte the forward index its twin (ForwardBuilder) builds from the same files; updated
// with the index after edits, deletions, additions and renames, they are byte for byte a build from scratch of the new
// tree (term ids in order of first occurrence: merge.ts), in memory and in the cache file; without the kernel, the
// twin builds the same; and an index built without them gets them, the same, at its first lexical load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Against dist/ (npm test builds first): the kernel is wasm/termscan.wasm.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { buildIndex } = await import(dist('repo/index.js')) as typeof import('../../src/repo/index.js');
const rank = await import(dist('rank/index.js')) as typeof import('../../src/rank/index.js');
const { ForwardBuilder } = await import(dist('rank/postings.js')) as typeof import('../../src/rank/postings.js');
const { kernelForward } = await import(dist('rank/postings-kernel.js')) as typeof import('../../src/rank/postings-kernel.js');
const { bodyless } = await import(dist('rank/keep.js')) as typeof import('../../src/rank/keep.js');
const { lexicalCachePath } = await import(dist('rank/cache.js')) as typeof import('../../src/rank/cache.js');
const { injectKernelTrap } = await import(dist('kernels/wasm.js')) as typeof import('../../src/kernels/wasm.js');
const { kernelFallbacks, resetKernelFallbacks } = await import(dist('kernels/fallback.js')) as typeof import('../../src/kernels/fallback.js');

type Forward = import('../../src/rank/postings.js').Forward;
type Index = Awaited<ReturnType<typeof buildIndex>>;

const savedCache = process.env.XDG_CACHE_HOME;
let cacheHome: string;
beforeAll(() => { cacheHome = mkdtempSync(join(tmpdir(), 'ck-kept-cache-')); process.env.XDG_CACHE_HOME = cacheHome; });
afterAll(() => {
  if (savedCache === undefined) delete process.env.XDG_CACHE_HOME; else process.env.XDG_CACHE_HOME = savedCache;
  rmSync(cacheHome, { recursive: true, force: true });
});

/** Returns a repository with Python, JS/TS, tests, non-source files, plurals, acronyms, escaped and non-ASCII names. */
function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-kept-'));
  for (const d of ['pkg/printing', 'pkg/tests', 'web', 'docs']) mkdirSync(join(root, d), { recursive: true });
  const words = ['matrix', 'printer', 'latex', 'symbols', 'series', 'limits', 'integral', 'parser', 'HTTPServer', 'snake_case_name'];
  for (let i = 0; i < 60; i++) {
    const w = words[i % words.length]!;
    const cls = `${w[0]!.toUpperCase()}${w.slice(1).replace(/_/g, '')}${i}`;
    writeFileSync(join(root, 'pkg', i % 3 ? 'printing' : '', `m${i}.py`), `"""Module ${i} about ${w} handling; see the man page."""\nclass ${cls}:\n    def _print_${w}_${i}(self, expr):\n        # the ${w} of expr${i}: entries, boxes, queries\n        raise ValueError("bad ${w} ${i} r'x' \\" quote")\n` + `def f${i}_${w}(x):\n    return x * ${i}  # uniq${i} ${i % 7 ? 'manpage' : 'caf\u00e9 na\u00efve'}\n`.repeat(3 + (i % 5)));
  }
  writeFileSync(join(root, 'pkg', 'uni.py'), 'def caf\u00e9_latex(x):\n    """A name with a non-ASCII letter: the defs blob has a non-ASCII byte."""\n    return x\n\u00e9l\u00e8ve = "latex matrix"\nclass Esc:\n    def quote_\u00e9(self): pass\n');
  // A file with thousands of distinct terms (the kernel's per-file sort) and one identifier repeated past 65535.
  writeFileSync(join(root, 'pkg', 'big.py'), Array.from({ length: 3000 }, (_, i) => `word${i}x = ${i}\n`).join('') + 'spam_total = 1\n'.repeat(70000));
  for (let i = 0; i < 6; i++) writeFileSync(join(root, 'pkg', 'tests', `test_m${i}.py`), `from pkg.m${i} import f${i}_matrix\ndef test_latex_${i}():\n    assert f${i}_matrix(1) == ${i}\n`);
  for (let i = 0; i < 20; i++) writeFileSync(join(root, 'web', `w${i}.ts`), `// ${words[i % 10]} view ${i}\n/* block: the latex printer */\nexport function renderMatrix${i}(matrixView: string) { return \`symbol \${matrixView}\` + 'series'; }\n`);
  writeFileSync(join(root, 'docs', 'latex_printing.md'), '# Latex printing of matrices\n');
  return root;
}

/** Returns the twin's forward index of `index`'s files, in order, read from disk, with first-use orders. */
function twin(index: Index): Forward {
  const b = new ForwardBuilder([], 1 << 12, 0);
  b.recordFirstUse();
  for (const f of index.files) b.addFile(f, bodyless(f) ? undefined : readFileSync(join(index.root, f.path)));
  return b.finish();
}

const ARRAYS = ['termBlob', 'termOff', 'termTable', 'df', 'fileStart', 'lens', 'entKey', 'entTf', 'use', 'useStart'] as const;

function same(a: Forward, b: Forward): void {
  expect(a.nTerms).toBe(b.nTerms);
  expect(a.paths).toEqual(b.paths);
  expect(a.hashes).toEqual(b.hashes);
  for (const k of ARRAYS) expect(Buffer.from(new Uint8Array(a[k]!.buffer, a[k]!.byteOffset, a[k]!.byteLength)).equals(Buffer.from(new Uint8Array(b[k]!.buffer, b[k]!.byteOffset, b[k]!.byteLength))), k).toBe(true);
}

const QUERIES = ['latex printer prints the matrix wrong: _print_matrix in pkg/printing/m2.py', 'ValueError bad limits 7 in f7_limits, the man page says HTTPServer', 'spam_total of word17x'];

function rankings(lx: import('../../src/rank/index.js').LexicalIndex, index: Index): unknown {
  return QUERIES.map((q) => rank.rankFiles(lx, q, { limit: 20 }).map((r) => [index.files[r.fileId]!.path, r.score, rank.formatExplanation(r.explain)]));
}

describe('postings kept beside the index', () => {
  it('the kernel builds the twin\'s forward index, byte for byte', async () => {
    const root = repo();
    const index = await buildIndex(root, { noCache: true });
    const k = kernelForward(index.files, (i) => (bodyless(index.files[i]!) ? undefined : join(root, index.files[i]!.path)));
    same(k, twin(index));
    // A run counted past the 16 bits of a count saturates as the twin's does.
    const big = k.paths.indexOf('pkg/big.py');
    expect(Math.max(...k.entTf.subarray(k.fileStart[big], k.fileStart[big + 1]))).toBe(65535);
  });

  it('are built on the index\'s pass, cached, and served to the lexical load without reading a file', async () => {
    const root = repo();
    const index = await buildIndex(root, { noCache: true, sink: () => rank.postingsSink() });
    const kept = rank.keptPostings(index)!;
    expect(kept).toBeDefined();
    same(kept, twin(index));
    expect(index.stats.timingMs.postings).toBeGreaterThanOrEqual(0);
    const lx = rank.loadLexicalIndex(index);
    expect(lx.fw).toBe(kept);
    expect(lx.stats.cache).toBe('hit');
    expect(lx.stats.tokenized).toBe(0);
    // The cache file holds them: an index without kept postings loads them as a hit.
    const again = rank.loadLexicalIndex(await buildIndex(root));
    expect(again.stats.cache).toBe('hit');
    same(again.fw, kept);
  });

  it('are updated with the index file by file, into what a build from scratch of the new tree gives', async () => {
    const root = repo();
    const first = await buildIndex(root, { sink: () => rank.postingsSink() });
    expect(rank.keptPostings(first)).toBeDefined();
    // Edit (new words, words gone, the first occurrence of a term moved), delete, add, rename.
    writeFileSync(join(root, 'pkg', 'm0.py'), 'def brand_new_word(zebra_count):\n    """Quokka handling."""\n    return zebra_count\n');
    writeFileSync(join(root, 'pkg', 'printing', 'm1.py'), '# only a comment now: matrix\n');
    rmSync(join(root, 'pkg', 'printing', 'm2.py'));
    writeFileSync(join(root, 'pkg', 'added.py'), 'class AddedPrinter:\n    def print_zebra(self): return "quokka"\n');
    renameSync(join(root, 'web', 'w3.ts'), join(root, 'web', 'w3_renamed.ts'));
    const second = await buildIndex(root, { sink: () => rank.postingsSink() });
    expect(second.stats.cache).toBe('partial');
    const updated = rank.keptPostings(second)!;
    same(updated, twin(second));
    // The cache file is the one a cold build writes.
    const cold = await buildIndex(root, { noCache: true, sink: () => rank.postingsSink({ noCache: true, cacheFile: join(cacheHome, 'cold.bin') }) });
    same(rank.keptPostings(cold)!, updated);
    expect(readFileSync(lexicalCachePath(root)).equals(readFileSync(join(cacheHome, 'cold.bin')))).toBe(true);
    expect(rankings(rank.loadLexicalIndex(second), second)).toEqual(rankings(rank.loadLexicalIndex(cold), cold));
  });

  it('an index built without them gets them at its first lexical load, and the twin builds the same without the kernel', async () => {
    const root = repo();
    const index = await buildIndex(root, { noCache: true });
    expect(rank.keptPostings(index)).toBeUndefined();
    const cacheFile = join(mkdtempSync(join(tmpdir(), 'ck-kept-lx-')), 'lx.bin');
    const lx = rank.loadLexicalIndex(index, { noCache: true, cacheFile });
    expect(lx.stats.cache).toBe('miss');
    expect(lx.stats.tokenized).toBe(index.files.length);
    same(lx.fw, twin(index));
    resetKernelFallbacks();
    injectKernelTrap('termscan');
    try {
      const byTwin = rank.loadLexicalIndex(index, { noCache: true, cacheFile: `${cacheFile}.twin` });
      same(byTwin.fw, lx.fw);
      expect(kernelFallbacks()).toEqual({ termscan: 1 });
    } finally {
      injectKernelTrap('termscan', 0);
    }
    expect(readFileSync(`${cacheFile}.twin`).equals(readFileSync(cacheFile))).toBe(true);
  });

  it('an index lexed on the pool leaves them to the first lexical load, which builds the same', async () => {
    const root = repo();
    const fed = await buildIndex(root, { noCache: true, sink: () => rank.postingsSink({ cacheFile: join(cacheHome, 'fed.bin') }) });
    // The pool lexes in workers: the sink sees no bytes, and leaves the postings to the lexical load.
    const pooled = await buildIndex(root, { noCache: true, workers: 'always', sink: () => rank.postingsSink({ noCache: true }) });
    expect(pooled.stats.lexedOn).toBe('pool');
    expect(rank.keptPostings(pooled)).toBeUndefined();
    const lx = rank.loadLexicalIndex(pooled, { noCache: true, cacheFile: join(cacheHome, 'pool.bin') });
    same(lx.fw, rank.keptPostings(fed)!);
  });
});
