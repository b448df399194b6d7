// One long-lived process (the MCP server, a bench, any library user) slicing several repositories from prose, each
// cold: the later repositories must seed as if sliced alone. A first cold slice of a long issue used to leave the
// term-scan kernel's memory dirty where a later, shorter query's word table starts, and the wrapper
// (src/kernels/termscan.ts) never wrote the table's first offset: every later scan of a short query matched no word at
// all (then the cold lexical load; now the ranking of definitions, whose line scans share the instance with the
// postings the index keeps), and the slice came out with no seed and no error.
import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tempRepo } from '../helpers/repo.js';

// Against dist/ (npm test builds first), through the library's entry point: the kernel is wasm/termscan.wasm.
const { sliceRepo } = await import(new URL('../../dist/index.js', import.meta.url).href) as typeof import('../../src/index.js');
const { STOPWORDS } = await import(new URL('../../dist/rank/tokenize.js', import.meta.url).href) as typeof import('../../src/rank/tokenize.js');
const { queryTermCounts } = await import(new URL('../../dist/rank/tokenize.js', import.meta.url).href) as typeof import('../../src/rank/tokenize.js');
const queryTermStrings = (text: string): string[] => [...queryTermCounts(text).keys()];

const writeRepo = (files: Record<string, string>): string => tempRepo('ck-repos-one-process-', files);

/** Cells of the term-scan word table for a query's text: its words and the stopwords, times four, to a power of two. */
function tableCells(text: string): number {
  const n = new Set([...STOPWORDS, ...queryTermStrings(text)]).size;
  let s = 64;
  while (s < n * 4) s *= 2;
  return s;
}

/** FNV-1a of a word's bytes, as the term-scan wrapper places words in its open-addressing table. */
function fnv(w: string): number {
  let h = 0x811c9dc5 | 0;
  for (let j = 0; j < w.length; j++) h = Math.imul(h ^ w.charCodeAt(j), 16777619);
  return h >>> 0;
}

/** Returns `n` distinct lower-case filler words (letters only, no trailing s: each is one query term as written). */
function fillers(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    let w = 'zq';
    for (let k = i; ; k = Math.floor(k / 26) - 1) { w += String.fromCharCode(97 + (k % 26)); if (k < 26) break; }
    if (!w.endsWith('s') && !STOPWORDS.has(w)) out.push(w);
  }
  return out;
}

describe('sliceRepo: several repositories, each cold, in one process', () => {
  it('seeds a later repository from a short issue after a long issue of another', async () => {
    const saved = { cache: process.env.XDG_CACHE_HOME, state: process.env.XDG_STATE_HOME };
    const home = mkdtempSync(join(tmpdir(), 'ck-repos-one-process-home-'));
    process.env.XDG_CACHE_HOME = join(home, 'cache');
    process.env.XDG_STATE_HOME = join(home, 'state');
    try {
      const short = 'The dial needle is drawn past the gauge face\n\nWhen the reading is above the maximum, the needle of the dial is drawn outside the gauge face instead of stopping at the end.\n';
      const gaugeFiles = {
        'gauge/__init__.py': 'from .dial import draw_needle\n',
        'gauge/dial.py': 'def draw_needle(reading, maximum):\n    """Draws the dial needle on the gauge face at the reading."""\n    angle = reading / maximum\n    return "needle %s" % angle\n',
        'gauge/units.py': 'def to_celsius(kelvin):\n    return kelvin - 273.15\n',
      };
      const alone = await sliceRepo(writeRepo(gaugeFiles), { symptom: short, budget: 8000 });
      expect(alone.seeds.map((s) => s.path)).toContain('gauge/dial.py');

      // A long issue first, in another repository: its word table is larger than the short query's, with a word in
      // the cell where the short query's table ends and its word offsets begin (a word list, not prose, so that no
      // two words make a compound term).
      const words = fillers(700);
      const cell = tableCells(short);
      const inCell = words.find((w) => (fnv(w) & (tableCells(words.join(', ')) - 1)) === cell)!;
      const long = `The ledger totals are wrong after an import\n\n${words.filter((w) => w !== inCell).concat(inCell).join(', ')}\n`;
      expect(fnv(inCell) & (tableCells(long) - 1)).toBe(cell);
      const ledger = writeRepo({
        'ledger/__init__.py': 'from .totals import ledger_total\n',
        'ledger/totals.py': `def ledger_total(rows):\n    """Sums the ledger rows after an import."""\n    return sum(r.amount for r in rows)  # ${words.slice(0, 20).join(' ')}\n`,
      });
      await sliceRepo(ledger, { symptom: long, budget: 8000 });
      const after = await sliceRepo(writeRepo(gaugeFiles), { symptom: short, budget: 8000 });
      expect(after.seeds.map((s) => s.path)).toContain('gauge/dial.py');
      expect(after.seeds).toEqual(alone.seeds);
    } finally {
      for (const [k, v] of [['XDG_CACHE_HOME', saved.cache], ['XDG_STATE_HOME', saved.state]] as const) {
        if (v === undefined) delete process.env[k]; else process.env[k] = v;
      }
    }
  });
});
