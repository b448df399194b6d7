import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Def, FileRecord, RepoIndex } from '../../src/repo/types.js';
import { formatExplanation, loadLexicalIndex, rankFiles, rankSymbols, tokenizeCode, tokenizeQuery } from '../../src/rank/index.js';
import { scanJs, scanPython, F_BODY, F_DOC } from '../../src/rank/fields.js';
import { FIELDNORM_TO_LEN, lenToFieldnorm } from '../../src/rank/fieldnorm.js';
import { compoundTerms, stemS } from '../../src/rank/tokenize.js';
import { filesDefining } from '../../src/rank/lexical.js';

function fakeIndex(files: Record<string, { text: string; defs?: Def[]; hash?: string }>): { index: RepoIndex; read: (p: string) => string | undefined } {
  const paths = Object.keys(files).sort();
  const recs: FileRecord[] = paths.map((path) => ({
    path, lang: path.endsWith('.py') ? 'python' : path.endsWith('.ts') ? 'ts' : 'other', size: files[path].text.length, mtimeMs: 0,
    hash: files[path].hash ?? `h:${files[path].text.length}:${files[path].text.slice(0, 16)}`, tokens: 0, defs: files[path].defs ?? [], dynamic: [], external: [],
  }));
  const index = { root: '/fake/repo', files: recs, fileId: (p: string) => { const i = paths.indexOf(p); return i < 0 ? undefined : i; } } as unknown as RepoIndex;
  return { index, read: (p) => files[p]?.text };
}

const scan = (fn: typeof scanPython, src: string): { doc: string[]; body: string[] } => {
  const bytes = Buffer.from(src, 'utf8');
  const out = { doc: [] as string[], body: [] as string[] };
  fn(bytes, { run: (f, s, e) => { (f === F_DOC ? out.doc : f === F_BODY ? out.body : []).push(bytes.toString('latin1', s, e)); } });
  return out;
};

describe('tokenizeCode', () => {
  it('splits camelCase, PascalCase acronyms, snake_case, dotted names and digits, and keeps the whole identifier', () => {
    expect(tokenizeCode('LassoLarsCV')).toEqual(['lasso', 'lar', 'cv', 'lassolarscv']);
    expect(tokenizeCode('_print_Function')).toEqual(['print', 'function', 'print_function']);
    expect(tokenizeCode('sklearn.utils._set_output')).toEqual(['sklearn', 'util', 'set', 'output', 'set_output']);
    expect(tokenizeCode('HTTPServer float64')).toEqual(['http', 'server', 'httpserver', 'float', '64', 'float64']);
    expect(tokenizeCode('__init__ x2')).toEqual(['init', 'x2']);
  });

  it('drops stopwords and one-letter parts, lower-cases, and treats non-ASCII as a separator', () => {
    expect(tokenizeCode('The matrix is NOT invertible: x = self.det()')).toEqual(['matrix', 'invertible', 'det']);
    expect(tokenizeCode('naïve')).toEqual(['na', 've']);
  });

  it('stems plural parts lightly', () => {
    expect(['functions', 'matrices', 'series', 'class', 'analysis', 'does'].map(stemS)).toEqual(['function', 'matrice', 'sery', 'class', 'analysis', 'doe']);
  });

  it('marks code-shaped query tokens', () => {
    const q = tokenizeQuery('the latex printer calls _print_Pow via sympy.printing and LatexPrinter');
    const code = new Set(q.filter((t) => t.code).map((t) => t.term));
    expect(code).toEqual(new Set(['print', 'pow', 'print_pow', 'sympy', 'printing', 'latex', 'printer', 'latexprinter']));
    expect(q.find((t) => t.term === 'calls' || t.term === 'call')?.code).toBe(false);
  });
});

