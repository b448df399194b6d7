/**
 * Context-compiler mode: the target file in full (tier 1); the files it reaches through imports, plus the files
 * defining names it calls that its imports do not explain, breadth-first up to `maxHops`, as interface skeletons
 * (tier 2); everything else excluded (tier 3) — with warnings, each at a file and line, where static analysis
 * stops (dynamic dispatch/imports, event registration, name collisions).
 *
 * ```ts
 * const m = await compileContext('examples/compile-demo', 'app/views.py', { maxHops: 2 });
 * console.log(m.compile.report, m.warnings);
 * ```
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { buildIndex, type RepoIndex } from '../repo/index.js';
import { whyNotIndexed } from '../repo/unindexed.js';
import { ImportGraph } from '../graph/index.js';
import { analyzeMany, type BatchItem } from '../parse/batch.js';
import { estimateTokens } from '../tokens.js';
import { catCommand } from '../manifest/commands.js';
import type { FileFacts } from './facts.js';
import { resolveCompileOptions } from './options.js';
import { operatorId } from './operator.js';
import type { CompileFile, CompileManifest, CompileOptions, CompileWarning, PageFault, ResolvedCompileOptions } from './types.js';
import { nowMs } from '../clock.js';
import type { Def } from '../repo/types.js';
import { resolveBudget } from '../slice/budget.js';
import { recordAtLevel, type LevelRecord } from '../skeleton/index.js';
import { symbolExcerpt } from '../skeleton/excerpt.js';
import { targetReferences, referenceCoverage } from './references.js';
import { assemble, type Candidate } from './assemble.js';
import { skeletonTokensAtLeast } from './bound.js';
import { rankWarnings } from './warnings.js';
import { compileKey, indexFingerprint, readCompileCache, writeCompileCache } from './cache.js';

export type { CompileManifest, CompileOptions, CompileFile, CompileWarning } from './types.js';
import { CompileInputError } from '../errors.js';
export { COMPILE_EVENT_NAMES, resolveCompileOptions } from './options.js';
export { renderCompileText, renderCompileContext } from './render.js';

/** Thrown for a bad repository or target (a UsageError: the CLI turns it into a one-line error and exit 2). */
export { CompileInputError };

/** Returns the repo-relative `/` path of `target` in `index`, or throws a CompileInputError saying why not. */
function resolveTarget(index: RepoIndex, target: string): string {
  const root = realpathSync(index.root);
  const tries: string[] = [];
  const rel = (abs: string): string => {
    let real = abs;
    try { real = realpathSync(abs); } catch { /* missing: lexical */ }
    return relative(root, real).split(sep).join('/');
  };
  if (isAbsolute(target)) tries.push(rel(target));
  else {
    tries.push(target.replace(/\\/g, '/').replace(/^(\.\/)+/, ''));
    tries.push(rel(resolve(target)));
  }
  for (const t of tries) if (t && !t.startsWith('..') && index.fileId(t) !== undefined) return t;
  const why = whyNotIndexed(index.root, target);
  throw new CompileInputError(`compile: target '${target}' ${why}${/^(does not exist|is not indexed|cannot be read)/.test(why) ? ` in ${index.root}` : ''}`);
}

interface Reached { hop: number; via: number; by: string }

function lastPart(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? name : name.slice(i + 1);
}

/** Returns true when `name` (dotted) is an event-registration name of `events`. */
function isEventName(name: string, events: ReadonlySet<string>): boolean {
  return events.has(name) || events.has(lastPart(name));
}

/**
 * Returns the compile manifest for `target` in the repository at `root` (same schema as a slice manifest, plus a
 * `compile` section with tiers and the token report). Rejects with a CompileInputError when the root or target is
 * unusable; files that cannot be parsed carry `parse-error` warnings and the run goes on.
 */
