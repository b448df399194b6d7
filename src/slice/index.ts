/**
 * T2 — the task slice: given a repository and a symptom (traceback, error message, failing test, diagnostics,
 * explicit seeds, a diff), returns the task state: seed files, their import closure, bounded importers and related
 * tests, chosen under a token budget, with every exclusion one command away.
 *
 * ```ts
 * const m = await sliceRepo('/src/pandas', { symptom: tracebackText, budget: 30000 });
 * console.log(await renderSlice(m, 'context'));
 * ```
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { phase } from '../runtime/phases.js';
import { resolve as resolvePath } from 'node:path';
import { edgeClassOf, unresolvedCandidates } from '../languages/index.js';
import { unreadableCause } from '../repo/unindexed.js';
import { badUsage } from '../errors.js';
import { ImportGraph } from '../graph/index.js';
import type { RepoIndex } from '../repo/types.js';
import { resolveBudget } from './budget.js';
import { indexFingerprint, readSliceCache, sliceKey, writeSliceCache } from './cache.js';
import { frontKey, frontSliceKey, writeFront } from './front-cache.js';
import { treeStateOf } from '../repo/tree-state.js';
import { loadLiteralTable } from './literals.js';
import { closureOf } from './closure.js';
import { diffSeeds } from './diff.js';
import { literalCacheFile, loadIndex, planSliceIndex, prefetchSliceDependencies, type ComposedPackage } from './repo.js';
import type { LiteralTable } from './literals.js';
import { operatorId } from './operator.js';
import { resolveSliceOptions } from './options.js';
import { choosePlan } from './plan.js';
import { fileText, type FileText } from './ranges.js';
import { contextText } from './render.js';
import { estimateTokens } from '../tokens.js';
import { PathResolver } from './resolve.js';
import { explicitSeeds, isProse, lexicalOf, rankDefinitions, seedsFromSymptom, withGivenSeeds } from './evidence/index.js';
import { skeletonsFor } from './skeletons.js';
import { runtimeWeight } from './runtime.js';
import { parseSymptom, type ParsedSymptom } from './symptom/index.js';
import { withoutIssueBoilerplate } from './symptom/issue-form.js';
import type { ManifestFile, ManifestSeed, ManifestWarning, PageFault, ResolvedSliceOptions, SliceManifest, SliceOptions } from './types.js';
import { catCommand, shellQuote } from '../manifest/commands.js';
import { addUnreadableWarnings } from '../manifest/warnings.js';
import { nowMs } from '../clock.js';

export type { SliceManifest, SliceOptions, ManifestSeed, ManifestFile, ManifestWarning, PageFault, SeedWhy, FileRole, Tier } from './types.js';
export type { Frame, Diagnostic, ParsedSymptom } from './symptom/index.js';
export { parseSymptom } from './symptom/index.js';
export { renderSlice, type SliceFormat } from './render.js';
export { RUNGS, resolveBudget } from './budget.js';
export { matchMessage, scanLiterals, fixedFragments } from './literals.js';
export { PathResolver } from './resolve.js';
export { resolveSliceOptions } from './options.js';

/**
 * A slice asked as `context` is planned again at most this many times, each time with the files' share lowered so
 * that the rendering would take the budget less CONTEXT_MARGIN (in proportion first, then along the last two plans):
 * the headers and markers come and go with the ranges shown, so a second or third plan fits unless the fixed lines
 * alone (the header, the seeds) take the budget.
 */
const CONTEXT_REPLANS = 5;
/** Tokens a replan keeps beyond the measured excess (the budget note of a request served later may be a little longer). */
const CONTEXT_MARGIN = 16;

/**
 * Returns the task state manifest for a symptom on the repository at `root`: seeds (with why and confidence), the
 * files of the chosen budget rung with their tier, warnings for static-analysis blind spots, page-fault commands
 * for everything left out or trimmed, and token figures. Identical inputs are served from the slice cache.
 * Rejects with a UsageError when `root` is not a readable directory or no symptom/seed is given.
 */
