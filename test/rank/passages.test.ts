import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Def, FileRecord, RepoIndex } from '../../src/repo/types.js';
import { loadLexicalIndex } from '../../src/rank/index.js';
import { rankPassages } from '../../src/rank/passages.js';
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

describe('passageRanges', () => {
  it('shows the window with the head line of the definition it lies in and of that definition\'s class', () => {
    expect(passageRanges(DEFS, [42, 46], 92)).toEqual([[1, 2], [42, 46]]);
    // A window at a definition's head needs nothing more; one outside every definition is only itself.
    expect(passageRanges(DEFS, [88, 89], 92)).toEqual([[88, 89]]);
    expect(passageRanges(DEFS, [93, 97], 92)).toEqual([[92, 92]]);
  });
});