export async function compileContext(root: string, target: string, options: CompileOptions = {}): Promise<CompileManifest> {
  const opts = resolveCompileOptions(options);
  const t0 = nowMs();
  const timing: Record<string, number> = {};
  let lap = t0;
  const mark = (phase: string): void => { const now = nowMs(); timing[phase] = Math.round((now - lap) * 100) / 100; lap = now; };

  let index: RepoIndex;
  try {
    index = await buildIndex(root, { noCache: opts.noCache });
  } catch (err) {
    throw new CompileInputError(`compile: ${(err as Error).message}`);
  }
  mark('index');
  const targetPath = resolveTarget(index, target);
  const targetId = index.fileId(targetPath)!;
  const budget = resolveBudget(opts.budget, { sessionId: opts.sessionId, transcriptPath: opts.transcriptPath });
  // A repeated compile of an unchanged repository with the same options reads its manifest back (default cache only:
  // a caller-chosen parse cache directory asks for the parse path).
  const useCache = opts.cacheDir === undefined;
  const key = useCache ? compileKey({
    op: operatorId(), fp: indexFingerprint(index), target: targetPath, hops: opts.maxHops, level: opts.level,
    budget: [budget.requested, budget.tokens, budget.note], warn: opts.maxWarnings, events: opts.eventDecorators, fan: opts.maxNameFanout,
  }) : '';
  if (useCache && !opts.noCache) {
    const hit = readCompileCache(key);
    if (hit) {
      hit.cache = 'hit';
      hit.timing_ms = { ...timing, total: Math.round((nowMs() - t0) * 100) / 100 } as CompileManifest['timing_ms'];
      return hit;
    }
  }
  const graph = ImportGraph.fromIndex(index);
  mark('graph');

  // The repo-wide symbol map: bare name → files defining it (functions/classes; methods apart).
  // Ids ascend in each list (files are visited in id order, each id pushed once per name).
  const fnMap = new Map<string, number[]>();
  const methodMap = new Map<string, number[]>();
  index.files.forEach((f, id) => {
    for (const d of f.defs) {
      const map = d.kind === 'method' ? methodMap : d.kind === 'function' || d.kind === 'class' ? fnMap : undefined;
      if (!map) continue;
      const n = lastPart(d.name);
      const list = map.get(n);
      if (!list) map.set(n, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
  });

  const warnings: CompileWarning[] = [];
  const stats = { hits: 0, parsed: 0 };
  const hashes = new Map<string, string>();
  for (const f of index.files) if (f.lang !== 'other') hashes.set(f.path, f.hash);
  const batch = { cacheDir: opts.noCache ? false as const : opts.cacheDir, stats, hashes };
  // One parse per file gives both its facts (calls, names, dynamic sites) and its skeleton (cached for pass 2).
  const factsOf = new Map<number, FileFacts | undefined>();
  const loadFacts = async (ids: number[]): Promise<void> => {
    const need = ids.filter((id) => !factsOf.has(id));
    if (!need.length) return;
    const items = await analyzeMany('facts', index.root, need.map((id) => index.files[id].path), { ...batch, alsoSkeleton: true });
    for (const id of need) {
      const item = items.get(index.files[id].path)!;
      factsOf.set(id, item.record);
      for (const w of item.warnings) warnings.push(w);
      if (item.record?.errorLine) warnings.push({ kind: 'parse-error', path: index.files[id].path, line: item.record.errorLine, detail: 'syntax error: calls, names and bodies near it may be missed or kept verbatim' });
    }
  };

  // Pass 1: breadth-first resolution over imports and unexplained called names.
  const reached = new Map<number, Reached>([[targetId, { hop: 0, via: targetId, by: 'target' }]]);
  // Collisions are reported once per name (at its first call site), not once per call.
  const collisions = new Map<string, { path: string; line: number; shown: string; files: Set<number>; callers: Set<number> }>();
  const skipped = new Map<string, { files: number; path: string; line: number; callers: Set<number> }>();
  let frontier = [targetId];
  for (let hop = 1; hop <= opts.maxHops && frontier.length; hop++) {
    await loadFacts(frontier);
    const next: number[] = [];
    const add = (id: number, via: number, by: string): void => {
      if (reached.has(id)) return;
      reached.set(id, { hop, via, by });
      next.push(id);
    };
    for (const f of [...frontier].sort((a, b) => a - b)) {
      for (const d of graph.neighbours(f)) add(d, f, 'import');
      const facts = factsOf.get(f);
      if (!facts) continue;
      const bound = new Set(facts.bound);
      const imported = new Set(facts.imported);
      for (let ci = 0; ci < facts.callLines.length; ci++) {
        const call = { recv: facts.callNames[2 * ci], name: facts.callNames[2 * ci + 1], line: facts.callLines[ci] };
        let cands: number[] | undefined;
        if (call.recv === '') {
          if (bound.has(call.name)) continue; // a module name or an import explains it
          cands = fnMap.get(call.name);
        } else {
          if (imported.has(call.recv)) continue; // `module.fn()`: the import edge explains it
          cands = methodMap.get(call.name);
        }
        if (!cands) continue;
        const count = cands.length - (cands.includes(f) ? 1 : 0);
        if (count === 0) continue;
        if (count > opts.maxNameFanout) {
          const k = skipped.get(call.name);
          if (k) k.callers.add(f);
          else skipped.set(call.name, { files: count, path: index.files[f].path, line: call.line, callers: new Set([f]) });
          continue;
        }
        const others = cands.filter((c) => c !== f);
        for (const c of others) add(c, f, `name:${call.name}`);
        if (others.length > 1) {
          const k = collisions.get(call.name);
          if (k) { k.callers.add(f); for (const c of others) k.files.add(c); }
          else collisions.set(call.name, { path: index.files[f].path, line: call.line, shown: `${call.recv ? `${call.recv}.` : ''}${call.name}()`, files: new Set(others), callers: new Set([f]) });
        }
      }
    }
    frontier = next;
  }
  for (const [name, k] of collisions) {
    const files = [...k.files].sort((a, b) => a - b).map((c) => index.files[c].path);
    const more = k.callers.size > 1 ? ` (called in ${k.callers.size} files)` : '';
    warnings.push({ kind: 'name-collision', path: k.path, line: k.line, detail: `'${name}' (called as ${k.shown})${more} is defined in ${files.length} files: ${files.join(', ')} — all included; a type-aware resolver could drop some` });
  }
  if (skipped.size) {
    const list = [...skipped].sort((a, b) => b[1].files - a[1].files || (a[0] < b[0] ? -1 : 1));
    const first = [...skipped.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line))[0];
    warnings.push({ kind: 'name-collision', path: first.path, line: first.line, detail: `${list.length} called name(s) are defined in more than ${opts.maxNameFanout} files and were not followed (raise maxNameFanout to follow them): ${list.slice(0, 12).map(([n, k]) => `${n} (${k.files} files)`).join(', ')}${list.length > 12 ? ', …' : ''}` });
  }
  mark('resolve');

  // Pass 2: what the target references; the facts and skeletons of the files resolution read (hops below
  // maxHops, already parsed), of the target and of the files it references. Files at the last hop are parsed only
  // when assembly might have room for them (./bound.ts rules out the rest from the index alone).
  const reachedIds = [...reached.keys()].sort((a, b) => a - b);
  await loadFacts([targetId]);
  const refs = targetReferences(index, targetId, factsOf.get(targetId), graph.neighbours(targetId), opts.maxNameFanout);
  const referencedIds = new Set(refs.flatMap((r) => r.defs.map((d) => d.id)));
  const eager = reachedIds.filter((id) => id === targetId || reached.get(id)!.hop < opts.maxHops || referencedIds.has(id));
  await loadFacts(eager);
  const tier2 = reachedIds.filter((id) => id !== targetId);
  const sk = new Map<string, BatchItem<'skeleton'>>();
  const loadSkeletons = async (ids: number[]): Promise<void> => {
    const paths = ids.map((id) => index.files[id].path).filter((p) => !sk.has(p));
    if (paths.length) for (const [p, item] of await analyzeMany('skeleton', index.root, paths, batch)) sk.set(p, item);
  };
  await loadSkeletons(eager);
  mark('skeletons');

  // Pass 3: assembly under the budget, ranked by use.
  const levelOf = (path: string): { rec?: LevelRecord; tokens: number } => {
    const item = sk.get(path)!;
    const rec = item.record ? recordAtLevel(item.record, opts.level) : undefined;
    return { rec, tokens: rec ? rec.tokensAfter : estimateTokens(item.text) };
  };
  const excerpts = new Map<number, { defs: Def[]; text: string }>(); // assembly asks once per file, the manifest again
  const excerptOf = (id: number, defs: Def[]): string => {
    const hit = excerpts.get(id);
    if (hit && hit.defs === defs) return hit.text;
    const rec = levelOf(index.files[id].path).rec;
    const text = rec ? symbolExcerpt(rec, defs, index.files[id].defs, index.files[id].lang === 'python') : '';
    excerpts.set(id, { defs, text });
    return text;
  };
  const candidates: Candidate[] = tier2.map((id) => ({
    id, path: index.files[id].path, hop: reached.get(id)!.hop, fanIn: graph.neighbours(id, true).length,
    skeletonTokens: sk.has(index.files[id].path) ? levelOf(index.files[id].path).tokens : undefined,
    minSkeletonTokens: skeletonTokensAtLeast(index.files[id].defs),
    symbolTokens: (defs) => estimateTokens(excerptOf(id, defs)),
  }));
  const targetTokens = index.files[targetId].tokens;
  const targetRec = sk.get(targetPath)?.record;
  const targetCosts = {
    full: targetTokens,
    summary: targetRec ? targetRec.levels.summary.tokensAfter : targetTokens,
    signatures: targetRec ? targetRec.levels.signatures.tokensAfter : targetTokens,
  };
  let asm = assemble(targetCosts, opts.level, candidates, refs, budget.tokens);
  while (asm.need) {
    // One parse (facts and skeleton) per file assembly needs the size of; then assemble again.
    await loadFacts(asm.need);
    await loadSkeletons(asm.need);
    for (const c of candidates) if (c.skeletonTokens === undefined && sk.has(c.path)) c.skeletonTokens = levelOf(c.path).tokens;
    asm = assemble(targetCosts, opts.level, candidates, refs, budget.tokens);
  }
  mark('assemble');

  // Warnings where static analysis stops: in the files resolution read and in every file the context shows.
  const eagerSet = new Set(eager);
  const warnIds = reachedIds.filter((id) => eagerSet.has(id) || asm.chosen.has(id));
  const events = new Set(opts.eventDecorators);
  for (const id of warnIds) {
    const facts = factsOf.get(id);
    if (!facts) continue;
    const path = index.files[id].path;
    const py = index.files[id].lang === 'python';
    for (const d of facts.dynamic) warnings.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: its targets are invisible to static analysis and may be missing from tier 2` });
    const decorated = new Set<string>();
    for (const d of facts.decorators) {
      if (!isEventName(d.name, events)) continue;
      decorated.add(`${d.line}:${lastPart(d.name)}`);
      warnings.push({ kind: 'event-registration', path, line: d.line, detail: `@${d.name}: registered handler runs at run time without a static call; its callers are not in the context` });
    }
    const modules = new Set(facts.modules ?? []);
    const sites = facts.sites;
    for (let i = 0; i < sites.length; i += 3) {
      const c = { recv: facts.callNames[2 * sites[i]], name: facts.callNames[2 * sites[i] + 1] };
      const line = sites[i + 1];
      const nargs = sites[i + 2];
      // `sqlite3.connect(path)` calls a module function; `@app.route(...)` was reported as a decorator.
      if (!isEventName(c.name, events) || modules.has(c.recv) || decorated.has(`${line}:${c.name}`)) continue;
      if (py ? nargs >= 1 : nargs >= 2) {
        warnings.push({ kind: 'event-registration', path, line, detail: `${c.recv}.${c.name}(…) registers a handler: the event's other handlers and emitters are not followed` });
      }
    }
  }
  mark('warnings');

  const sources = index.files.filter((f) => f.lang !== 'other');
  const repoTokens = sources.reduce((s, f) => s + f.tokens, 0);
  const targetEntry: CompileFile = {
    path: targetPath, role: 'seed', hop: 0, via: targetPath, tier: asm.targetTier === 'full' ? 'full' : 'skeleton', ranges: [],
    tokens: asm.targetTokens, reached_by: 'target', level: asm.targetTier === 'full' ? undefined : asm.targetTier,
    elided: asm.targetTier === 'full' || !targetRec ? [] : recordAtLevel(targetRec, asm.targetTier).elided.map((e) => [e.start, e.end] as [number, number]),
  };
  const kept: CompileFile[] = [];
  for (const id of asm.order) {
    const how = asm.chosen.get(id);
    if (!how) continue;
    const f = index.files[id];
    const r = reached.get(id)!;
    const { rec, tokens } = levelOf(f.path);
    const entry: CompileFile = {
      path: f.path, role: 'dependency', hop: r.hop, via: index.files[r.via].path, tier: 'skeleton', ranges: [],
      tokens, reached_by: r.by, level: opts.level, elided: (rec?.elided ?? []).map((e) => [e.start, e.end] as [number, number]),
    };
    if (how !== 'whole') {
      entry.ranges = how.map((d) => [d.start, d.end] as [number, number]);
      entry.symbols = how.map((d) => d.name);
      entry.tokens = estimateTokens(excerptOf(id, how));
      entry.elided = entry.elided.filter(([a, b]) => how.some((d) => a >= d.start && b <= d.end));
    }
    kept.push(entry);
  }
  kept.sort((a, b) => a.hop - b.hop || (a.path < b.path ? -1 : 1));
  const files: CompileFile[] = [targetEntry, ...kept];
  const dropped = asm.dropped.map((id) => index.files[id].path);
  const shownPaths = new Set(files.map((f) => f.path));
  const pageFaults: PageFault[] = [];
  for (const f of files) if (f.tier === 'skeleton') pageFaults.push({ path: f.path, command: catCommand(f.path, index.root) });
  let excludedTokens = 0;
  let excludedFiles = 0;
  for (const f of sources) {
    if (shownPaths.has(f.path)) continue;
    excludedFiles++;
    excludedTokens += f.tokens;
    pageFaults.push({ path: f.path, command: catCommand(f.path, index.root) });
  }
  const compiled = files.reduce((s, f) => s + f.tokens, 0);
  const whole = new Set<number>([targetId]);
  const someDefs = new Map<number, Set<Def>>();
  for (const [id, how] of asm.chosen) if (how === 'whole') whole.add(id); else someDefs.set(id, new Set(how));
  const coverage = referenceCoverage(refs, { whole, defs: someDefs });
  const rankOf = new Map<string, number>([[targetPath, -1]]);
  asm.order.forEach((id, i) => rankOf.set(index.files[id].path, i));
  const ranked = rankWarnings(warnings, (p) => rankOf.get(p) ?? asm.order.length, opts.maxWarnings);
  const fits = asm.fits && compiled <= budget.tokens;
  const over = dropped.length ? `; ${dropped.length} reached file(s) excluded, least used first (${dropped.slice(-3).join(', ')}${dropped.length > 3 ? ', …' : ''})` : '';
  const partial = kept.filter((f) => f.symbols).length;
  const note = !fits
    ? `does not fit: even the target's ${asm.targetTier === 'full' ? 'full text' : `${asm.targetTier} skeleton`} (${asm.targetTokens} tokens) exceeds the budget of ${budget.tokens}`
    : `fits: target ${asm.targetTier === 'full' ? 'in full' : `as its ${asm.targetTier} skeleton (too large in full: ${targetTokens} tokens)`}, ${kept.length - partial} whole skeleton(s), ${partial} per-symbol skeleton(s)${over}; reference coverage ${(coverage.rate * 100).toFixed(1)}% (${coverage.covered}/${coverage.references}) — ${budget.note}`;
  timing.total = Math.round((nowMs() - t0) * 100) / 100;
  graph.delete();
  const manifest: CompileManifest = {
    version: 1,
    operator: operatorId(),
    repo: index.root,
    scanned: { files: sources.length, tokens: repoTokens },
    cache: stats.parsed === 0 ? 'hit' : 'miss',
    budget: {
      requested: budget.requested,
      resolved: budget.tokens === Infinity ? 0 : budget.tokens,
      fits,
      note,
    },
    seeds: [{ path: targetPath, line: 0, why: 'explicit', detail: 'compile target' }],
    files,
    excluded: { files: excludedFiles, tokens: excludedTokens },
    warnings: ranked.shown,
    page_faults: pageFaults,
    tokens: { repo: repoTokens, task_state: compiled, rate: repoTokens ? Math.round((compiled / repoTokens) * 10000) / 10000 : 0 },
    timing_ms: timing as CompileManifest['timing_ms'],
    compile: {
      target: targetPath,
      max_hops: opts.maxHops,
      level: opts.level,
      target_tier: asm.targetTier,
      tiers: { full: asm.targetTier === 'full' ? 1 : 0, skeleton: kept.length - partial + (asm.targetTier === 'full' ? 0 : 1), symbols: partial, excluded: excludedFiles },
      report: { naive_tokens: repoTokens, compiled_tokens: compiled, reduction: repoTokens ? Math.round((1 - compiled / repoTokens) * 10000) / 10000 : 0 },
      coverage,
      warning_counts: ranked.counts,
      dropped_for_budget: dropped,
    },
  };
  if (useCache) writeCompileCache(key, manifest);
  return manifest;
}

export type { ResolvedCompileOptions };
export { compileDemo, compileDemoRoot } from './demo.js';