export async function sliceRepo(root: string, opts: SliceOptions): Promise<SliceManifest> {
  const t0 = nowMs();
  const o = resolveSliceOptions(opts);
  let abs: string;
  try {
    abs = realpathSync(resolvePath(root));
    if (!statSync(abs).isDirectory()) throw new Error('not a directory');
  } catch (err) {
    throw badUsage('slice', `repository '${root}' is not a readable directory (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }

  const budget = resolveBudget(o.budget, { sessionId: o.sessionId, transcriptPath: o.transcriptPath });
  // What the slice depends on besides the repository's state: part of both cache keys, the front one and the slice's.
  const request: SliceRequest = {
    symptom: o.symptom, seeds: o.seeds, budget: budget.tokens === Infinity ? 'none' : budget.tokens,
    depsDepth: o.depsDepth, importersDepth: o.importersDepth, fanout: o.importersFanout, operator: operatorId(),
    // Only a `context` request plans differently (an undefined key leaves the other requests' keys as they were).
    format: o.format === 'context' ? 'context' : undefined,
  };
  // A request seen before on a tree in the same state is served before the symptom is parsed or the index loaded.
  const front = o.noCache || o.fromDiff ? undefined : frontKey({ root: abs, ...request });
  if (front) {
    const key = await frontSliceKey(abs, front);
    const hit = key === undefined ? undefined : readSliceCache(key);
    if (hit) return servedFromCache(hit, budget, t0, nowMs() - t0);
  }

  // An issue form's template comments and environment report describe no fault: every reader of the symptom from
  // here on sees them blanked (symptom/issue-form.ts). The cache keys above keep the text as given.
  const so: ResolvedSliceOptions = { ...o, symptom: withoutIssueBoilerplate(o.symptom) };
  const symptom = parseSymptom(so.symptom);
  return sliceFrom(abs, so, symptom, t0, budget, request, front);
}

/** Returns a slice cache entry as the answer to this request: its budget note and timing are this request's. */
function servedFromCache(hit: SliceManifest, budget: ReturnType<typeof resolveBudget>, t0: number, indexMs: number): SliceManifest {
  hit.cache = 'hit';
  hit.budget.note = budget.note + hit.budget.note.slice(hit.budget.note.indexOf(' | '));
  hit.timing_ms = { total: Math.round(nowMs() - t0), index: Math.round(indexMs) };
  return hit;
}

/** The inputs of a slice other than the repository's files, installed packages and diff (sliceRepo's cache keys). */
type SliceRequest = Record<'symptom' | 'seeds' | 'budget' | 'depsDepth' | 'importersDepth' | 'fanout' | 'operator' | 'format', unknown>;

/**
 * Returns sliceRepo's manifest once the symptom is parsed; `front` is the request's front key (front-cache.ts), which
 * is recorded against the slice's key when nothing but the project's files decides the slice.
 */
async function sliceFrom(abs: string, o: ResolvedSliceOptions, symptom: ParsedSymptom, t0: number, budget: ReturnType<typeof resolveBudget>, request: SliceRequest, front: string | undefined): Promise<SliceManifest> {
  const timing: Record<string, number> = {};
  const lap = (name: string, since: number): number => { const now = nowMs(); timing[name] = Math.round(now - since); return now; };
  phase('slice: index');
  if (o.symptom.trim()) prefetchSliceDependencies(abs, symptom); // an interpreter's answer, asked beside the index
  // Prose is ranked lexically: the index's pass keeps the BM25F postings too (rank/keep.ts).
  const project = await loadIndex(abs, { noCache: o.noCache, symptom, lexical: o.symptom.trim() !== '' && isProse(o.symptom) });
  // The installed packages the symptom points into, or that the project calls, join the project's index; which ones
  // is decided first, so that a slice cache hit loads none of them.
  const plan = o.symptom.trim() ? await planSliceIndex(project, symptom, { noCache: o.noCache, text: o.symptom }) : undefined;
  lap('index', t0);
  phase('slice: packages');
  let diffSeedsFound: { seeds: ManifestSeed[]; warnings: ManifestWarning[] } | undefined;
  if (o.fromDiff) diffSeedsFound = diffSeeds(abs, o.fromDiff === 'HEAD' ? undefined : o.fromDiff, new PathResolver(abs, project.files.map((f) => f.path)));

  const key = sliceKey({ fp: indexFingerprint(project), packages: plan?.key ?? '', diff: diffSeedsFound?.seeds, ...request });
  const tree = front && (!plan || plan.envFree) ? treeStateOf(project) : undefined;
  if (!o.noCache) {
    const hit = readSliceCache(key);
    if (hit) {
      if (front && tree) writeFront(front, tree, key);
      return servedFromCache(hit, budget, t0, timing.index ?? 0);
    }
  }
  const tj = nowMs();
  const si = plan ? await plan.join() : undefined;
  const index = si?.index ?? project;
  lap('packages', tj);
  phase('slice: seeds');

  const literals = si?.literals ?? (() => loadLiteralTable(abs, index.files, literalCacheFile(abs)));
  const m = await computeSlice({ root: abs, index, symptom, literals, packageOf: si?.composed?.packageOf }, o, budget, diffSeedsFound, timing);
  m.timing_ms = { ...m.timing_ms, total: Math.round(nowMs() - t0) };
  m.warnings.unshift(...(si?.warnings ?? []));
  if (!o.noCache) {
    writeSliceCache(key, m);
    if (front && tree) writeFront(front, tree, key);
  }
  return m;
}

/** What a slice computes on: a repository root, its index and (lazily) its literal table. */
export interface SliceContext {
  root: string;
  index: RepoIndex;
  literals: () => LiteralTable;
  /** The symptom already parsed from the options' text (parsed again when absent). */
  symptom?: ParsedSymptom;
  /** For an index joined with installed packages: the package a file belongs to (undefined: the project's own). */
  packageOf?: (fileId: number) => ComposedPackage | undefined;
}

/**
 * Returns why an unresolved import's target is missing when it exists but cannot be read (`pkg/b.py cannot be read
 * (EACCES: permission denied)`): the walk skips such files, so the resolver only says "not found". Else undefined.
 */
function unreadableImport(root: string, from: string, reason: string): string | undefined {
  const candidates = unresolvedCandidates(from, reason);
  if (candidates === undefined) return undefined;
  for (const c of candidates) {
    const cause = unreadableCause(resolvePath(root, c));
    if (cause) return `${c} ${cause}`;
  }
  return undefined;
}

/** The literal-table cache file of a repository root (also for the benchmarks that build the table). @internal */
export { literalCacheFile };

/**
 * Returns the manifest of one slice on a loaded index (no slice cache; `sliceRepo` adds it). Used directly by the
 * sufficiency benchmark, which slices many symptoms on one index.
 * @internal
 */
export async function computeSlice(
  ctx: SliceContext, o: ResolvedSliceOptions, budget: ReturnType<typeof resolveBudget>,
  diffSeeds: { seeds: ManifestSeed[]; warnings: ManifestWarning[] } | undefined, timing: Record<string, number>,
): Promise<SliceManifest> {
  // Seeding (the runtime weights) and the closure both walk the import graph; its wasm memory is freed whatever happens.
  const graph = ImportGraph.fromIndex(ctx.index);
  try {
    return await sliceWith(ctx, o, budget, diffSeeds, timing, graph);
  } finally {
    graph.delete();
  }
}

/** Returns computeSlice's manifest, computed on `graph`. */
async function sliceWith(
  ctx: SliceContext, o: ResolvedSliceOptions, budget: ReturnType<typeof resolveBudget>,
  diffSeeds: { seeds: ManifestSeed[]; warnings: ManifestWarning[] } | undefined, timing: Record<string, number>, graph: ImportGraph,
): Promise<SliceManifest> {
  const t0 = nowMs();
  const lap = (name: string, since: number): number => { const now = nowMs(); timing[name] = Math.round(now - since); return now; };
  let t = t0;
  // Seeds.
  const { index, root: abs } = ctx;
  const resolver = new PathResolver(abs, index.files.map((f) => f.path));
  const warnings: ManifestWarning[] = [];
  let literalTable: LiteralTable | undefined;
  const literals = (): LiteralTable => (literalTable ??= ctx.literals());
  const texts = new Map<string, FileText | undefined>();
  const text = (p: string): FileText | undefined => {
    if (!texts.has(p)) {
      try { texts.set(p, fileText(readFileSync(resolvePath(abs, p), 'utf8'))); } catch { texts.set(p, undefined); } // a package outside the project keeps its absolute path
    }
    return texts.get(p);
  };
  const symptom = ctx.symptom ?? parseSymptom(o.symptom);
  // Prose is ranked lexically for sure: its lexical index is loaded now (the postings the index's pass kept), and
  // seeding finds definitions by name through it (seeds.ts defsNamed).
  const prose = o.symptom.trim() !== '' && isProse(o.symptom);
  if (prose) {
    try { lexicalOf(index, { read: (p) => text(p)?.text, noCache: o.noCache }); } catch { /* seeding builds it, or declares it unavailable */ }
  }
  // The installed package a path of the index belongs to (undefined: the project's own, or no packages joined).
  const packageOfPath = (path: string): ComposedPackage | undefined => { const id = index.fileId(path); return id === undefined ? undefined : ctx.packageOf?.(id); };
  const fromSymptom = o.symptom.trim() ? seedsFromSymptom(symptom, { index, resolver, literals, text, literalWeight: lazyWeight(() => runtimeWeight(index, graph, ctx.packageOf)), lexical: { text: o.symptom, read: (p) => text(p)?.text, noCache: o.noCache }, isPackageFile: ctx.packageOf ? (p) => packageOfPath(p) !== undefined : undefined }) : { seeds: [], warnings: [], dependencyRoots: [] };
  const explicit = explicitSeeds(o.seeds, resolver);
  const seeds = withGivenSeeds(explicit.seeds, diffSeeds?.seeds ?? [], fromSymptom.seeds);
  warnings.push(...explicit.warnings, ...(diffSeeds?.warnings ?? []), ...fromSymptom.warnings);
  addUnreadableWarnings(abs, [...symptom.frames.map((f) => f.path), ...o.seeds.map((s) => s.replace(/:\d+$/, ''))], (p) => resolver.resolve(p).kind !== 'none', warnings);
  for (const dep of fromSymptom.dependencyRoots) {
    warnings.push({ kind: 'dependency-frame', path: dep, line: 0, detail: `frames point into the dependency package ${dep}, which is not part of this repository: slice it with \`ck slice ${shellQuote(dep)} --symptom-file …\` to follow them` });
  }
  const foreign = foreignSymptom(symptom, resolver, seeds);
  if (foreign) warnings.push(foreign);
  if (o.symptom.trim() && !seeds.length) {
    warnings.push({ kind: 'unresolved-seed', path: '', line: 0, detail: `nothing in the symptom resolved to a file of this repository (${symptom.frames.length} frames, ${symptom.messages.length} messages, ${symptom.exceptionTypes.length} exception types parsed)` });
  }
  t = lap('seeds', t);
  phase('slice: closure');

  // Closure and plan.
  const seedFiles: number[] = [];
  for (const s of seeds) {
    const id = index.fileId(s.path);
    if (id !== undefined && !seedFiles.includes(id)) seedFiles.push(id);
  }
  const closure = closureOf(index, graph, seedFiles, { ...o, isPackageFile: ctx.packageOf ? (id) => ctx.packageOf!(id) !== undefined : undefined });
  t = lap('closure', t);
  phase('slice: plan');
  // The definitions the manifest lists first, and what the plan weighs of a prose task's (evidence/definitions.ts).
  const { ranked, symbols, planSymbols, fromTextRanked, defWeights, tailFiles, passages, relations } = rankDefinitions(index, seeds, { text: o.symptom, prose, read: (p) => text(p)?.text, noCache: o.noCache, isPackage: (p) => packageOfPath(p) !== undefined, warnings });
  const textual = prose || (seeds.length > 0 && seeds.every((s) => s.source === 'mention' || s.source === 'lexical'));
  // The manifest of the plan within `planBudget` tokens of files, with the warnings met so far and those of the
  // files it shows; and the skeletons of its skeleton-tier files (for the context rendering).
  const before = warnings.slice();
  const planned = async (planBudget: number): Promise<{ m: SliceManifest; skeletons: Map<string, { text: string }> }> => {
    const warnings = before.slice();
    const plan = await choosePlan({ index, closure, seeds, budget: planBudget, text, skeletons: (paths) => skeletonsFor(abs, paths, warnings), ranked, textual, symbols: ranked ? (planSymbols ?? symbols) : undefined, firstSymbols: ranked || fromTextRanked ? symbols : undefined, defWeights: ranked ? defWeights : undefined, tailFiles: ranked ? tailFiles : undefined, passages: ranked ? passages : undefined, relations });

    // Manifest.
    // Files of installed packages are dependencies of the user's code wherever the closure met them, and say which
    // package they belong to.
    const files: ManifestFile[] = plan.files.map((f) => {
      const p = packageOfPath(f.cf.path);
      const mf: ManifestFile = { path: f.cf.path, role: p ? 'dependency' : f.cf.role, hop: f.cf.hop, via: f.cf.via, tier: f.tier, ranges: f.tier === 'symbols' ? f.ranges : [], tokens: f.tokens };
      if (p) mf.package = { name: p.pkg.name, version: p.pkg.version };
      const edges = edgeClassOf(f.cf.path, index.files[f.cf.id]!.lang);
      if (edges) mf.edges = edges;
      return mf;
    });
    const shown = new Set(files.map((f) => f.path));
    const pageFaults: PageFault[] = [];
    // Page-fault commands run as printed from any directory: they name absolute paths.
    const fault = (path: string): PageFault => ({ path, command: catCommand(resolvePath(abs, path)) });
    for (const f of files) {
      if (f.tier !== 'full') pageFaults.push(fault(f.path));
    }
    const all = [...closure.seeds, ...closure.dependencies, ...closure.importers, ...closure.tests];
    const expected: string[] = [];
    for (const cf of all) {
      if (shown.has(cf.path)) continue;
      pageFaults.push(fault(cf.path));
      if (cf.role === 'seed' || (cf.role === 'dependency' && cf.hop <= 1)) expected.push(cf.path);
    }
    for (const f of files) {
      const rec = index.files[index.fileId(f.path)!]!;
      for (const d of rec.dynamic) warnings.push({ kind: d.kind, path: f.path, line: d.line, detail: d.detail });
    }
    const keptIds = new Set(files.map((f) => index.fileId(f.path)));
    for (const u of index.unresolved) {
      if (keptIds.has(u.from)) {
        const from = index.files[u.from]!.path;
        warnings.push({ kind: 'unresolved-import', path: from, line: u.line, detail: `${u.specifier}: ${unreadableImport(abs, from, u.reason) ?? u.reason}` });
      }
    }
    if (closure.importersDropped) {
      warnings.push({ kind: 'importers-capped', path: '', line: 0, detail: `${closure.importersDropped} importer(s) beyond the fan-out cap of ${o.importersFanout} per file were not considered (raise --importers-fanout)` });
    }
    const repoTokens = index.files.reduce((n, f) => n + f.tokens, 0);
    const taskTokens = files.reduce((n, f) => n + f.tokens, 0);
    const resolved = budget.tokens === Infinity ? taskTokens : budget.tokens;
    const m: SliceManifest = {
      version: 1,
      operator: operatorId(),
      repo: abs,
      scanned: { files: index.files.length, tokens: repoTokens },
      cache: 'miss',
      budget: { requested: budget.requested, resolved, fits: plan.fits, note: `${budget.note} | ${plan.note}`, rung: plan.rung },
      seeds,
      files,
      excluded: { files: index.files.length - files.length, tokens: Math.max(0, repoTokens - taskTokens) },
      warnings,
      page_faults: pageFaults,
      tokens: { repo: repoTokens, task_state: taskTokens, rate: repoTokens ? Math.round((1 - taskTokens / repoTokens) * 10000) / 10000 : 0 },
      timing_ms: { total: 0 },
      sufficiency: { expected_page_faults: expected },
      symbols,
    };
    const skeletons = new Map<string, { text: string }>();
    for (const f of plan.files) if (f.tier === 'skeleton' && f.skeleton !== undefined) skeletons.set(f.cf.path, { text: f.skeleton });
    return { m, skeletons };
  };
  let { m, skeletons } = await planned(budget.tokens);
  // Asked as `context`, the rendering must fit the budget too: its headers, seed lines and recovery markers come off
  // the files' share, measured on the rendering itself and planned again (fewer ranges, fewer headers) until it fits.
  if (o.format === 'context' && budget.tokens !== Infinity) {
    const read = (p: string): string => { const ft = text(p); if (!ft) throw Object.assign(new Error('unreadable'), { code: 'EACCES' }); return ft.text; };
    const rendered = (): number => estimateTokens(contextText(m, read, skeletons));
    const target = budget.tokens - CONTEXT_MARGIN;
    let planBudget = budget.tokens;
    let out = rendered();
    let last: [number, number] | undefined; // the plan budget and rendering before this one
    for (let tries = 0; out > budget.tokens && planBudget > 0 && tries < CONTEXT_REPLANS; tries++) {
      // The rendering is about fixed lines (header, seeds) plus a share per token of files (each range's header and
      // markers): first in proportion, then along the line through the last two plans (secant), always lower.
      const slope = last && last[0] !== planBudget ? (last[1] - out) / (last[0] - planBudget) : 0;
      const next = !last ? (planBudget * target) / out : slope > 0 ? planBudget - (out - target) / slope : planBudget - (out - target);
      last = [planBudget, out];
      planBudget = Math.max(0, Math.min(planBudget - 1, Math.floor(next)));
      ({ m, skeletons } = await planned(planBudget));
      // Said in the header line it measures (a note of the same length on a later request served from the cache).
      m.budget.note += ` | context: files within ${planBudget} tokens, the rest for the headers and recovery markers`;
      out = rendered();
    }
    // Asked as `context`, the slice fits when its rendering does (a plan within a lowered share keeps its first
    // file even when that alone exceeds the share).
    m.budget.fits = out <= budget.tokens;
    if (!m.budget.fits) {
      m.budget.note += ` | does not fit: the context rendering exceeds the budget even so (${out}+ tokens)`;
    }
  }
  t = lap('plan', t);
  phase('slice: manifest');
  m.timing_ms = { total: Math.round(nowMs() - t0), ...timing };
  return m;
}

