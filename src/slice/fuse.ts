/**
 * One ranked seed list from every source of evidence: frames, diagnostics, failing tests, literals, exception
 * classes, the user's line (seeds.ts), names the text mentions (mentions.ts) and a lexical ranking of the whole
 * repository against the text (src/rank, BM25F). Each source gives seeds with a confidence; a file's score combines
 * its seeds as independent evidence (noisy-OR: 1 − Π(1 − c)), so two weak pointers at one file outrank one weak
 * pointer elsewhere, and a frame at the raise (confidence 1) stays first.
 */
import { resolveLexicalWeight } from './options.js';
import { RANK_LIMIT, resolveRankLimit } from '../rank/options.js';
import type { Def, RepoIndex } from '../repo/types.js';
import { isTestFile } from './test-content.js';
import { isVendored } from './vendored.js';
import { loadLexicalIndex, rankFiles, rankSymbols, type LexicalIndex } from '../rank/index.js';
import { rankPassages, type Passage } from '../rank/passages.js';
import type { ManifestSeed } from './types.js';
import { mentionedNames, namesDef, namesDefByEnd, type MentionedNames } from './def-mentions.js';
import { calibrate, LEXICAL_CALIBRATION } from './calibration.js';
import { innermostDef } from './ranges.js';
import { runBySyntax, syntaxMethods } from './def-syntax.js';

/**
 * Raw confidence of the best lexical match; the others scale with their score's share of the best one. For issue
 * texts the raw values then go through the lexical calibration map (calibration.ts).
 */
export const LEXICAL_WEIGHT = 0.5;
/** Directories of documentation, examples and benchmarks (by conventional name), and their weight in the ranking. */
const NOT_LIBRARY = /(?:^|\/)(?:docs?|examples?|galleries|gallery|tutorials?|benchmarks?|asv_bench|demos?)\//;
/** The weight of code that is not the project's library: those directories and vendored copies (also mentions.ts). */
export const NOT_LIBRARY_FACTOR = 0.5;
/**
 * Returns the weight of `path` in the lexical ranking: NOT_LIBRARY_FACTOR for documentation, examples, benchmarks and
 * vendored copies, else 1.
 */
export function libraryWeight(index: RepoIndex, path: string): number {
  return NOT_LIBRARY.test(path) || isVendored(index, path) ? NOT_LIBRARY_FACTOR : 1;
}
/** Files the lexical ranking contributes (and the first few of them get a symbol-level line). */
export const LEXICAL_FILES = 12;
const LEXICAL_SYMBOL_FILES = 6;
/** Seeds of one file that count towards its score (more would let a file with many weak pointers win alone). */
const PER_FILE = 3;

/**
 * Returns the lexical seeds of `query` on `index`: the best-ranked source files (tests excluded), each at its
 * best-matching definition when one stands out, with a confidence relative to the best file's score.
 */
export function lexicalSeeds(index: RepoIndex, query: string, opts: { read?: (path: string) => string | undefined; noCache?: boolean; weight?: number; isPackageFile?: (path: string) => boolean; calibrated?: boolean } = {}): ManifestSeed[] {
  const w = LEXICAL_WEIGHT * resolveLexicalWeight(opts.weight);
  // With `calibrated`, each confidence goes through the lexical calibration map (calibration.ts), fitted on issues.
  const conf = (raw: number): { confidence: number; raw_confidence?: number } =>
    opts.calibrated ? { confidence: round2(calibrate(LEXICAL_CALIBRATION, round2(raw))), raw_confidence: round2(raw) } : { confidence: round2(raw) };
  const lx = lexicalOf(index, opts);
  const source = (id: number): boolean => index.files[id]!.lang !== 'other' && !isTestFile(index.files[id]!);
  // Documentation, examples, benchmarks and vendored copies share a library's vocabulary without being where its
  // faults are.
  const ranked = (limit: number, filter: (id: number) => boolean): ReturnType<typeof rankFiles> => {
    const files = rankFiles(lx, query, { limit, filter });
    for (const f of files) f.score *= libraryWeight(index, index.files[f.fileId]!.path);
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
    out.push({ path, line: ds[0]?.line ?? 1, why: 'symbol', source: 'lexical', detail: `${head}${ds[0] ? ` → ${ds[0].name}` : ''}`, ...conf(w * share) });
    for (const d of ds.slice(1)) {
      out.push({ path, line: d.line, why: 'symbol', source: 'lexical', detail: `${head} → ${d.name} (next best definition)`, ...conf(w * share * 0.5 * (d.score / ds[0]!.score)) });
    }
  });
  return out;
}

