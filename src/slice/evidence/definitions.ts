/**
 * The combiner of definitions: which definitions of the seed files the manifest lists first (`symbols`), and how the
 * plan weighs a prose task's definitions. A prose task's definitions are ranked from the text itself (each one's
 * lexical match, the seeds inside it, the text naming it, its file's evidence); a trace's from the seeds its frames
 * and names gave. The head rules (list-head.ts) are the last step of this one ranking, not a later pass.
 */
import { RANK_LIMIT, resolveRankLimit } from '../../rank/options.js';
import type { Def, RepoIndex } from '../../repo/types.js';
import { rankSymbols } from '../../rank/index.js';
import { rankPassages, type Passage } from '../../rank/passages.js';
import type { ManifestSeed, ManifestWarning } from '../types.js';
import { mentionedNames, namesDef, namesDefByEnd, type MentionedNames } from '../def-mentions.js';
import { innermostDef } from '../ranges.js';
import { runBySyntax, syntaxMethods } from '../def-syntax.js';
import { lexicalOf } from './lexical-index.js';
import { PER_FILE, seedFileEvidence } from './combiner.js';
import { orderHead } from './list-head.js';
import { fileRelations, type FileRelations } from './related.js';
import { round2 } from './context.js';

/** Seed files whose definitions get a relevance weight for the plan (`opts.weights`), and definitions kept per file. */
const TASK_SYMBOL_FILES = 6;
/** Definitions of one file the ranked list keeps (the first five of the list can then span several files). */
const TASK_SYMBOLS_PER_FILE = 5;
/**
 * Seed files whose definitions compete for the ranked list. More than the weighted ones: a file at rank 7 to 10
 * whose definition matches the text best of all still gets in (issue sets: gold file at seed rank 7-10 in ~4% of
 * issues), while the file prior below keeps a weak file's also-rans out. With each of the eleven repositories of both
 * sets left out (fit-list-features.mjs LOO=1, files 6/8/10/12 on the list replay's dumps of twelve seed files), 10 is
 * the setting best on the other ten in 9 folds, tied with 8 in sympy's, and 12 in astropy's (which loses two of its
 * issues there): left-out function Acc@5 hits 227.5 of 391 (ties averaged) against 230 at 10
 * (bench/devsets/issues/README.md).
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
 * few files compete on their own match (held-out issue set: function Acc@5 +5 points; dev set +1 to +2). Fitted with
 * TASK_MENTION_SHARE by bench/devsets/issues/fit-task-symbols.mjs; with each repository left out, the settings best on
 * the other two give on it sympy 54–55 hits (base 55), scikit-learn 27–30 (base 27), matplotlib 23–25 (base 21).
 */
const TASK_FILE_RANK_EXP = 0.5;
/**
 * How much the text naming a definition (def-mentions.ts) adds to its ranking score (noisy-OR). Small: common names
 * (`fit`, `__init__`) are named in many issues; 0.2 beat 0.4 and 0 on both issue sets (offline replay); left out, as
 * TASK_FILE_RANK_EXP.
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
 * same as 0.3; the held-out set gains nor loses any issue at 0.3 and loses one at 0.4. With TASK_DEF_IDF, chosen in
 * every fold with each of the eleven repositories of both sets left out (left-out function Acc@5 hits 228.5 of 391
 * against 222 without them; bench/devsets/issues/README.md).
 */
const TASK_SYNTAX_SHARE = 0.3;
/**
 * Factor of a module-level variable's score: a constant or table rarely holds the fault, yet its long literal bodies
 * match many words of an issue (issue dev set: none of the 4k variables of its first ten seed files is a gold span,
 * against 152 of the 69k functions, methods and classes). With each of the eleven repositories of both sets left out
 * (fit-list-features.mjs LOO=1, varF 0.2/0.3/0.37/0.45/0.6 on the list replay's dumps), 0.2-0.37 tie as best in every
 * fold: left-out function Acc@5 hits 229.6 of 391 (ties averaged) against 230 at 0.37; 0.45 and above lose an astropy
 * issue (bench/devsets/issues/README.md).
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
 * over 0, 0.25, 0.5, 0.75, 1); the plan's weights keep the index-wide idf. Left out, as TASK_SYNTAX_SHARE.
 */
export const TASK_DEF_IDF = 0.5;
/**
 * Passages of each seed file offered to the plan (rank/passages.ts), and the lines on each side of a passage's centre
 * (nine-line windows). Five, as the plan shows them (plan.ts PASSAGES_SHOWN).
 */
const TASK_PASSAGES = 5;
/** Lines on each side of a passage's centre (nine-line windows; slice README "Passages" chose 9 over 5 and 13). */
const TASK_PASSAGE_HALF = 4;
/** Share of a ranked definition's score that comes from its file's combined score (a trace's list). */
const FILE_SHARE = 0.4;

/** One ranked definition of the task state. */
export interface RankedSymbolSeed { path: string; name: string; kind: string; start: number; end: number; score: number }

