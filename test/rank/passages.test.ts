import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Def, FileRecord, RepoIndex } from '../../src/repo/types.js';
import { loadLexicalIndex } from '../../src/rank/index.js';
import { rankPassages } from '../../src/rank/passages.js';
import { queryTerms, resolveParams } from '../../src/rank/bm25f.js';
import { tokenizeCode } from '../../src/rank/tokenize.js';
import { proseLines } from '../../src/rank/prose-lines.js';
import { passageRanges } from '../../src/slice/ranges.js';

function fakeIndex(files: Record<string, { text: string; defs?: Def[] }>): { index: RepoIndex; read: (p: string) => string | undefined } {
  const paths = Object.keys(files).sort();
  const recs: FileRecord[] = paths.map((path) => ({
    path, lang: 'python', size: files[path].text.length, mtimeMs: 0, hash: `h:${path}:${files[path].text.length}`, tokens: 0,
    defs: files[path].defs ?? [], dynamic: [], external: [],
  }));
  const index = { root: '/fake/repo', files: recs, fileId: (p: string) => { const i = paths.indexOf(p); return i < 0 ? undefined : i; } } as unknown as RepoIndex;
  return { index, read: (p) => files[p]?.text };
}

// A long method whose head says nothing of the issue; the fixed lines, 40 lines down, say two of its words together.
const filler = (n: number, word: string): string[] => Array.from({ length: n }, (_, k) => `        value_${k} = compute(${word}, ${k})`);
const DRAW = [
  'class Shape:',
  '    def draw(self, renderer):',
  '        """Draw the shape."""',
  ...filler(40, 'renderer'),
  '        # shapes have always ignored the dash offset',
  '        pattern = (0, self._dash_pattern[1])',
  ...filler(40, 'renderer'),
  '        return pattern',
  '',
  'def dash_style():',
  '    return "dash"',
  '',
  'def offset_point():',
  '    return "offset"',
];
const DEFS: Def[] = [
  { name: 'Shape', kind: 'class', start: 1, end: 86 },
  { name: 'Shape.draw', kind: 'function', start: 2, end: 86 },
  { name: 'dash_style', kind: 'function', start: 88, end: 89 },
  { name: 'offset_point', kind: 'function', start: 91, end: 92 },
];

describe('rankPassages', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'ck-passages-'));

  it('ranks first the window where several of the text\'s words gather, over windows repeating one word', () => {
    const { index, read } = fakeIndex({ 'pkg/shapes.py': { text: DRAW.join('\n') + '\n', defs: DEFS }, 'pkg/other.py': { text: 'def other():\n    return 1\n', defs: [{ name: 'other', kind: 'function', start: 1, end: 2 }] } });
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'a.bin') });
    const id = index.fileId('pkg/shapes.py')!;
    const ps = rankPassages(lx, index, 'the dash offset of a shape is ignored when drawn', [id], { perFile: 3, half: 2 }).get(id)!;
    expect(ps.length).toBeGreaterThan(0);
    // The comment and the fixed line (44, 45) are in the best window; the windows do not overlap; best first.
    expect(ps[0].start).toBeLessThanOrEqual(44);
    expect(ps[0].end).toBeGreaterThanOrEqual(45);
    expect(ps[0].end - ps[0].start).toBeLessThanOrEqual(4);
    for (let i = 1; i < ps.length; i++) {
      expect(ps[i].score).toBeLessThanOrEqual(ps[i - 1].score);
      for (let j = 0; j < i; j++) expect(ps[i].start > ps[j].end || ps[i].end < ps[j].start).toBe(true);
    }
    expect(ps.length).toBeLessThanOrEqual(3);
  });

  it('weighs words in comments by docWeight, and gives nothing for a text whose words the files lack', () => {
    const { index, read } = fakeIndex({ 'pkg/shapes.py': { text: DRAW.join('\n') + '\n', defs: DEFS }, 'pkg/other.py': { text: 'def other():\n    return 1\n', defs: [{ name: 'other', kind: 'function', start: 1, end: 2 }] } });
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'b.bin') });
    const id = index.fileId('pkg/shapes.py')!;
    const q = 'the dash offset of a shape is ignored when drawn';
    const best = (docWeight: number): number => rankPassages(lx, index, q, [id], { half: 2, docWeight }).get(id)![0].score;
    expect(best(0.2)).toBeLessThan(best(1));
    expect(rankPassages(lx, index, 'zzzunknown qqqword', [id]).size).toBe(0);
  });
});