/**
 * Returns the seed files in seed order, each with its rank (1-based) and evidence: the noisy-OR of the confidences of
 * its PER_FILE strongest seeds, taken before calibration (`raw_confidence`) where a seed has one: the plan and the
 * ranking of definitions were tuned on that scale.
 */
export function seedFileEvidence(seeds: readonly ManifestSeed[]): { path: string; rank: number; evidence: number }[] {
  const conf = new Map<string, number[]>();
  for (const s of seeds) {
    const c = Math.min(1, s.raw_confidence ?? s.confidence);
    const l = conf.get(s.path);
    if (l) l.push(c);
    else conf.set(s.path, [c]);
  }
  return [...conf].map(([path, l], i) => ({
    path,
    rank: i + 1,
    evidence: 1 - l.sort((a, b) => b - a).slice(0, PER_FILE).reduce((m, c) => m * (1 - c), 1),
  }));
}

const lexicals = new WeakMap<RepoIndex, LexicalIndex>();

/** Returns the lexical index of `index`, loaded once per index object (seeding and symbol ranking share it). */
export function lexicalOf(index: RepoIndex, opts: { read?: (path: string) => string | undefined; noCache?: boolean } = {}): LexicalIndex {
  let lx = lexicals.get(index);
  if (!lx) {
    lx = loadLexicalIndex(index, { read: opts.read, noCache: opts.noCache, bytesFromDisk: true });
    lexicals.set(index, lx);
  }
  return lx;
}

/** Returns the lexical index of `index` when it is already loaded (lexicalOf), else undefined. */
export function preloadedLexical(index: RepoIndex): LexicalIndex | undefined {
  return lexicals.get(index);
}

/** Seed files whose definitions get a relevance weight for the plan (`opts.weights`), and definitions kept per file. */
const TASK_SYMBOL_FILES = 6;
const TASK_SYMBOLS_PER_FILE = 5;
/**
 * Seed files whose definitions compete for the ranked list. More than the weighted ones: a file at rank 7 to 10
 * whose definition matches the text best of all still gets in (issue sets: gold file at seed rank 7-10 in ~4% of
 * issues), while the file prior below keeps a weak file's also-rans out.
 */
export const TASK_RANKED_FILES = 10;
/** How much a seed inside a definition adds to its lexical match (noisy-OR with this share of the seed's confidence). */
const TASK_SEED_SHARE = 0.5;
/**
 * How a file's k-th best definition is discounted against the first ones of the next files (score / k^decay): the
 * first five ranked definitions then span the best two or three files instead of filling up with the first file's
 * also-rans. Chosen on the issue dev set (function Acc@5; 0.5 wins with each of its three repositories left out).
 */
const TASK_RANK_DECAY = 0.5;
/**
 * Exponent of a file's seed rank in its prior (evidence / rank^x). 1 made the second file's best definition weigh
 * half the first file's, so the first file's also-rans came before it; √rank lets the best definitions of the first
 * few files compete on their own match (held-out issue set: function Acc@5 +5 points; dev set +1 to +2).
 */
const TASK_FILE_RANK_EXP = 0.5;
/**
 * How much the text naming a definition (def-mentions.ts) adds to its ranking score (noisy-OR). Small: common names
 * (`fit`, `__init__`) are named in many issues; 0.2 beat 0.4 and 0 on both issue sets (offline replay).
 */
