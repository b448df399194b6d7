/**
 * Context-compiler mode: the target file in full (tier 1); the files it reaches through imports, plus the files
 * defining names it calls that its imports do not explain, breadth-first up to `maxHops`, as interface skeletons
 * (tier 2); everything else excluded (tier 3) — with warnings, each at a file and line, where static analysis
 * stops (dynamic dispatch/imports, event registration, name collisions).
 *
 * The passes, in order (each in its own module): inputs (./target.ts), symbol map (./symbol-map.ts), name
 * resolution (./resolve.ts), references and skeletons under the budget (./fit.ts with ./references.ts and
 * ./assemble.ts), site warnings (./site-warnings.ts), manifest (./manifest.ts); the manifest cache (./cache.ts)
 * answers a repeated compile before the passes run.
 *
 * ```ts
 * const m = await compileContext('examples/compile-demo', 'app/views.py', { maxHops: 2 });
 * console.log(m.compile.report, m.warnings);
 * ```
 */
import { ImportGraph } from '../graph/index.js';
import { nowMs } from '../clock.js';
import { resolveBudget } from '../slice/budget.js';
import { resolveCompileOptions } from './options.js';
import { compileOperatorId } from './operator.js';
import type { CompileManifest, CompileOptions, CompileWarning, ResolvedCompileOptions } from './types.js';
import { loadCompileIndex, resolveTarget } from './target.js';
import { buildSymbolMap, type SymbolMap } from './symbol-map.js';
import { FileAnalyses } from './analyses.js';
import { resolveReach, type Reached } from './resolve.js';
import { fitToBudget, type Fit } from './fit.js';
import { needsDeeperResolution, surelyDeeper } from './deepen.js';
import { indexSiteWarnings, siteWarnings } from './site-warnings.js';
import { buildManifest } from './manifest.js';
import { compileKey, indexFingerprint, readCompileCache, writeCompileCache } from './cache.js';

export type { CompileManifest, CompileOptions, CompileFile, CompileWarning } from './types.js';
export { COMPILE_EVENT_NAMES, resolveCompileOptions } from './options.js';
export { renderCompileText, renderCompileContext } from './render.js';

/** Thrown for a bad repository or target (a UsageError: the CLI turns it into a one-line error and exit 2). */
export { CompileInputError } from './target.js';

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

  const index = await loadCompileIndex(root, opts.noCache);
  mark('index');
  const targetPath = resolveTarget(index, target);
  const targetId = index.fileId(targetPath)!;
  const budget = resolveBudget(opts.budget, { sessionId: opts.sessionId, transcriptPath: opts.transcriptPath });
  // A repeated compile of an unchanged repository with the same options reads its manifest back (default cache only:
  // a caller-chosen parse cache directory asks for the parse path).
  const useCache = opts.cacheDir === undefined;
  const key = useCache ? compileKey({
    op: compileOperatorId(), fp: indexFingerprint(index), target: targetPath, hops: opts.maxHops, level: opts.level,
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
  try {
    mark('graph');
    let allSymbols: SymbolMap | undefined;
    const cacheDir = opts.noCache ? false : opts.cacheDir;
    const passes = async (lazy: boolean): Promise<{ lazy: boolean; warnings: CompileWarning[]; analyses: FileAnalyses; reached: Map<number, Reached>; fit: Fit }> => {
      const warnings: CompileWarning[] = [];
      const analyses = new FileAnalyses(index, warnings, cacheDir);
      let symbols: SymbolMap;
      if (lazy) {
        // Names are followed from the target only: the symbol map needs just the names it calls.
        await analyses.loadFacts([targetId]);
        const called = new Set<string>();
        const facts = analyses.facts.get(targetId);
        if (facts) for (let i = 1; i < facts.callNames.length; i += 2) called.add(facts.callNames[i]);
        symbols = buildSymbolMap(index, called);
      } else symbols = allSymbols ??= buildSymbolMap(index);
      const reached = await resolveReach(index, graph, symbols, analyses, targetId, { ...opts, nameHops: lazy ? 1 : opts.maxHops }, warnings);
      if (lazy && surelyDeeper(index, reached, budget.tokens)) {
        const full = await passes(false);
        full.analyses.stats.parsed += analyses.stats.parsed;
        return full;
      }
      mark('resolve');
      const fit = await fitToBudget(index, graph, analyses, targetId, reached, { ...opts, cacheDir }, budget.tokens, mark, lazy);
      mark('assemble');
      return { lazy, warnings, analyses, reached, fit };
    };
    // Under a budget, names are first followed from the target only (./deepen.ts): the files they would add past
    // the first hop rank last and rarely fit. Resolution goes the whole way when they might.
    let run = await passes(budget.tokens !== Infinity && opts.maxHops >= 2);
    if (run.lazy && needsDeeperResolution(run.fit, budget.tokens)) {
      const parsed = run.analyses.stats.parsed;
      run = await passes(false);
      run.analyses.stats.parsed += parsed;
    }
    const { warnings, analyses, reached, fit } = run;
    // Warnings where static analysis stops: in the files resolution read and in every file the context shows; for
    // a file names were not followed from (or shown unparsed), the index's dynamic sites.
    const eagerSet = new Set(fit.eager);
    const events = new Set(opts.eventDecorators);
    const reachedIds = [...reached.keys()].sort((a, b) => a - b);
    const warnIds = reachedIds.filter((id) => eagerSet.has(id) || fit.asm.chosen.has(id));
    siteWarnings(index, warnIds, analyses.facts, events, warnings);
    if (run.lazy) indexSiteWarnings(index, reachedIds.filter((id) => !analyses.facts.get(id) && (reached.get(id)!.hop < opts.maxHops || fit.asm.chosen.has(id))), events, warnings);
    mark('warnings');
    timing.total = Math.round((nowMs() - t0) * 100) / 100;
    const manifest = buildManifest({ index, targetId, reached, analyses, fit, warnings, budget, opts, timing });
    if (useCache) writeCompileCache(key, manifest);
    return manifest;
  } finally {
    graph.delete();
  }
}

export type { ResolvedCompileOptions };
export { compileDemo, compileDemoRoot } from './demo.js';