describe('field scanners', () => {
  it('Python: comments and triple-quoted strings are doc, code and one-line strings are body, prefixes are not words', () => {
    const r = scan(scanPython, 'def area(r):\n    """Return the disc area."""\n    # radius squared\n    raise ValueError(rb"bad radius") if r < 0 else f\'{r}\'\n');
    expect(r.doc).toEqual(['Return', 'the', 'disc', 'area', 'radius', 'squared']);
    expect(r.body).toEqual(['def', 'area', 'r', 'raise', 'ValueError', 'bad', 'radius', 'if', 'r', '0', 'else', 'r']);
  });

  it('Python: escapes and quotes inside strings do not end them early', () => {
    const r = scan(scanPython, 's = "a \\" b"\nt = \'\'\'x \'\' y\'\'\'\nz');
    expect(r.body).toEqual(['s', 'a', 'b', 't', 'z']);
    expect(r.doc).toEqual(['x', 'y']);
  });

  it('JS/TS: line and block comments are doc, strings and templates are body', () => {
    const r = scan(scanJs, '/** Sums */\nexport const sum = (a) => a + `t${b}` // total\n const s = "x/*y";');
    expect(r.doc).toEqual(['Sums', 'total']);
    expect(r.body).toEqual(['export', 'const', 'sum', 'a', 'a', 't', 'b', 'const', 's', 'x', 'y']);
  });
});

describe('fieldnorm', () => {
  it('is exact below 24 and a lower bound above, monotone', () => {
    for (let n = 0; n < 24; n++) expect(FIELDNORM_TO_LEN[lenToFieldnorm(n)]).toBe(n);
    let prev = 0;
    for (const n of [24, 25, 100, 1000, 12345, 1e6]) {
      const b = lenToFieldnorm(n);
      expect(FIELDNORM_TO_LEN[b]).toBeLessThanOrEqual(n);
      expect(FIELDNORM_TO_LEN[b + 1]).toBeGreaterThan(n);
      expect(b).toBeGreaterThanOrEqual(prev);
      prev = b;
    }
  });
});

const REPO = {
  'pkg/printing/latex.py': {
    text: 'class LatexPrinter:\n    """Prints expressions as LaTeX."""\n    def _print_Pow(self, expr):\n        # parenthesize the base\n        return self.parenthesize(expr.base)\n    def _print_Add(self, expr):\n        return " + ".join(expr.args)\n',
    defs: [{ name: 'LatexPrinter', kind: 'class', start: 1, end: 7 }, { name: 'LatexPrinter._print_Pow', kind: 'method', start: 3, end: 5 }, { name: 'LatexPrinter._print_Add', kind: 'method', start: 6, end: 7 }] as Def[],
  },
  'pkg/core/power.py': { text: 'class Pow:\n    """Power: base ** exp."""\n    def __new__(cls, base, exp):\n        return base\n', defs: [{ name: 'Pow', kind: 'class', start: 1, end: 4 }] as Def[] },
  'pkg/core/add.py': { text: 'class Add:\n    def flatten(self, seq):\n        return seq\n', defs: [{ name: 'Add', kind: 'class', start: 1, end: 3 }] as Def[] },
  'pkg/tests/test_latex.py': { text: 'def test_latex_pow():\n    assert latex(x**2) == "x^{2}"\n', defs: [{ name: 'test_latex_pow', kind: 'function', start: 1, end: 2 }] as Def[] },
  'docs/latex.rst': { text: 'LaTeX printing of powers' },
};