const TASK_MENTION_SHARE = 0.2;
/**
 * How much the text naming a definition by the end of its name adds (def-mentions.ts namesDefByEnd: `col_insert`
 * names `_eval_col_insert`, `Subs` names `_print_Subs`), for one the text does not name outright. Chosen by
 * leave-one-repository-out over the nine repositories of the issue sets (bench/devsets/issues/fit-def-features.mjs):
 * 0.4 is best, or tied best, on the other eight for each one left out (0.2 to 0.6 all gain).
 */
const TASK_END_MENTION_SHARE = 0.4;
/**
 * How much a snippet's operator or subscript running a special method (def-syntax.ts: `==` → `__eq__`) adds to that
 * method's ranking score (noisy-OR; the ranked list only, not the plan's). Chosen on the issue dev set
 * (bench/devsets/issues/fit-list.mjs `op`, with the two rules above): 0.1 → +1, 0.2 → +2, 0.3 → +3 issues, 0.4 the
 * same as 0.3; the held-out set gains nor loses any issue at 0.3 and loses one at 0.4.
 */
const TASK_SYNTAX_SHARE = 0.3;
/**
 * Factor of a module-level variable's score: a constant or table rarely holds the fault, yet its long literal bodies
 * match many words of an issue (issue dev set: none of the 4k variables of its first ten seed files is a gold span,
 * against 152 of the 69k functions, methods and classes).
 */
const TASK_VARIABLE_FACTOR = 0.37;
/**
 * Weight of a query word in a definition's comments and docstring against one in its code (rank/symbols.ts
 * docWeight). A long docstring repeats an issue's prose words ("matrix", "array", "print") without being where the
 * fault is; the fix site's code names what the issue names. Fitted on the issue dev set by replaying the ranking with
 * re-scored definitions (bench/devsets/issues/fit-def-fields.mjs): 0.2 is the dev-best weight of 0..1 for function
 * Acc@5; with each repository left out, the weight best on the other two does at least as well as weight 1 on it for
 * two of the three (sympy 58 vs 55 hits, scikit-learn 31 vs 30) and loses one issue on the third (matplotlib 24 vs 25).
 */
export const TASK_DOC_WEIGHT = 0.2;
/**
 * How much a term's idf over the definitions of the ranked files replaces its index-wide idf in the ranking (rank/
 * symbols.ts defIdf: idf_index^(1−x) · idf_defs^x). The index-wide idf counts a word rare when few files hold it, yet
 * the word a file is about (`mathml`, `blockmatrix`) is in most of its definitions: it already ranked the file (the
 * file prior below) and, counted again per definition, it lifts the file's many definitions that say it over the one
 * whose own words match the rest of the text. Chosen on the issue dev set (bench/devsets/issues/fit-list.mjs, replayed
 * over 0, 0.25, 0.5, 0.75, 1); the plan's weights keep the index-wide idf.
 */
export const TASK_DEF_IDF = 0.5;
/**
 * Passages of each seed file offered to the plan (rank/passages.ts), and the lines on each side of a passage's centre
 * (nine-line windows). Five, as the plan shows them (plan.ts PASSAGES_SHOWN).
 */
const TASK_PASSAGES = 5;
const TASK_PASSAGE_HALF = 4;

/**
 * Returns the definitions of a prose task, best first (and, in `opts.weights`, every definition's own relevance
 * 0..1 by file and start line, for the plan). Each definition of the first seed files is scored lexically against
 * the text (own bodies: a class without its methods). For the ranking, words in its comments and docstrings count
 * TASK_DOC_WEIGHT of a word in its code, each word's idf is partly its idf over these definitions (TASK_DEF_IDF),
 * and that score is taken relative to the best
 * definition of all those files (one scale: a file's best definition is not a hit only for being its file's best)
 * and squared (the few that stand out matter, not the many that share a word), raised by the seeds inside it (not a
 * lexical seed at a class's line: it scored the class with its methods) and
 * a little by the text naming it (TASK_MENTION_SHARE),
 * weighted by the file's evidence over √rank (TASK_FILE_RANK_EXP), and discounted by its rank within the file
 * (TASK_RANK_DECAY), so the list interleaves the first files' best ones. The plan's weights stay relative to each
 * file's own best (they say which parts of a file to show, not which file); the further files' (ranked past
 * TASK_SYMBOL_FILES, and with `opts.weights` every seed file past the TASK_RANKED_FILES whose definitions compete
 * for the list) are tailWeights, and their paths go to `opts.tailFiles`. `opts.planList` receives the same
 * list ranked on the plain scores (docstring words counting fully), for the plan: which lines a slice shows stays
 * as it was (issue sets: ranges chosen from the weighted list lost a gold range on held-out issues).
 */
