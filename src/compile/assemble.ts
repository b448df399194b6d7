/**
 * Assembly of a compiled context under a token budget.
 *
 * Order of what gets the budget:
 *   1. the target, at the richest form that leaves room for the signatures it references: in full, else its own
 *      skeleton (summary, then signatures). When even the leanest form exceeds the budget the result does not fit.
 *   2. per-symbol skeletons: for each file holding definitions the target references, just those definitions
 *      (best-ranked file first) — what reference coverage counts;
 *   3. whole-file skeletons, replacing per-symbol ones, best-ranked first: referenced files by how much the target
 *      uses them (references resolving there), then hop distance, then fan-in; then the other reached files.
 * Everything that does not fit is excluded and listed; its page fault prints it. A candidate whose skeleton size is
 * not known yet (not parsed) is skipped when its lower bound cannot fit; otherwise assembly stops and returns `need`,
 * and the caller parses those files and assembles again (same result as with every size known up front). With
 * `settle` > 0, once less than `settle` tokens are left an unknown size is not asked for: the rest of the budget is
 * filled from the sizes known (a lazy compile's last sliver, which would otherwise cost a parse of every small file).
 */
import type { Def } from '../repo/types.js';
import type { SkeletonLevel } from '../skeleton/levels.js';
import type { Reference } from './references.js';

/** A reached file as assembly sees it. */
export interface Candidate {
  id: number;
  path: string;
  hop: number;
  fanIn: number;
  /** Tokens of its whole skeleton at the compile level; undefined while the file is not parsed yet. */
  skeletonTokens: number | undefined;
  /** A lower bound on skeletonTokens known without parsing (see ./bound.ts); read only for files whose size is
   * unknown while the budget may still have room, so a caller may compute it on first read. */
  minSkeletonTokens: number;
  /** Tokens of its per-symbol skeleton (the referenced defs only), computed on demand. */
  symbolTokens: (defs: Def[]) => number;
}

/** What the target and each file became. */
export interface Assembly {
  targetTier: 'full' | SkeletonLevel;
  targetTokens: number;
  /** Per file id: 'whole' or the referenced defs shown. Files absent were excluded. */
  chosen: Map<number, 'whole' | Def[]>;
  tokens: number;
  fits: boolean;
  /** Reached files left out (best-ranked first). */
  dropped: number[];
  /** Rank order used (file ids), best first. */
  order: number[];
  /** Set when assembly stopped at a file whose skeleton size it needs but lacks: parse these (that file and the
   * later unknown ones that might fit in what is left) and assemble again. */
  need?: number[];
}

/** Returns the per-file weight of `refs`: each reference spreads 1 over the files defining it. */
export function referenceWeights(refs: readonly Reference[]): Map<number, { weight: number; defs: Def[] }> {
  const out = new Map<number, { weight: number; defs: Def[] }>();
  for (const r of refs) {
    const ids = new Set(r.defs.map((d) => d.id));
    for (const d of r.defs) {
      let e = out.get(d.id);
      if (!e) out.set(d.id, (e = { weight: 0, defs: [] }));
      if (!e.defs.includes(d.def)) e.defs.push(d.def);
    }
    for (const id of ids) out.get(id)!.weight += 1 / ids.size;
  }
  for (const e of out.values()) e.defs.sort((a, b) => a.start - b.start);
  return out;
}

/**
 * Returns the assembly of the target (`targetCosts`: tokens in full and per skeleton level) and `candidates` under
 * `budget` tokens (Infinity for none), following the order in the module comment; `settle` as there.
 */
export function assemble(targetCosts: { full: number; summary: number; signatures: number }, level: SkeletonLevel, candidates: Candidate[], refs: readonly Reference[], budget: number, settle = 0): Assembly {
  const weights = referenceWeights(refs);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const rank = (a: Candidate, b: Candidate): number => {
    const wa = weights.get(a.id)?.weight ?? 0;
    const wb = weights.get(b.id)?.weight ?? 0;
    return wb - wa || a.hop - b.hop || b.fanIn - a.fanIn || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  };
  const order = [...candidates].sort(rank).map((c) => c.id);
  const referenced = order.filter((id) => weights.has(id));
  const symbolCost = new Map<number, number>();
  for (const id of referenced) symbolCost.set(id, byId.get(id)!.symbolTokens(weights.get(id)!.defs));
  const refCost = [...symbolCost.values()].reduce((s, t) => s + t, 0);

  // 1. The target: the richest form that leaves room for every referenced signature, else the richest that fits.
  const forms: ['full' | SkeletonLevel, number][] = [['full', targetCosts.full]];
  if (level !== 'signatures') forms.push([level === 'full' ? 'full' : 'summary', level === 'full' ? targetCosts.full : targetCosts.summary]);
  forms.push(['signatures', targetCosts.signatures]);
  const target = forms.find(([, t]) => t + refCost <= budget) ?? forms.find(([, t]) => t <= budget) ?? forms[forms.length - 1];
  let used = target[1];
  const fits = target[1] <= budget;
  const chosen = new Map<number, 'whole' | Def[]>();
  if (fits) {
    // 2. Per-symbol skeletons of referenced definitions.
    for (const id of referenced) {
      const c = symbolCost.get(id)!;
      if (used + c > budget) continue;
      chosen.set(id, weights.get(id)!.defs);
      used += c;
    }
    // 3. Whole skeletons, best-ranked first.
    for (let i = 0; i < order.length; i++) {
      const id = order[i];
      const c = byId.get(id)!;
      const have = chosen.has(id) ? symbolCost.get(id)! : 0;
      if (c.skeletonTokens === undefined && budget - used < settle) continue; // the last `settle` tokens: sizes known only
      if (used - have + c.minSkeletonTokens > budget) continue; // cannot fit, whatever its exact size
      if (c.skeletonTokens === undefined) {
        const slack = budget - used;
        const need = order.slice(i).filter((j) => byId.get(j)!.skeletonTokens === undefined && byId.get(j)!.minSkeletonTokens - (chosen.has(j) ? symbolCost.get(j)! : 0) <= slack);
        return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: [], order, need };
      }
      if (used - have + c.skeletonTokens > budget) continue;
      chosen.set(id, 'whole');
      used += c.skeletonTokens - have;
    }
  }
  return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: order.filter((id) => !chosen.has(id)), order };
}
