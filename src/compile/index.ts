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
import { operatorId } from './operator.js';
import type { CompileManifest, CompileOptions, CompileWarning, ResolvedCompileOptions } from './types.js';
import { loadIndex, resolveTarget } from './target.js';
import { buildSymbolMap } from './symbol-map.js';
import { FileAnalyses } from './analyses.js';
import { resolveReach } from './resolve.js';
import { fitToBudget } from './fit.js';
import { siteWarnings } from './site-warnings.js';
import { buildManifest } from './manifest.js';
import { compileKey, indexFingerprint, readCompileCache, writeCompileCache } from './cache.js';

export type { CompileManifest, CompileOptions, CompileFile, CompileWarning } from './types.js';
export { DEFAULT_EVENT_DECORATORS, resolveCompileOptions } from './options.js';
export { renderCompileText, renderCompileContext } from './render.js';
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

  const index = await loadIndex(root, opts.noCache);
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
  try {
    mark('graph');
    const symbols = buildSymbolMap(index);
    const warnings: CompileWarning[] = [];
    const analyses = new FileAnalyses(index, warnings, opts.noCache ? false : opts.cacheDir);
    const reached = await resolveReach(index, graph, symbols, analyses, targetId, opts, warnings);
    mark('resolve');
    const fit = await fitToBudget(index, graph, analyses, targetId, reached, opts, budget.tokens, mark);
    mark('assemble');
    // Warnings where static analysis stops: in the files resolution read and in every file the context shows.
    const eagerSet = new Set(fit.eager);
    const warnIds = [...reached.keys()].sort((a, b) => a - b).filter((id) => eagerSet.has(id) || fit.asm.chosen.has(id));
    siteWarnings(index, warnIds, analyses.facts, new Set(opts.eventDecorators), warnings);
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