export function rankTaskSymbols(index: RepoIndex, query: string, seeds: readonly ManifestSeed[], opts: { read?: (path: string) => string | undefined; noCache?: boolean; limit?: number; weights?: Map<string, Map<number, number>>; tailFiles?: Set<string>; planList?: RankedSymbolSeed[]; passages?: Map<string, Passage[]> } = {}): RankedSymbolSeed[] {
  const lx = lexicalOf(index, opts);
  const scored: TaskScored[] = [];
  // The plan also weighs the definitions of the seed files past the ranked ones (tailWeights): seeded as a whole at
  // line 1, they showed their module header, which held a gold hunk for none of the 9 gold files ranked 11th to
  // 14th on the issue sets (bench/devsets/issues/slice-misses.mjs); their best definitions held it for one.
  const seedFiles = seedFileEvidence(seeds).slice(0, opts.weights ? undefined : TASK_RANKED_FILES);
  const files = seedFiles.slice(0, TASK_RANKED_FILES);
  const recs = files.map((f) => { const id = index.fileId(f.path); return id === undefined ? undefined : index.files[id]; });
  const ids = files.flatMap((f, k) => (recs[k]?.defs.length ? [index.fileId(f.path)!] : []));
  // The files' definitions are scored in one call (each file's lengths against its own average, the ranking's idf
  // partly over all of them); one pass gives both the plain scores (the plan's) and the ranking's, with comments and
  // docstrings weighed down.
  const lexicalOfDef = new Map<Def, number>();
  const rankingOfDef = new Map<Def, number>();
  const total = ids.reduce((n, id) => n + index.files[id]!.defs.length, 0);
  for (const r of rankSymbols(lx, index, query, ids, { limit: total, ownBody: true, docWeight: TASK_DOC_WEIGHT, defIdf: TASK_DEF_IDF, perFileLength: true })) {
    rankingOfDef.set(r.def, r.score);
    lexicalOfDef.set(r.def, r.plainScore ?? r.score);
  }
  // Past the ranked files: only weighed for the plan (plain scores, as the further ranked files' tailWeights), not in
  // the list; scored in one call too, each file's lengths against its own average (as one call per file would).
  const further = seedFiles.slice(TASK_RANKED_FILES).flatMap((f) => {
    const id = index.fileId(f.path);
    return id !== undefined && index.files[id]!.defs.length ? [{ path: f.path, id }] : [];
  });
  const plainOf = new Map<number, Map<Def, number>>(further.map((f) => [f.id, new Map()]));
  const furtherDefs = further.reduce((n, f) => n + index.files[f.id]!.defs.length, 0);
  if (further.length) {
    for (const r of rankSymbols(lx, index, query, further.map((f) => f.id), { limit: furtherDefs, ownBody: true, perFileLength: true })) plainOf.get(r.fileId)!.set(r.def, r.score);
  }
  for (const f of further) {
    const plain = plainOf.get(f.id)!;
    const tail = tailWeights(plain, Math.max(0, ...plain.values()));
    if (tail) { opts.weights!.set(f.path, tail); opts.tailFiles?.add(f.path); }
  }
  files.forEach((f, k) => {
    const rec = recs[k];
    if (!rec || !rec.defs.length) return;
    const seedIn = new Map<Def, number>();
    const rankSeedIn = new Map<Def, number>();
    for (const s of seeds) {
      if (s.path !== f.path) continue;
      const d = innermostDef(rec.defs, s.line);
      if (!d) continue;
      const c = Math.min(1, s.raw_confidence ?? s.confidence);
      seedIn.set(d, Math.max(seedIn.get(d) ?? 0, c));
      // The lexical seeds scored a definition's whole range (lexicalSeeds): one at a class's line is for its methods'
      // words, so it does not raise the class's own lines in the ranked list.
      if (!(s.source === 'lexical' && d.kind === 'class')) rankSeedIn.set(d, Math.max(rankSeedIn.get(d) ?? 0, c));
    }
    const lexical = new Map<Def, number>();
    const ranking = new Map<Def, number>();
    for (const d of rec.defs) {
      const v = lexicalOfDef.get(d);
      if (v === undefined) continue;
      lexical.set(d, v);
      ranking.set(d, rankingOfDef.get(d)!);
    }
    scored.push({ file: f, rec, seedIn, rankSeedIn, lexical, best: Math.max(0, ...lexical.values()), ranking });
  });
  const named: TaskNames = { ...mentionedNames(query), syntax: syntaxMethods(query) };
  // The plan's weights: each definition's plain score relative to its file's best, raised by the seeds inside it.
  for (const { file: f, rec, seedIn, lexical, best } of scored) {
    if (!opts.weights) break;
    if (f.rank > TASK_SYMBOL_FILES) {
      const tail = tailWeights(lexical, best);
      if (tail) { opts.weights.set(f.path, tail); opts.tailFiles?.add(f.path); }
      continue;
    }
    const weights = new Map<number, number>();
    opts.weights.set(f.path, weights);
    for (const d of rec.defs) {
      const own = best > 0 ? (lexical.get(d) ?? 0) / best : 0;
      weights.set(d.start, 1 - (1 - own * own) * (1 - TASK_SEED_SHARE * (seedIn.get(d) ?? 0)));
    }
  }
  // Each seed file's best passages, for the plan (rank/passages.ts): lines of a long definition past its head, or of
  // a definition ranked low in its file, where the text's words gather. Words in comments count TASK_DOC_WEIGHT in
  // the ranked files, whose prose lines the ranking found already; in the further files fully: finding their prose
  // lines took a fresh process 10-20 ms on sympy (1.7 MB), and on both issue sets no slice changed without it.
  if (opts.passages) {
    const put = (ids: number[], docWeight: number): void => {
      for (const [id, ps] of rankPassages(lx, index, query, ids, { docWeight, perFile: TASK_PASSAGES, half: TASK_PASSAGE_HALF })) opts.passages!.set(index.files[id]!.path, ps);
    };
    put(ids, TASK_DOC_WEIGHT);
    put(further.map((f) => f.id), 1);
  }
  if (opts.planList) opts.planList.push(...rankedList(scored, (x) => x.lexical, named, opts.limit, false));
  return rankedList(scored, (x) => x.ranking, named, opts.limit, true);
}

