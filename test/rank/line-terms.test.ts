// The per-line scan of ranking definitions (src/rank/line-terms.ts): the term-scan kernel's lines mode gives, line
// for line, the token counts and query-term hits of its TypeScript twin (lineTerms), on texts built to hit every
// tokenizer rule and on real corpus files when present; a trapping kernel leaves the answer to the twin, unchanged.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// Against dist/ (npm test builds first): the kernel is wasm/termscan.wasm.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { lineTerms, lineTermsOf } = await import(dist('rank/line-terms.js')) as typeof import('../../src/rank/line-terms.js');
const { tokenizeQuery } = await import(dist('rank/tokenize.js')) as typeof import('../../src/rank/tokenize.js');
const { injectKernelTrap } = await import(dist('kernels/wasm.js')) as typeof import('../../src/kernels/wasm.js');
const { kernelFallbacks, resetKernelFallbacks } = await import(dist('kernels/fallback.js')) as typeof import('../../src/kernels/fallback.js');

/** Returns the query index of `query` as rankSymbols builds it (each term's last position wins). */
function qIndexOf(query: string): Map<string, number> {
  const terms = [...new Set(tokenizeQuery(query).map((t) => t.term))];
  return new Map(terms.map((t, i) => [t, i]));
}

const TEXTS = [
  '',
  'x',
  '\n\n\n',
  'class HTTPServer:\n    def _print_Matrix(self, matrices):\n        return self.series_limits  # the Matrices\r\n',
  'def f(x):\n    """Docstring about printers and queries."""\n    s = "matrix\\n latex" + \'series\'\n    return __init__ + x2y + CamelCase99Name\n',
  'caf\u00e9 = na\u00efve_matrix  # non-ASCII around ASCII runs\n\u00e9l\u00e8ve.latex()\n' + 'matrix '.repeat(50) + '\n',
  'a_b_c __dunder__ ___ _x_ is isis series boxes queries wives buses\n'.repeat(40),
  `${'aVeryLongIdentifierNameThatGoesOnAndOnPastTheRunCacheLimit_matrix_printer'.repeat(3)}\nshort\n`,
];
const QUERY = 'The LaTeX printer prints the Matrix wrong: _print_Matrix in HTTPServer, series limits, queries, boxes, x2y, dunder, caf';

function same(texts: string[], query: string): void {
  const qIndex = qIndexOf(query);
  const terms = [...qIndex.keys()];
  const viaKernel = lineTermsOf(texts, terms, qIndex, new Map());
  const twin = texts.map((t) => lineTerms(t, qIndex, new Map()));
  expect(viaKernel.length).toBe(texts.length);
  for (let i = 0; i < texts.length; i++) {
    expect([...viaKernel[i]!.count], `counts of text ${i}`).toEqual([...twin[i]!.count]);
    expect(viaKernel[i]!.hits.map((h) => h ?? null), `hits of text ${i}`).toEqual(twin[i]!.hits.map((h) => h ?? null));
  }
}

describe('line terms: kernel and twin', () => {
  it('give the same counts and hits on texts for every tokenizer rule', () => {
    resetKernelFallbacks();
    same(TEXTS, QUERY);
    same(TEXTS, 'nothing here matches zzz');
    expect(kernelFallbacks()).toEqual({});
  });

  it('give the same counts and hits on real corpus files', (ctx) => {
    const root = join(process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora'), 'sympy', 'sympy', 'core');
    if (!existsSync(root)) { ctx.skip(`no sympy corpus at ${root} (npm run corpora)`); return; }
    const texts = readdirSync(root).filter((f) => f.endsWith('.py')).sort().slice(0, 12).map((f) => readFileSync(join(root, f), 'utf8'));
    resetKernelFallbacks();
    same(texts, 'latex printing of Matrix expressions: Add and Mul evaluate wrongly, _eval_is_positive assumptions');
    expect(kernelFallbacks()).toEqual({});
  });

  it('leave the answer to the twin when the kernel traps', () => {
    resetKernelFallbacks();
    injectKernelTrap('termscan');
    same(TEXTS, QUERY);
    expect(kernelFallbacks()).toEqual({ termscan: 1 });
  });
});

const { ownLines, ownLinesOf } = await import(dist('rank/symbols.js')) as typeof import('../../src/rank/symbols.js');

describe('own lines of every definition at once', () => {
  it('are ownLines of each, on nested, equal-start, overlapping and random definitions', () => {
    type D = Parameters<typeof ownLines>[1];
    const def = (name: string, start: number, end: number): D => ({ name, kind: 'function', start, end }) as unknown as D;
    const fixed = [def('A', 1, 40), def('A.m', 3, 10), def('A.m.inner', 5, 6), def('A.n', 12, 20), def('same', 12, 14), def('B', 42, 42), def('C', 30, 50), def('D', 44, 60)];
    let seed = 7;
    const rnd = (n: number): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
    const random = Array.from({ length: 300 }, (_, i) => { const s = 1 + rnd(2000); return def(`r${i}`, s, s + rnd(rnd(4) ? 30 : 400)); });
    for (const defs of [fixed, random, []]) {
      const all = ownLinesOf(defs);
      for (const d of defs) expect(all.get(d), d.name).toEqual(ownLines(defs, d));
    }
  });
});