/** What the plan and the manifest take from the ranking of definitions. */
export interface DefinitionRanking {
  /** The seeds are a ranking of the text (prose with no sure location): the plan fills a knapsack. */
  ranked: boolean;
  /** The manifest's list (`symbols`), best first, its head rules applied. */
  symbols: RankedSymbolSeed[];
  /** The plan's order of a prose task's definitions (plain scores), beside `symbols`. */
  planSymbols?: RankedSymbolSeed[];
  /** `symbols` was ranked from the text of a symptom that is not a ranked prose task. */
  fromTextRanked: boolean;
  /** The relevance (0..1) of each definition of the best-ranked files, by path and start line (prose). */
  defWeights: Map<string, Map<number, number>>;
  /** The further seed files whose definitions tailWeights weighed (prose). */
  tailFiles?: Set<string>;
  /** Each seed file's best passages (prose). */
  passages: Map<string, Passage[]>;
  /**
   * What relates each seed file's definitions beyond their lexical match (related.ts): what a trace's or names' plan
   * adds to its ranges (plan.ts withNamed), made on first use per file. Undefined for a ranked task, whose knapsack
   * does not read it.
   */
  relations?: (path: string) => FileRelations | undefined;
}

/** What ranking the definitions reads besides the index and the seeds. */
export interface DefinitionInput {
  /** The symptom's text; '' for none. */
  text: string;
  prose: boolean;
  read: (path: string) => string | undefined;
  noCache: boolean;
  /** True for a path of an installed package joined to the index. */
  isPackage: (path: string) => boolean;
  /** Receives a `lexical-unavailable` warning when the text cannot be ranked. */
  warnings: ManifestWarning[];
}

/**
 * Returns the ranking of the seeds' definitions: a prose task's (no sure frame, explicit or diff seed) from the text,
 * with the plan's weights, further files and passages; a text whose words were read anyway (prose beside a trace, or
 * a message or remark ranked lexically) from the text too, the seeds inside each counting as for prose (issue sets:
 * function Acc@5 +2 issues of 123 on dev, +4 of 176 held-out; the plan keeps the trace's order); else from the seeds.
 */
export function rankDefinitions(index: RepoIndex, seeds: readonly ManifestSeed[], inp: DefinitionInput): DefinitionRanking {
  const ranked = inp.prose && !seeds.some((s) => (s.raw_confidence ?? s.confidence) >= 0.95 && (s.why === 'frame' || s.why === 'explicit' || s.why === 'diff'));
  const out: DefinitionRanking = { ranked, symbols: [], fromTextRanked: false, defWeights: new Map(), passages: new Map(), relations: ranked ? undefined : seedRelations(index, seeds, inp) };
  let symbols: RankedSymbolSeed[] | undefined;
  if (ranked) {
    try {
      const further = new Set<string>();
      const planList: RankedSymbolSeed[] = [];
      symbols = rankTaskSymbols(index, inp.text, seeds, { read: inp.read, noCache: inp.noCache, weights: out.defWeights, tailFiles: further, planList, passages: out.passages });
      out.planSymbols = planList;
      out.tailFiles = further;
    } catch (err) {
      inp.warnings.push({ kind: 'lexical-unavailable', path: '', line: 0, detail: `the definitions could not be ranked lexically: ${(err as Error).message}` });
    }
  }
  if (!symbols && (inp.prose || seeds.some((s) => s.source === 'lexical'))) {
    try {
      const fromText = rankTaskSymbols(index, inp.text, seeds, { read: inp.read, noCache: inp.noCache });
      if (fromText.length) { symbols = fromText; out.fromTextRanked = true; }
    } catch (err) {
      // The seeds' own order below.
      inp.warnings.push({ kind: 'lexical-unavailable', path: '', line: 0, detail: `the definitions could not be ranked from the text: ${(err as Error).message}` });
    }
  }
  // Whichever made the list, its head does not spend a slot on a definition enclosing one listed above it, nor on
  // an installed package's while the project's own follow (list-head.ts).
  out.symbols = orderHead(symbols ?? rankSeedSymbols(index, seeds), inp.isPackage);
  return out;
}

/**
 * Returns the relations of a seed file's definitions (related.ts: those the text names), made on first use
 * per file: the plan reads them only for the seed files it shows as ranges. Files of
 * installed packages, files that are not seed files and files without definitions have none.
 */
function seedRelations(index: RepoIndex, seeds: readonly ManifestSeed[], inp: DefinitionInput): ((path: string) => FileRelations | undefined) | undefined {
  if (!inp.text.trim()) return undefined;
  const paths = new Set(seeds.map((s) => s.path));
  const made = new Map<string, FileRelations | undefined>();
  let named: MentionedNames | undefined;
  return (path) => {
    if (made.has(path)) return made.get(path);
    let out: FileRelations | undefined;
    const rec = paths.has(path) ? index.files[index.fileId(path) ?? -1] : undefined;
    if (rec?.defs.length && !inp.isPackage(path)) out = fileRelations(rec, (named ??= mentionedNames(inp.text)));
    made.set(path, out);
    return out;
  };
}