/** One file's definitions with their lexical scores and the seeds inside them (rankTaskSymbols). */
interface TaskScored { file: { path: string; rank: number; evidence: number }; rec: RepoIndex['files'][number]; seedIn: Map<Def, number>; rankSeedIn: Map<Def, number>; lexical: Map<Def, number>; best: number; ranking: Map<Def, number> }

/**
 * Returns rankTaskSymbols's list from the lexical scores `scoresOf` picks (see there for how they combine); with
 * `byEnd`, a definition the text names by the end of its name counts too (the ranking's list, not the plan's).
 */
function rankedList(scored: readonly TaskScored[], scoresOf: (x: TaskScored) => ReadonlyMap<Def, number>, named: TaskNames, limit: number | undefined, byEnd: boolean): RankedSymbolSeed[] {
  let globalBest = 0;
  for (const x of scored) for (const v of scoresOf(x).values()) if (v > globalBest) globalBest = v;
  const out: (RankedSymbolSeed & { order: number })[] = [];
  for (const x of scored) {
    const { file: f, rec } = x;
    const seedIn = byEnd ? x.rankSeedIn : x.seedIn;
    const scores = scoresOf(x);
    const prior = f.evidence / f.rank ** TASK_FILE_RANK_EXP;
    const local: (RankedSymbolSeed & { order: number })[] = [];
    for (const d of rec.defs) {
      const seedMiss = 1 - TASK_SEED_SHARE * (seedIn.get(d) ?? 0);
      const share = globalBest > 0 ? (scores.get(d) ?? 0) / globalBest : 0;
      const v = 1 - (1 - share * share) * seedMiss * mentionMiss(named, d, byEnd);
      if (v > 0) local.push({ path: f.path, name: d.name, kind: d.kind, start: d.start, end: d.end, score: prior * v * (d.kind === 'variable' ? TASK_VARIABLE_FACTOR : 1), order: out.length + local.length });
    }
    local.sort((a, b) => b.score - a.score || a.start - b.start);
    out.push(...local.slice(0, TASK_SYMBOLS_PER_FILE).map((r, k) => ({ ...r, score: r.score / (k + 1) ** TASK_RANK_DECAY })));
  }
  return out
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, resolveRankLimit(limit))
    .map(({ order: _order, score, ...r }) => ({ ...r, score: Math.round(score * 1000) / 1000 }));
}

