/** Returns the per-file weight of `refs`: each reference spreads 1 over the files defining it. */
export function referenceWeights(refs) {
    const out = new Map();
    for (const r of refs) {
        const ids = new Set(r.defs.map((d) => d.id));
        for (const d of r.defs) {
            let e = out.get(d.id);
            if (!e)
                out.set(d.id, (e = { weight: 0, defs: [] }));
            if (!e.defs.includes(d.def))
                e.defs.push(d.def);
        }
        for (const id of ids)
            out.get(id).weight += 1 / ids.size;
    }
    for (const e of out.values())
        e.defs.sort((a, b) => a.start - b.start);
    return out;
}
/**
 * Returns the assembly of the target (`targetCosts`: tokens in full and per skeleton level) and `candidates` under
 * `budget` tokens (Infinity for none), following the order in the module comment; `settle` as there.
 */
export function assemble(targetCosts, level, candidates, refs, budget, settle = 0) {
    const weights = referenceWeights(refs);
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const rank = (a, b) => {
        const wa = weights.get(a.id)?.weight ?? 0;
        const wb = weights.get(b.id)?.weight ?? 0;
        return wb - wa || a.hop - b.hop || b.fanIn - a.fanIn || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    };
    const order = [...candidates].sort(rank).map((c) => c.id);
    const referenced = order.filter((id) => weights.has(id));
    const symbolCost = new Map();
    for (const id of referenced)
        symbolCost.set(id, byId.get(id).symbolTokens(weights.get(id).defs));
    const refCost = [...symbolCost.values()].reduce((s, t) => s + t, 0);
    // 1. The target: the richest form that leaves room for every referenced signature, else the richest that fits.
    const forms = [['full', targetCosts.full]];
    if (level !== 'signatures')
        forms.push([level === 'full' ? 'full' : 'summary', level === 'full' ? targetCosts.full : targetCosts.summary]);
    forms.push(['signatures', targetCosts.signatures]);
    const target = forms.find(([, t]) => t + refCost <= budget) ?? forms.find(([, t]) => t <= budget) ?? forms[forms.length - 1];
    let used = target[1];
    const fits = target[1] <= budget;
    const chosen = new Map();
    if (fits) {
        // 2. Per-symbol skeletons of referenced definitions.
        for (const id of referenced) {
            const c = symbolCost.get(id);
            if (used + c > budget)
                continue;
            chosen.set(id, weights.get(id).defs);
            used += c;
        }
        // 3. Whole skeletons, best-ranked first.
        for (let i = 0; i < order.length; i++) {
            const id = order[i];
            const c = byId.get(id);
            const have = chosen.has(id) ? symbolCost.get(id) : 0;
            if (c.skeletonTokens === undefined && budget - used < settle)
                continue; // the last `settle` tokens: sizes known only
            if (used - have + c.minSkeletonTokens > budget)
                continue; // cannot fit, whatever its exact size
            if (c.skeletonTokens === undefined) {
                const slack = budget - used;
                const need = order.slice(i).filter((j) => byId.get(j).skeletonTokens === undefined && byId.get(j).minSkeletonTokens - (chosen.has(j) ? symbolCost.get(j) : 0) <= slack);
                return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: [], order, need };
            }
            if (used - have + c.skeletonTokens > budget)
                continue;
            chosen.set(id, 'whole');
            used += c.skeletonTokens - have;
        }
    }
    return { targetTier: target[0], targetTokens: target[1], chosen, tokens: used, fits, dropped: order.filter((id) => !chosen.has(id)), order };
}
