// Per-symbol skeletons cut from a parse of just the lines they read equal those cut from the whole file's skeleton
// (but for their gap markers),
// and the bounds assembly uses without a parse (from the file's text, and beside a known excerpt) never exceed the
// whole skeleton: on real files of the pandas and rxjs corpora (skipped when the corpora are absent).
import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex } from '../../src/repo/index.js';
import type { Def } from '../../src/repo/types.js';
import { recordAtLevel } from '../../src/skeleton/index.js';
import { symbolExcerpt } from '../../src/skeleton/excerpt.js';
import { excerptRanges } from '../../src/skeleton/excerpt-source.js';
import { FileAnalyses } from '../../src/compile/analyses.js';
import { ExcerptSources } from '../../src/compile/excerpts.js';
import { skeletonTokensAtLeastBeside, skeletonTokensAtLeastInText } from '../../src/compile/bound.js';
import { analyzeMany } from '../../src/parse/batch.js';
import { SKELETON_ANALYZER } from '../../src/skeleton/analyzer.js';

const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const CASES = [
  { repo: join(corpora, 'pandas'), under: 'pandas/core/', every: 3 },
  { repo: join(corpora, 'rxjs'), under: 'src/internal/', every: 2 },
];

/** Returns `excerpt` without its gap marker lines, and without the gap marker closing a line (Python `...  # … lines a-b`). */
function shownLines(excerpt: string): string {
  return excerpt.split('\n').filter((l) => !/^\s*(#|\/\/) … lines \d+-\d+$/.test(l)).join('\n').replace(/ *# … lines \d+-\d+$/gm, '');
}

describe('per-symbol skeletons from a sparse parse; bounds without a parse', () => {
  for (const c of CASES) {
    it.skipIf(!existsSync(c.repo))(`${c.under} of ${c.repo.split('/').pop()}`, async () => {
      const cacheDir = mkdtempSync(join(tmpdir(), 'ck-excerpt-'));
      try {
        const index = await buildIndex(c.repo);
        const ids = index.files.map((f, id) => ({ f, id })).filter(({ f }) => f.path.startsWith(c.under) && f.lang !== 'other' && f.defs.length).filter((_, i) => i % c.every === 0).map(({ id }) => id);
        expect(ids.length).toBeGreaterThan(5);
        const whole = await analyzeMany(SKELETON_ANALYZER, index.root, ids.map((id) => index.files[id].path), { cacheDir: false });
        let compared = 0;
        for (const level of ['summary', 'signatures'] as const) {
          const analyses = new FileAnalyses(index, [], cacheDir); // nothing loaded: excerpts come from sparse parses
          const sources = new ExcerptSources(index, analyses, level, cacheDir);
          const wanted = new Map<number, Def[]>();
          for (const id of ids) {
            // As references pick them: every definition of a name (overload stubs and their implementation together).
            const signed = index.files[id].defs.filter((d) => ['function', 'class', 'method'].includes(d.kind));
            const names = [...new Set(signed.map((d) => d.name))].filter((_, i) => i % 3 === 0).slice(0, 6);
            const picked = signed.filter((d) => names.includes(d.name));
            if (picked.length) wanted.set(id, picked);
          }
          await sources.prepare(wanted);
          for (const [id, defs] of wanted) {
            const f = index.files[id];
            const rec = whole.get(f.path)!.record!;
            const full = recordAtLevel(rec, level);
            const python = f.lang === 'python';
            const text = sources.text(id)!;
            expect(skeletonTokensAtLeastInText(f.defs, text, python), f.path).toBeLessThanOrEqual(full.tokensAfter);
            if (analyses.skeletons.has(f.path)) continue; // the sparse parse failed: cut from the whole file
            const want = symbolExcerpt(full, defs, f.defs, python);
            const got = symbolExcerpt(sources.levelFor(id, defs)!, defs, f.defs, python);
            // The one difference allowed is in the gap markers (`# … lines a-b`): a sparse skeleton's gaps are the
            // lines not shown, exactly; the whole skeleton's start and end at the rows of its own lines, so a
            // comment its level cuts before or after a gap moves them, and one cut between two shown parts leaves
            // no marker at all.
            expect(shownLines(got), `${f.path} ${defs.map((d) => d.name).join(',')}`).toBe(shownLines(want));
            expect(skeletonTokensAtLeastBeside(f.defs, text, python, got, excerptRanges(defs, f.defs, python)), f.path).toBeLessThanOrEqual(full.tokensAfter);
            compared++;
          }
        }
        expect(compared).toBeGreaterThan(ids.length); // most files cut from their sparse parse, at both levels
      } finally {
        rmSync(cacheDir, { recursive: true, force: true });
      }
    }, 300_000);
  }
});