describe('rankPassages against a window scored from scratch', () => {
  it('gives the windows and scores a direct count of each window\'s terms gives (random files, comments weighed)', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ck-passages-r-'));
    const words = ['dash', 'offset', 'pattern', 'shape', 'draw', 'renderer', 'value', 'alpha', 'beta', 'gamma'];
    let seed = 7;
    // mulberry32: a seeded generator, so the files are the same on every run.
    const rnd = (n: number): number => { seed = (seed + 0x6d2b79f5) >>> 0; let t = seed; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return (((t ^ (t >>> 14)) >>> 0) % n); };
    const files: Record<string, { text: string; defs: Def[] }> = {};
    for (let f = 0; f < 4; f++) {
      const lines = ['def f():'];
      for (let l = 0; l < 120; l++) {
        const k = rnd(4);
        const ws = Array.from({ length: k }, () => words[rnd(words.length)]).join(', ');
        lines.push(rnd(5) === 0 ? `    # ${ws}` : k ? `    x = g(${ws})` : '    pass');
      }
      files[`pkg/m${f}.py`] = { text: lines.join('\n') + '\n', defs: [{ name: 'f', kind: 'function', start: 1, end: lines.length }] };
    }
    const { index, read } = fakeIndex(files);
    const lx = loadLexicalIndex(index, { read, noCache: true, cacheFile: join(tmp, 'r.bin') });
    const query = 'the dash offset pattern of a shape is ignored by the renderer; alpha too';
    const p = resolveParams();
    const qts = queryTerms(lx, query, p);
    const half = 3;
    const docWeight = 0.2;
    for (const path of Object.keys(files)) {
      const id = index.fileId(path)!;
      const text = files[path].text;
      const lineWords = text.split('\n').map((l) => tokenizeCode(l));
      const doc = proseLines(text, 'python')!;
      const n = text.split('\n').length;
      const score = (c: number): number => {
        const tf = new Map<string, number>();
        for (let l = Math.max(0, c - half); l <= Math.min(n - 1, c + half); l++) {
          for (const t of lineWords[l]) tf.set(t, (tf.get(t) ?? 0) + (doc[l] ? docWeight : 1));
        }
        let s = 0;
        for (const q of qts) { const x = tf.get(q.term) ?? 0; if (x > 0) s += (q.qw * q.idf * (p.k1 + 1) * x) / (p.k1 + x); }
        return s;
      };
      const hasTerm = (c: number): boolean => lineWords[c].some((t) => qts.some((q) => q.term === t));
      const cands = Array.from({ length: n }, (_, c) => c).filter((c) => hasTerm(c) && score(c) > 0)
        .map((c) => ({ start: Math.max(0, c - half) + 1, end: Math.min(n - 1, c + half) + 1, score: score(c) }))
        .sort((x, y) => y.score - x.score || x.start - y.start);
      const want: typeof cands = [];
      for (const x of cands) if (want.length < 6 && !want.some((q) => x.start <= q.end && q.start <= x.end)) want.push(x);
      const got = rankPassages(lx, index, query, [id], { perFile: 6, half, docWeight }).get(id) ?? [];
      expect(got.length).toBeGreaterThan(2);
      expect(got.map((x) => [x.start, x.end])).toEqual(want.map((x) => [x.start, x.end]));
      got.forEach((x, k) => expect(x.score).toBeCloseTo(want[k].score, 9));
    }
  });
});

describe('passageRanges', () => {
  it('shows the window with the head line of the definition it lies in and of that definition\'s class', () => {
    expect(passageRanges(DEFS, [42, 46], 92)).toEqual([[1, 2], [42, 46]]);
    // A window at a definition's head needs nothing more; one outside every definition is only itself.
    expect(passageRanges(DEFS, [88, 89], 92)).toEqual([[88, 89]]);
    expect(passageRanges(DEFS, [93, 97], 92)).toEqual([[92, 92]]);
  });
});