/** The names a task's text mentions (def-mentions.ts) and the special methods its snippets run (def-syntax.ts). */
interface TaskNames extends MentionedNames { syntax: ReadonlySet<string> }

/**
 * Returns the share of a definition's ranking score the text's naming of it leaves (1: the text does not name it);
 * naming by the end of its name and running it by a snippet's syntax count only with `byEnd` (the ranked list).
 */
function mentionMiss(named: TaskNames, d: Def, byEnd: boolean): number {
  const syntax = byEnd && runBySyntax(named.syntax, d) ? 1 - TASK_SYNTAX_SHARE : 1;
  if (namesDef(named, d)) return (1 - TASK_MENTION_SHARE) * syntax;
  return (byEnd && namesDefByEnd(named, d) ? 1 - TASK_END_MENTION_SHARE : 1) * syntax;
}

/**
 * Returns the plan's relevance of a further seed file's definitions (start line → 0..1), or undefined when none
 * shares a word with the text: each one's lexical score relative to the file's best, squared, a module-level
 * variable's times TASK_VARIABLE_FACTOR. Such a file was seeded as a whole at its first line, so its ranges were its
 * module header, which rarely holds the fix (issue dev set: the ranges of seed files ranked 5th to 12th held a gold
 * hunk for 4 of 17 gold files); with these weights the plan shows its best definitions (tail-defs.ts bestTailLines).
 */
function tailWeights(lexical: ReadonlyMap<Def, number>, best: number): Map<number, number> | undefined {
  if (best <= 0) return undefined;
  const w = new Map<number, number>();
  for (const [d, score] of lexical) {
    const share = score / best;
    w.set(d.start, Math.max(w.get(d.start) ?? 0, share * share * (d.kind === 'variable' ? TASK_VARIABLE_FACTOR : 1)));
  }
  return w;
}

/** Definitions of a lexically ranked file given as seeds (its best first). */
const SYMBOLS_PER_FILE = 3;
/** Share of a ranked definition's score that comes from its file's combined score. */
const FILE_SHARE = 0.4;

/** One ranked definition of the task state. */
export interface RankedSymbolSeed { path: string; name: string; kind: string; start: number; end: number; score: number }

/**
 * Returns the definitions the seeds point into, best first: a definition's score combines the seeds inside it
 * (noisy-OR), so a function named by the text and matched lexically outranks one only matched. Seeds outside any
 * definition count for the file's module level. Confidences before calibration (`raw_confidence`), the scale this
 * ranking was tuned on.
 */
