/**
 * The lexical scorer: the symptom's whole text ranked against the repository by BM25F (src/rank, bm25f.ts, kept as it
 * scores), for when nothing structural points at the raise: an issue's prose; a user's frame + message that no frame of
 * the repository confirms (weaker: its words, the call on the user's line and the message, still say which files are
 * about it); a text of one line of words beside its snippets or output (a title, a remark; weakest, so that its
 * matches fill the budget after what the text names instead of leaving it empty).
 * Candidates: the best-ranked source files (tests excluded), each at its best-matching definitions.
 */
import type { RepoIndex } from '../../../repo/types.js';
import { rankFiles, rankSymbols } from '../../../rank/index.js';
import { resolveLexicalWeight } from '../../options.js';
import { isTestFile } from '../../test-content.js';
import { isVendored } from '../../vendored.js';
import { isConsumer } from '../../consumers.js';
import type { ManifestSeed } from '../../types.js';
import { lexicalOf } from '../lexical-index.js';
import { sentenceLines } from '../prose.js';
import { innermostCallsModule } from './user-line.js';
import { round2 } from '../context.js';
import { explain, fromBm25 } from '../explanation.js';
import type { Scorer } from '../types.js';

/** Raw confidence of the best lexical match; the others scale with their score's share of the best one. */
export const LEXICAL_WEIGHT = 0.5;
/** Directories of documentation, examples and benchmarks by the words projects name them with. */
const NOT_LIBRARY = /(?:^|\/)(?:docs?|examples?|tutorials?|benchmarks?|demos?)\//;
/**
 * The weight of code that is not the project's library: those directories, consumer folders (consumers.ts: a
 * top-level folder that uses the project and that nothing of it imports, whatever its name) and vendored copies
 * (also mentions).
 */
export const NOT_LIBRARY_FACTOR = 0.5;
/**
 * Returns the weight of `path` in the lexical ranking: NOT_LIBRARY_FACTOR for documentation, examples, benchmarks,
 * consumer folders and vendored copies, else 1.
 */
export function libraryWeight(index: RepoIndex, path: string, isPackage?: (path: string) => boolean): number {
  return NOT_LIBRARY.test(path) || isConsumer(index, path, isPackage) || isVendored(index, path) ? NOT_LIBRARY_FACTOR : 1;
}
/** Files the lexical ranking contributes (and the first few of them get a symbol-level line). */
export const LEXICAL_FILES = 12;
/** Ranked files whose best definitions give the seed lines (the others are seeded at line 1). */
const LEXICAL_SYMBOL_FILES = 6;
/** Definitions of a lexically ranked file given as seeds (its best first), and the share of a further one. */
const SYMBOLS_PER_FILE = 3;
/** Share of a file's lexical confidence its further definitions get (times their score over its best one's). */
const NEXT_DEFINITION = 0.5;
/** Share of the lexical weight for a message (+ the user's frame) rather than prose: a supporting voice only. */
const TRACE_LEXICAL_FACTOR = 0.6;
/**
 * Share of the lexical weight for a text whose only words are one line (a title or a remark beside a snippet): its
 * best match (0.2, one seed per file) stays under a name the text mentions once and the repository defines once, so
 * the names lead and the ranking fills what budget they leave.
 */
const REMARK_LEXICAL_FACTOR = 0.4;

/**
 * The scorer. An issue's words (prose, a remark) describe the project: installed packages joined to the index are not
 * ranked for them (lexicalSeeds isPackageFile). A bare message's words are the raising package's own: ranked with
 * them (deps devset, message form: peewee, markdown and httpx raise sites found only so).
 */
export const lexicalScorer: Scorer = {
  name: 'lexical',
  score(q, pool) {
    const { ctx, prose } = q;
    const framesInRepo = q.located.framesInRepo.length;
    // With installed packages joined, the project's own frames are the user's: when the innermost one calls the API
    // of a module its file imports, they show where the user called, not where the package raised, so a message beside
    // only such frames is ranked as a bare one is, and a sure frame of the user's does not make it unnecessary.
    const pkg = ctx.isPackageFile;
    const { framesInRepo: located, inRepo } = q.located;
    const userOnly = pkg !== undefined && framesInRepo > 0 && !located.some((f) => pkg(inRepo.get(f)!)) && innermostCallsModule(located, inRepo, ctx);
    const message = q.symptom.messages.length > 0 && (framesInRepo === 0 || userOnly) && !pool.hasLiteral(0.9);
    const remark = !prose && !message && framesInRepo === 0 && ctx.lexical !== undefined && sentenceLines(ctx.lexical.text, 1) >= 1;
    const sure = userOnly && message && !prose ? pool.seeds.some((s) => s.confidence >= 0.95 && s.why === 'explicit') : pool.sure();
    if (!ctx.lexical || sure || !(prose || message || remark)) return;
    try {
      const lexical = lexicalSeeds(ctx.index, ctx.lexical.text, { read: ctx.lexical.read, noCache: ctx.lexical.noCache, weight: prose ? 1 : message ? TRACE_LEXICAL_FACTOR : REMARK_LEXICAL_FACTOR, isPackageFile: message ? undefined : ctx.isPackageFile, packages: ctx.isPackageFile });
      // An issue's text (prose or a remark) is calibrated as it enters the pool (calibration.ts LEXICAL_CALIBRATION).
      pool.calibrateLexical = prose || remark;
      // A remark's matches: each file's best definition only, so that no file's several weak matches add up past a
      // name the text mentions.
      const firstOfFile = new Set<string>();
      for (const s of lexical) {
        if (remark && firstOfFile.has(s.path)) continue;
        firstOfFile.add(s.path);
        pool.add(s);
      }
    } catch (err) {
      q.warnings.push({ kind: 'lexical-unavailable', path: '', line: 0, detail: `the lexical ranking failed: ${(err as Error).message}` });
    }
    if ((prose || remark) && !pool.seeds.some((s) => s.confidence >= 0.5 && s.source !== 'lexical')) q.lowConfidence.push('no frame, path, literal or distinctive name of the text points at a file: the seeds are the best lexical matches of the whole text');
  },
};

