/**
 * Compile pass 6, the manifest: the entries of the target and of each file assembly chose (whole or per-symbol
 * skeletons), page faults for everything else, the token report, reference coverage, the ranked warnings and the
 * budget note.
 */
import type { RepoIndex } from '../repo/index.js';
import type { Def } from '../repo/types.js';
import { catCommand } from '../manifest/commands.js';
import { recordAtLevel } from '../skeleton/index.js';
import type { SkeletonLevel } from '../skeleton/levels.js';
import type { ResolvedBudget } from '../slice/budget.js';
import { estimateTokens } from '../tokens.js';
import type { FileAnalyses } from './analyses.js';
import type { Fit } from './fit.js';
import { compileOperatorId } from './operator.js';
import { referenceCoverage } from './references.js';
import type { Reached } from './resolve.js';
import type { CompileFile, CompileManifest, CompileWarning, PageFault } from './types.js';
import { rankWarnings } from './warnings.js';

/** What the manifest is built from. */
export interface ManifestInputs {
  index: RepoIndex;
  targetId: number;
  reached: ReadonlyMap<number, Reached>;
  analyses: FileAnalyses;
  fit: Fit;
  warnings: readonly CompileWarning[];
  budget: ResolvedBudget;
  opts: { maxHops: number; level: SkeletonLevel; maxWarnings: number };
  timing: Record<string, number>;
}

/** Returns the compile manifest of a finished compile. */
export function buildManifest(m: ManifestInputs): CompileManifest {
  const { index, targetId, reached, analyses, fit, budget, opts } = m;
  const { asm, targetRec } = fit;
  const targetPath = index.files[targetId].path;
  const targetTokens = index.files[targetId].tokens;
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
    const { rec, tokens } = how === 'whole' ? analyses.levelOf(f.path, opts.level) : { rec: fit.levelFor(id, how), tokens: 0 };
    const entry: CompileFile = {
      path: f.path, role: 'dependency', hop: r.hop, via: index.files[r.via].path, tier: 'skeleton', ranges: [],
      tokens, reached_by: r.by, level: opts.level, elided: (rec?.elided ?? []).map((e) => [e.start, e.end] as [number, number]),
    };
    if (how !== 'whole') {
      entry.ranges = how.map((d) => [d.start, d.end] as [number, number]);
      entry.symbols = how.map((d) => d.name);
      entry.tokens = estimateTokens(fit.excerptOf(id, how));
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
  const coverage = referenceCoverage(fit.refs, { whole, defs: someDefs });
  const rankOf = new Map<string, number>([[targetPath, -1]]);
  asm.order.forEach((id, i) => rankOf.set(index.files[id].path, i));
  const ranked = rankWarnings(m.warnings, (p) => rankOf.get(p) ?? asm.order.length, opts.maxWarnings);
  const fits = asm.fits && compiled <= budget.tokens;
  const over = dropped.length ? `; ${dropped.length} reached file(s) excluded, least used first (${dropped.slice(-3).join(', ')}${dropped.length > 3 ? ', …' : ''})` : '';
  const partial = kept.filter((f) => f.symbols).length;
  const note = !fits
    ? `does not fit: even the target's ${asm.targetTier === 'full' ? 'full text' : `${asm.targetTier} skeleton`} (${asm.targetTokens} tokens) exceeds the budget of ${budget.tokens}`
    : `fits: target ${asm.targetTier === 'full' ? 'in full' : `as its ${asm.targetTier} skeleton (too large in full: ${targetTokens} tokens)`}, ${kept.length - partial} whole skeleton(s), ${partial} per-symbol skeleton(s)${over}; reference coverage ${(coverage.rate * 100).toFixed(1)}% (${coverage.covered}/${coverage.references}) — ${budget.note}`;
  return {
    version: 1,
    operator: compileOperatorId(),
    repo: index.root,
    scanned: { files: sources.length, tokens: repoTokens },
    cache: analyses.stats.parsed === 0 ? 'hit' : 'miss',
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
    timing_ms: m.timing as CompileManifest['timing_ms'],
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
}