export function rankSeedSymbols(index: RepoIndex, seeds: readonly ManifestSeed[], limit = RANK_LIMIT): RankedSymbolSeed[] {
  const acc = new Map<string, RankedSymbolSeed & { miss: number; first: number }>();
  seeds.forEach((s, k) => {
    const rec = index.files[index.fileId(s.path) ?? -1];
    if (!rec) return;
    const best = innermostDef(rec.defs, s.line);
    const key = `${s.path}\0${best?.start ?? 0}`;
    const cur = acc.get(key) ?? { path: s.path, name: best?.name ?? '<module>', kind: best?.kind ?? 'module', start: best?.start ?? 1, end: best?.end ?? s.line, score: 0, miss: 1, first: k };
    cur.miss *= 1 - Math.min(1, s.raw_confidence ?? s.confidence);
    acc.set(key, cur);
  });
  // A definition's own evidence, and some of its file's: of two definitions matched alike, the one in the file the
  // symptom points at harder comes first.
  const fileMiss = new Map<string, number>();
  const perFile = new Map<string, number>();
  for (const s of seeds) {
    const k = perFile.get(s.path) ?? 0;
    if (k >= PER_FILE) continue;
    perFile.set(s.path, k + 1);
    fileMiss.set(s.path, (fileMiss.get(s.path) ?? 1) * (1 - Math.min(1, s.raw_confidence ?? s.confidence)));
  }
  return [...acc.values()]
    .map(({ miss, first, ...r }) => ({ ...r, score: round2((1 - FILE_SHARE) * (1 - miss) + FILE_SHARE * (1 - (fileMiss.get(r.path) ?? 1))), first }))
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map(({ first: _first, ...r }) => r);
}

/**
 * Returns the `raw_confidence` of one seed merged from `one` and `other` (same path and line): the stronger of the two
 * before calibration, when either was calibrated (what the plan and the ranking of definitions weigh); else nothing.
 */
export function mergedRaw(one: ManifestSeed, other: ManifestSeed): { raw_confidence?: number } {
  if (one.raw_confidence === undefined && other.raw_confidence === undefined) return {};
  return { raw_confidence: Math.max(one.raw_confidence ?? one.confidence, other.raw_confidence ?? other.confidence) };
}

/**
 * Returns the seeds ordered by their file's combined score (then by their own confidence), deduplicated by path and
 * line (the stronger seed kept, the other's evidence appended to its detail). A file's seeds beyond the first
 * PER_FILE come after every file's first ones.
 */
export function fuseSeeds(seeds: readonly ManifestSeed[]): ManifestSeed[] {
  const byKey = new Map<string, ManifestSeed>();
  for (const s of seeds) {
    const key = `${s.path}\0${s.line}`;
    const same = byKey.get(key);
    if (!same) { byKey.set(key, { ...s }); continue; }
    const raw = mergedRaw(same, s);
    if (s.confidence > same.confidence) byKey.set(key, { ...s, ...raw, detail: `${s.detail}; also ${same.detail}` });
    else {
      Object.assign(same, raw);
      if (!same.detail.includes(s.detail)) same.detail += `; also ${s.detail}`;
    }
  }
  const byFile = new Map<string, ManifestSeed[]>();
  for (const s of byKey.values()) {
    const l = byFile.get(s.path);
    if (l) l.push(s);
    else byFile.set(s.path, [s]);
  }
  const files = [...byFile].map(([path, list]) => {
    list.sort((a, b) => b.confidence - a.confidence || a.line - b.line);
    let miss = 1;
    for (const s of list.slice(0, PER_FILE)) miss *= 1 - Math.min(1, s.confidence);
    return { path, list, score: 1 - miss };
  });
  // Equal evidence (a calibration map's flat block) is ordered by path, not by the values before calibration: on the
  // issue sets, raw order among the flat block's lexical seeds ranked gold files lower (replay: dev Acc@3 180 → 178,
  // held-out 131 → 130 of 179).
  files.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const head: ManifestSeed[] = [];
  const tail: ManifestSeed[] = [];
  for (const f of files) {
    head.push(...f.list.slice(0, PER_FILE));
    tail.push(...f.list.slice(PER_FILE));
  }
  return [...head, ...tail];
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