/**
 * Returns the lexical seeds of `query` on `index`: the best-ranked source files (tests excluded), each at its
 * best-matching definition when one stands out, with a confidence relative to the best file's score (before
 * calibration: the combiner calibrates an issue's).
 */
export function lexicalSeeds(index: RepoIndex, query: string, opts: { read?: (path: string) => string | undefined; noCache?: boolean; weight?: number; isPackageFile?: (path: string) => boolean; packages?: (path: string) => boolean } = {}): ManifestSeed[] {
  const w = LEXICAL_WEIGHT * resolveLexicalWeight(opts.weight);
  const lx = lexicalOf(index, opts);
  const source = (id: number): boolean => index.files[id]!.lang !== 'other' && !isTestFile(index.files[id]!);
  // Documentation, examples, benchmarks and vendored copies share a library's vocabulary without being where its
  // faults are.
  const ranked = (limit: number, filter: (id: number) => boolean): ReturnType<typeof rankFiles> => {
    const files = rankFiles(lx, query, { limit, filter });
    for (const f of files) f.score *= libraryWeight(index, index.files[f.fileId]!.path, opts.packages);
    return files.sort((a, b) => b.score - a.score);
  };
  // With `isPackageFile`, files of installed packages (an index composed with the dependencies a symptom reached) give
  // no seed: an issue's words describe the project, and a package's own vocabulary (numpy's `matrix`, `array`)
  // outranks it there; frames and message literals are what lead into a package. The project's files keep the
  // scale and the definitions they have beside the packages (the best file and the first files of the whole
  // ranking): scaled against their own best instead, their seeds rose against the names the text mentions (issue
  // sets: function Acc@5 lost 5 of 176 held-out issues).
  const skip = opts.isPackageFile;
  const all = ranked(skip ? LEXICAL_SYMBOL_FILES : 2 * LEXICAL_FILES, source);
  const files = skip ? ranked(2 * LEXICAL_FILES, (id) => source(id) && !skip(index.files[id]!.path)) : all;
  if (!files.length) return [];
  const top = Math.max(files[0]!.score, all[0]?.score ?? 0);
  // The best definitions of the first files: each file's best one is its seed line, its next ones weaker seeds.
  const defs = new Map<number, { line: number; name: string; score: number }[]>();
  if (opts.read) {
    for (const s of rankSymbols(lx, index, query, all.slice(0, LEXICAL_SYMBOL_FILES).map((f) => f.fileId), { limit: 4 * LEXICAL_SYMBOL_FILES })) {
      const l = defs.get(s.fileId) ?? [];
      if (l.length < SYMBOLS_PER_FILE) l.push({ line: s.def.start, name: s.def.name, score: s.score });
      defs.set(s.fileId, l);
    }
  }
  const terms = (f: (typeof files)[number]): string => f.explain.details?.slice(0, 4).map((x) => /weight\(([^)]+)\)/.exec(x.description)?.[1] ?? '').filter(Boolean).join(', ') ?? '';
  const out: ManifestSeed[] = [];
  files.slice(0, LEXICAL_FILES).forEach((f, rank) => {
    const path = index.files[f.fileId]!.path;
    const share = f.score / top;
    const ds = defs.get(f.fileId) ?? [];
    const head = `lexical rank ${rank + 1} (BM25F ${f.score.toFixed(2)}${terms(f) ? `: ${terms(f)}` : ''})`;
    const weight = libraryWeight(index, path, opts.packages);
    const file = explain('lexical', round2(w * share), `the file's score ${f.score.toFixed(2)}${weight < 1 ? ` (documentation, examples, benchmarks, a consumer folder or a vendored copy: × ${weight})` : ''} over the best file's ${top.toFixed(2)}, × ${round2(w)} (LEXICAL_WEIGHT × the text's weight)`, [fromBm25(f.explain)]);
    const first = ds[0] ? [explain('lexical', round3(ds[0].score), `its best-matching definition, ${ds[0].name}, scored ${ds[0].score.toFixed(3)} on its own lines`)] : [];
    const detail = `${head}${ds[0] ? ` → ${ds[0].name}` : ''}`;
    out.push({ path, line: ds[0]?.line ?? 1, why: 'symbol', source: 'lexical', detail, confidence: round2(w * share), explanation: explain('lexical', round2(w * share), detail, [file, ...first]) });
    for (const d of ds.slice(1)) {
      const confidence = round2(w * share * NEXT_DEFINITION * (d.score / ds[0]!.score));
      const next = `${head} → ${d.name} (next best definition)`;
      out.push({ path, line: d.line, why: 'symbol', source: 'lexical', detail: next, confidence, explanation: explain('lexical', confidence, next, [explain('lexical', round2(w * share), `the file's lexical confidence (rank ${rank + 1}), × ${NEXT_DEFINITION} for a further definition, × its score ${d.score.toFixed(3)} over the best definition's ${ds[0]!.score.toFixed(3)}`)]) });
    }
  });
  return out;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