/** The options of rankTaskSymbols: the outputs the plan reads (`weights`, `tailFiles`, `planList`, `passages`). */
export interface TaskRankOptions { read?: (path: string) => string | undefined; noCache?: boolean; limit?: number; weights?: Map<string, Map<number, number>>; tailFiles?: Set<string>; planList?: RankedSymbolSeed[]; passages?: Map<string, Passage[]> }

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
export function rankTaskSymbols(index: RepoIndex, query: string, seeds: readonly ManifestSeed[], opts: TaskRankOptions = {}): RankedSymbolSeed[] {
  const lx = lexicalOf(index, opts);
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
  const further = weighFurtherFiles(lx, index, query, seedFiles.slice(TASK_RANKED_FILES), opts);
  const scored: TaskScored[] = [];
  files.forEach((f, k) => {
    const rec = recs[k];
    if (!rec || !rec.defs.length) return;
    const lexical = new Map<Def, number>();
    const ranking = new Map<Def, number>();
    for (const d of rec.defs) {
      const v = lexicalOfDef.get(d);
      if (v === undefined) continue;
      lexical.set(d, v);
      ranking.set(d, rankingOfDef.get(d)!);
    }
    scored.push({ file: f, rec, ...seedsInDefinitions(seeds, f.path, rec.defs), lexical, best: Math.max(0, ...lexical.values()), ranking });
  });
  const named: TaskNames = { ...mentionedNames(query), syntax: syntaxMethods(query) };
  if (opts.weights) planWeights(scored, opts.weights, opts.tailFiles);
  // Each seed file's best passages, for the plan (rank/passages.ts): lines of a long definition past its head, or of
  // a definition ranked low in its file, where the text's words gather. Words in comments count TASK_DOC_WEIGHT in
  // the ranked files, whose prose lines the ranking found already; in the further files fully: finding their prose
  // lines took a fresh process 10-20 ms on sympy (1.7 MB), and on both issue sets no slice changed without it.
  if (opts.passages) {
    const put = (fileIds: number[], docWeight: number): void => {
      for (const [id, ps] of rankPassages(lx, index, query, fileIds, { docWeight, perFile: TASK_PASSAGES, half: TASK_PASSAGE_HALF })) opts.passages!.set(index.files[id]!.path, ps);
    };
    put(ids, TASK_DOC_WEIGHT);
    put(further, 1);
  }
  if (opts.planList) opts.planList.push(...rankedList(scored, (x) => x.lexical, named, opts.limit, false));
  return rankedList(scored, (x) => x.ranking, named, opts.limit, true);
}

/**
 * Returns the ids of the seed files past the ranked ones that have definitions; weighs those for the plan (plain
 * scores, as the further ranked files' tailWeights) into `opts.weights` and `opts.tailFiles`, not in the list; scored in
 * one call, each file's lengths against its own average (as one call per file would).
 */
function weighFurtherFiles(lx: ReturnType<typeof lexicalOf>, index: RepoIndex, query: string, past: readonly { path: string }[], opts: TaskRankOptions): number[] {
  const further = past.flatMap((f) => {
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
  return further.map((f) => f.id);
}

/**
 * Returns, per definition of a file, the strongest seed inside it (`seedIn`, what the plan weighs) and the same without
 * a lexical seed at a class's line (`rankSeedIn`, what the ranked list weighs): the lexical seeds scored a definition's
 * whole range, so one at a class's line is for its methods' words and does not raise the class's own lines.
 */
function seedsInDefinitions(seeds: readonly ManifestSeed[], path: string, defs: readonly Def[]): { seedIn: Map<Def, number>; rankSeedIn: Map<Def, number> } {
  const seedIn = new Map<Def, number>();
  const rankSeedIn = new Map<Def, number>();
  for (const s of seeds) {
    if (s.path !== path) continue;
    const d = innermostDef(defs, s.line);
    if (!d) continue;
    const c = Math.min(1, s.raw_confidence ?? s.confidence);
    seedIn.set(d, Math.max(seedIn.get(d) ?? 0, c));
    if (!(s.source === 'lexical' && d.kind === 'class')) rankSeedIn.set(d, Math.max(rankSeedIn.get(d) ?? 0, c));
  }
  return { seedIn, rankSeedIn };
}

/**
 * Returns nothing; puts the plan's weights into `weights`: for the first TASK_SYMBOL_FILES files each definition's
 * plain score relative to its file's best, raised by the seeds inside it; for the files after them, tailWeights.
 */
function planWeights(scored: readonly TaskScored[], weights: Map<string, Map<number, number>>, tailFiles: Set<string> | undefined): void {
  for (const { file: f, rec, seedIn, lexical, best } of scored) {
    if (f.rank > TASK_SYMBOL_FILES) {
      const tail = tailWeights(lexical, best);
      if (tail) { weights.set(f.path, tail); tailFiles?.add(f.path); }
      continue;
    }
    const own = new Map<number, number>();
    weights.set(f.path, own);
    for (const d of rec.defs) {
      const share = best > 0 ? (lexical.get(d) ?? 0) / best : 0;
      own.set(d.start, 1 - (1 - share * share) * (1 - TASK_SEED_SHARE * (seedIn.get(d) ?? 0)));
    }
  }
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