describe('rankFiles / rankSymbols', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'ck-rank-'));

  it('ranks the file whose path, definitions and text match the issue first, and explains why', () => {
    const { index, read } = fakeIndex(REPO);
    const lx = loadLexicalIndex(index, { read, cacheFile: join(tmp, 'a.bin') });
    expect(lx.stats.cache).toBe('miss');
    const top = rankFiles(lx, 'latex printing of Pow forgets to parenthesize the base (LatexPrinter._print_Pow)');
    expect(index.files[top[0].fileId].path).toBe('pkg/printing/latex.py');
    expect(top.map((r) => r.score)).toEqual([...top.map((r) => r.score)].sort((a, b) => b - a));
    const e = top[0].explain;
    expect(e.value).toBeCloseTo(top[0].score, 9);
    expect(e.details!.length).toBeGreaterThan(2);
    const pow = e.details!.find((d) => d.description.startsWith('weight(print_pow)'))!;
    expect(pow.description).toContain('code-shaped');
    expect(pow.details!.map((d) => d.description.split(':')[0]).sort()).toEqual(['body', 'defs']);
    expect(formatExplanation(e)).toMatch(/^\d+\.\d{3} {2}sum of \d+ matching terms in pkg\/printing\/latex\.py\n {2}\d/);
  });

  it('honours filter and limit; non-source files match only by path', () => {
    const { index, read } = fakeIndex(REPO);
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'b.bin') });
    const all = rankFiles(lx, 'latex powers').map((r) => index.files[r.fileId].path);
    expect(all).toContain('docs/latex.rst');
    const rst = rankFiles(lx, 'latex powers').find((r) => index.files[r.fileId].path === 'docs/latex.rst')!;
    expect(rst.explain.details!.flatMap((d) => d.details!.map((x) => x.description.split(':')[0]))).toEqual(['path']);
    const noTests = rankFiles(lx, 'latex pow', { filter: (i) => !index.files[i].path.includes('/tests/'), limit: 1 });
    expect(noTests).toHaveLength(1);
    expect(rankFiles(lx, 'zzzunknown qqq')).toEqual([]);
  });

  it('ranks the matching method above its class and other files\' definitions', () => {
    const { index, read } = fakeIndex(REPO);
    const lx = loadLexicalIndex(index, { read, cacheFile: join(tmp, 'c.bin') });
    const ids = [index.fileId('pkg/printing/latex.py')!, index.fileId('pkg/core/add.py')!];
    const syms = rankSymbols(lx, index, 'the _print_Pow method should parenthesize the base', ids, { limit: 3 });
    expect(syms[0].def.name).toBe('LatexPrinter._print_Pow');
    expect(syms.every((s, i) => i === 0 || s.score <= syms[i - 1].score)).toBe(true);
  });

  it('docWeight: a word in a definition\'s docstring or comment counts that much of a word in its code', () => {
    const text = [
      'def documented(x):',
      '    """Parenthesize the base of a power before printing it."""',
      '    # the base of a power',
      '    return x',
      '',
      'def coded(base, power):',
      '    return parenthesize(base) ** power',
      '',
    ].join('\n');
    const defs: Def[] = [{ name: 'documented', kind: 'function', start: 1, end: 4 }, { name: 'coded', kind: 'function', start: 6, end: 7 }];
    const { index, read } = fakeIndex({ 'pkg/pw.py': { text, defs }, 'pkg/other.py': { text: 'def other():\n    return 1\n', defs: [{ name: 'other', kind: 'function', start: 1, end: 2 }] } });
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'dw.bin') });
    const q = 'parenthesize the base of a power';
    const id = index.fileId('pkg/pw.py')!;
    const ranked = (o: { docWeight?: number }) => rankSymbols(lx, index, q, [id], { ownBody: true, ...o });
    const score = (o: { docWeight?: number }) => new Map(ranked(o).map((r) => [r.def.name, r.score]));
    const plain = score({});
    const one = score({ docWeight: 1 });
    const low = score({ docWeight: 0.2 });
    const none = score({ docWeight: 0 });
    // Weight 1 is the plain scan; the code-only definition's score does not move; the documented one's drops (to 0
    // when its words are all in prose), and each result also carries the plain score.
    expect(one).toEqual(plain);
    expect(low.get('coded')).toBeCloseTo(plain.get('coded')!, 9);
    expect(low.get('documented')!).toBeLessThan(plain.get('documented')!);
    expect(none.get('documented')).toBe(0);
    expect(low.get('documented')!).toBeLessThan(low.get('coded')!);
    for (const r of ranked({ docWeight: 0.2 })) expect(r.plainScore).toBeCloseTo(plain.get(r.def.name)!, 9);
    expect(ranked({}).every((r) => r.plainScore === undefined)).toBe(true);
    // A file of a language without prose rules is all code: the weight does not apply.
    const js = fakeIndex({ 'a.rst': { text: 'base power\n', defs: [{ name: 'x', kind: 'variable', start: 1, end: 1 }] } });
    const lxj = loadLexicalIndex(js.index, { read: js.read, noCache: true, cacheFile: join(tmp, 'dw2.bin') });
    expect(rankSymbols(lxj, js.index, q, [0], { docWeight: 0 })).toEqual(rankSymbols(lxj, js.index, q, [0], {}));
  });

  it('tests are indexed by path and definition names only; filesDefining finds every file that defines a name', () => {
    const { index, read } = fakeIndex(REPO);
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'd.bin') });
    const testIds = index.files.map((f, i) => (f.path.includes('/tests/') ? i : -1)).filter((i) => i >= 0);
    expect(testIds.length).toBeGreaterThan(0);
    for (const i of testIds) {
      // Words of a test's body are not in the index: a query of them finds no test file.
      const body = read(index.files[i].path)!;
      const hits = rankFiles(lx, body).filter((r) => testIds.includes(r.fileId));
      for (const h of hits) expect(h.explain.details!.flatMap((d) => d.details!.map((x) => x.description.split(':')[0])).every((f) => f === 'path' || f === 'defs')).toBe(true);
    }
    const names = new Set(index.files.flatMap((f) => f.defs.map((d) => d.name.slice(d.name.lastIndexOf('.') + 1))));
    for (const name of [...names, 'NoSuchName', 'x']) {
      const expected = index.files.map((f, i) => (f.defs.some((d) => d.name.slice(d.name.lastIndexOf('.') + 1) === name) ? i : -1)).filter((i) => i >= 0);
      const found = filesDefining(lx, name);
      if (found === undefined) { expect(name.length).toBeLessThan(2); continue; }
      for (const i of expected) expect(found).toContain(i);
    }
    expect(filesDefining(lx, 'NoSuchName')).toEqual([]);
  });

  it('reuses the cache: a warm load is a hit with the same ranking; an edited file alone is re-tokenized', () => {
    const { index, read } = fakeIndex(REPO);
    const cacheFile = join(tmp, 'd.bin');
    const cold = loadLexicalIndex(index, { read, cacheFile });
    const q = 'latex Pow parenthesize base';
    const warm = loadLexicalIndex(index, { read: () => { throw new Error('a warm load must not read files'); }, cacheFile });
    expect(warm.stats).toMatchObject({ cache: 'hit', tokenized: 0 });
    expect(rankFiles(warm, q)).toEqual(rankFiles(cold, q));

    const edited = { ...REPO, 'pkg/core/add.py': { text: 'class Add:\n    def parenthesize_base(self):\n        pass\n', defs: REPO['pkg/core/add.py'].defs } };
    const e = fakeIndex(edited);
    const part = loadLexicalIndex(e.index, { read: e.read, cacheFile });
    expect(part.stats).toMatchObject({ cache: 'partial', tokenized: 1 });
    const fresh = loadLexicalIndex(e.index, { read: e.read, noCache: true, cacheFile: join(tmp, 'e.bin') });
    const strip = (rs: ReturnType<typeof rankFiles>) => rs.map((r) => [r.fileId, r.score.toFixed(9)]);
    expect(strip(rankFiles(part, q))).toEqual(strip(rankFiles(fresh, q)));
  });

  it('treats a corrupt or foreign cache file as a miss', () => {
    const { index, read } = fakeIndex(REPO);
    const cacheFile = join(tmp, 'f.bin');
    loadLexicalIndex(index, { read, cacheFile });
    const bytes = readFileSync(cacheFile);
    writeFileSync(cacheFile, bytes.subarray(0, bytes.length - 7));
    expect(loadLexicalIndex(index, { read, cacheFile }).stats.cache).toBe('miss');
    writeFileSync(cacheFile, 'not a cache');
    expect(loadLexicalIndex(index, { read, cacheFile }).stats.cache).toBe('miss');
    const other = { ...index, root: '/elsewhere', fileId: index.fileId } as RepoIndex;
    expect(loadLexicalIndex(other, { read, cacheFile }).stats.cache).toBe('miss');
  });
});

describe('compoundTerms', () => {
  it('joins adjacent plain words prose splits, skipping stopwords, dotted names and longer runs', () => {
    expect(compoundTerms('Generate man pages. The file names, white-space and a.b c or snake_case word')).toEqual(['generateman', 'manpage', 'filename', 'whitespace']);
  });
  it('a compound the index knows is a query term: "man page" reaches manpage.py, which no word of the text names', () => {
    const { index, read } = fakeIndex({
      'builders/manpage.py': { text: 'def write(doc):\n    return doc\n' },
      'builders/html.py': { text: 'def write(doc):\n    """Write one document."""\n    return doc\n' },
    });
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(mkdtempSync(join(tmpdir(), 'ck-compound-')), 'x.bin') });
    const top = rankFiles(lx, 'the man page is written to the wrong place');
    expect(top.map((r) => index.files[r.fileId].path)).toEqual(['builders/manpage.py']);
    expect(formatExplanation(top[0].explain)).toContain('manpage');
  });
});