/**
 * Returns a weight function computed on its first call (the runtime weights walk the import graph, and only a
 * symptom matched against literals asks for them).
 */
function lazyWeight(make: () => ((path: string) => number) | undefined): (path: string) => number {
  let w: ((path: string) => number) | undefined;
  let made = false;
  return (path) => {
    if (!made) { w = make(); made = true; }
    return w ? w(path) : 1;
  };
}

/** Seeds at least this sure count as evidence that a symptom belongs to the repository. */
const SURE = 0.7;

/**
 * Returns a `foreign-symptom` warning when the symptom's frames name files and none of them lies in the repository
 * (or in the packages joined to it), and no seed is sure: the symptom most likely comes from another project, and the
 * seeds are guesses on weak matches (a `division by zero` literal in some test file). `ck slice` exits 3 then.
 */
function foreignSymptom(symptom: ParsedSymptom, resolver: PathResolver, seeds: readonly ManifestSeed[]): ManifestWarning | undefined {
  const frames = symptom.frames.filter((f) => !f.internal && f.format !== 'path' && !f.path.startsWith('<'));
  if (!frames.length || seeds.some((s) => (s.raw_confidence ?? s.confidence) >= SURE)) return undefined;
  if (frames.some((f) => resolver.resolve(f.path, f.qualifiedClass).kind !== 'none')) return undefined;
  const paths = [...new Set(frames.map((f) => f.path))];
  return { kind: 'foreign-symptom', path: paths[0]!, line: 0, detail: `none of the symptom's ${frames.length} frame(s) lies in this repository or its installed packages (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}), and nothing else points here with confidence: the symptom seems to come from another project; ${seeds.length ? `the ${seeds.length} seed(s) are weak guesses` : 'no seed'}` };
}

export type { RepoIndex };
