import { symbolExcerpt } from '../skeleton/excerpt.js';
import { estimateTokens } from '../tokens.js';
import { targetReferences } from './references.js';
import { assemble, referenceWeights } from './assemble.js';
import { skeletonTokensAtLeastBeside, skeletonTokensAtLeastInText } from './bound.js';
import { excerptRanges } from '../skeleton/excerpt-source.js';
import { ExcerptSources } from './excerpts.js';
import { SETTLE_SHARE } from './deepen.js';
/** Returns the assembly of the target `targetId` and the `reached` files under `budget` tokens at `level`; `mark`
 * is called with each phase's name as it ends (`skeletons`: the parses before assembly). */
export async function fitToBudget(index, graph, analyses, targetId, reached, opts, budget, mark = () => { }, lazy = false) {
    const reachedIds = [...reached.keys()].sort((a, b) => a - b);
    await analyses.loadFacts([targetId]);
    const refs = targetReferences(index, targetId, analyses.facts.get(targetId), graph.neighbours(targetId), opts.maxNameFanout);
    const referencedIds = new Set(refs.flatMap((r) => r.defs.map((d) => d.id)));
    const eager = lazy ? [targetId] : reachedIds.filter((id) => id === targetId || reached.get(id).hop < opts.maxHops || referencedIds.has(id));
    await analyses.loadFacts(eager);
    await analyses.loadSkeletons(eager);
    const sources = new ExcerptSources(index, analyses, opts.level, opts.cacheDir);
    if (lazy) {
        const wanted = new Map();
        for (const [id, w] of referenceWeights(refs))
            if (id !== targetId && reached.has(id))
                wanted.set(id, w.defs);
        await sources.prepare(wanted);
    }
    mark('skeletons');
    return { refs, eager, ...(await assembleLazily(index, graph, analyses, sources, targetId, reached, reachedIds, refs, opts.level, budget, lazy)) };
}
/** Assembly, parsing the files whose skeleton sizes it asks for until it needs no more. */
async function assembleLazily(index, graph, analyses, sources, targetId, reached, reachedIds, refs, level, budget, lazy) {
    const excerpts = new Map(); // assembly asks once per file, the manifest again
    const excerptOf = (id, defs) => {
        const hit = excerpts.get(id);
        if (hit && hit.defs === defs)
            return hit.text;
        const rec = sources.levelFor(id, defs);
        const text = rec ? symbolExcerpt(rec, defs, index.files[id].defs, index.files[id].lang === 'python') : '';
        excerpts.set(id, { defs, text });
        return text;
    };
    const weights = referenceWeights(refs);
    const boundOf = (id) => {
        const f = index.files[id];
        const text = sources.text(id) ?? '';
        const python = f.lang === 'python';
        const defs = weights.get(id)?.defs;
        if (!defs)
            return skeletonTokensAtLeastInText(f.defs, text, python);
        return skeletonTokensAtLeastBeside(f.defs, text, python, excerptOf(id, defs), excerptRanges(defs, f.defs, python));
    };
    const candidates = reachedIds.filter((id) => id !== targetId).map((id) => {
        let bound; // read on demand: it reads the file
        return {
            id, path: index.files[id].path, hop: reached.get(id).hop, fanIn: graph.neighbours(id, true).length,
            skeletonTokens: analyses.skeletons.has(index.files[id].path) ? analyses.levelOf(index.files[id].path, level).tokens : undefined,
            get minSkeletonTokens() { return (bound ??= boundOf(id)); },
            symbolTokens: (defs) => estimateTokens(excerptOf(id, defs)),
        };
    });
    const targetTokens = index.files[targetId].tokens;
    const targetRec = analyses.skeletons.get(index.files[targetId].path)?.record;
    const targetCosts = {
        full: targetTokens,
        summary: targetRec ? targetRec.levels.summary.tokensAfter : targetTokens,
        signatures: targetRec ? targetRec.levels.signatures.tokensAfter : targetTokens,
    };
    // Lazily, the budget's last sliver is filled from the sizes known (./deepen.ts says why the share).
    const settle = lazy ? budget * SETTLE_SHARE : 0;
    let asm = assemble(targetCosts, level, candidates, refs, budget, settle);
    while (asm.need) {
        // One parse (facts and skeleton) per file assembly needs the size of; then assemble again.
        await analyses.loadFacts(asm.need);
        await analyses.loadSkeletons(asm.need);
        for (const c of candidates)
            if (c.skeletonTokens === undefined && analyses.skeletons.has(c.path))
                c.skeletonTokens = analyses.levelOf(c.path, level).tokens;
        asm = assemble(targetCosts, level, candidates, refs, budget, settle);
    }
    return { asm, targetRec, excerptOf, levelFor: (id, defs) => sources.levelFor(id, defs) };
}
