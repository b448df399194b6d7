/**
 * Compile passes 3 and 4, references and skeletons under the budget: what the target references (./references.ts);
 * the facts and skeletons of the files resolution read (hops below `maxHops`, already parsed), of the target and of
 * the files it references; then assembly (./assemble.ts), which asks for the skeleton of a last-hop file only when
 * it might have room for it (./bound.ts rules out the rest from the index alone).
 */
import type { RepoIndex } from '../repo/index.js';
import type { ImportGraph } from '../graph/index.js';
import type { Def } from '../repo/types.js';
import type { SkeletonLevel } from '../skeleton/levels.js';
import type { SkeletonRecord } from '../skeleton/build.js';
import { symbolExcerpt } from '../skeleton/excerpt.js';
import { estimateTokens } from '../tokens.js';
import { targetReferences, type Reference } from './references.js';
import { assemble, type Assembly, type Candidate } from './assemble.js';
import { skeletonTokensAtLeast } from './bound.js';
import type { FileAnalyses } from './analyses.js';
import type { Reached } from './resolve.js';

/** What the budget pass decided, with the means to render each choice. */
export interface Fit {
  refs: Reference[];
  /** Files parsed before assembly: the target, the files resolution read, the files the target references. */
  eager: number[];
  asm: Assembly;
  /** The target's skeleton record, when it parsed. */
  targetRec: SkeletonRecord | undefined;
  /** Returns the per-symbol skeleton text of `defs` of file `id` (cached per file for the same defs). */
  excerptOf: (id: number, defs: Def[]) => string;
}

/** Returns the assembly of the target `targetId` and the `reached` files under `budget` tokens at `level`; `mark`
 * is called with each phase's name as it ends (`skeletons`: the parses before assembly). */
export async function fitToBudget(
  index: RepoIndex, graph: ImportGraph, analyses: FileAnalyses, targetId: number, reached: ReadonlyMap<number, Reached>,
  opts: { maxHops: number; maxNameFanout: number; level: SkeletonLevel }, budget: number, mark: (phase: string) => void = () => {},
): Promise<Fit> {
  const reachedIds = [...reached.keys()].sort((a, b) => a - b);
  await analyses.loadFacts([targetId]);
  const refs = targetReferences(index, targetId, analyses.facts.get(targetId), graph.neighbours(targetId), opts.maxNameFanout);
  const referencedIds = new Set(refs.flatMap((r) => r.defs.map((d) => d.id)));
  const eager = reachedIds.filter((id) => id === targetId || reached.get(id)!.hop < opts.maxHops || referencedIds.has(id));
  await analyses.loadFacts(eager);
  await analyses.loadSkeletons(eager);
  mark('skeletons');
  return { refs, eager, ...(await assembleLazily(index, graph, analyses, targetId, reached, reachedIds, refs, opts.level, budget)) };
}

/** Assembly, parsing the files whose skeleton sizes it asks for until it needs no more. */
async function assembleLazily(
  index: RepoIndex, graph: ImportGraph, analyses: FileAnalyses, targetId: number, reached: ReadonlyMap<number, Reached>,
  reachedIds: number[], refs: Reference[], level: SkeletonLevel, budget: number,
): Promise<Omit<Fit, 'refs' | 'eager'>> {
  const excerpts = new Map<number, { defs: Def[]; text: string }>(); // assembly asks once per file, the manifest again
  const excerptOf = (id: number, defs: Def[]): string => {
    const hit = excerpts.get(id);
    if (hit && hit.defs === defs) return hit.text;
    const rec = analyses.levelOf(index.files[id].path, level).rec;
    const text = rec ? symbolExcerpt(rec, defs, index.files[id].defs, index.files[id].lang === 'python') : '';
    excerpts.set(id, { defs, text });
    return text;
  };
  const candidates: Candidate[] = reachedIds.filter((id) => id !== targetId).map((id) => ({
    id, path: index.files[id].path, hop: reached.get(id)!.hop, fanIn: graph.neighbours(id, true).length,
    skeletonTokens: analyses.skeletons.has(index.files[id].path) ? analyses.levelOf(index.files[id].path, level).tokens : undefined,
    minSkeletonTokens: skeletonTokensAtLeast(index.files[id].defs),
    symbolTokens: (defs) => estimateTokens(excerptOf(id, defs)),
  }));
  const targetTokens = index.files[targetId].tokens;
  const targetRec = analyses.skeletons.get(index.files[targetId].path)?.record;
  const targetCosts = {
    full: targetTokens,
    summary: targetRec ? targetRec.levels.summary.tokensAfter : targetTokens,
    signatures: targetRec ? targetRec.levels.signatures.tokensAfter : targetTokens,
  };
  let asm = assemble(targetCosts, level, candidates, refs, budget);
  while (asm.need) {
    // One parse (facts and skeleton) per file assembly needs the size of; then assemble again.
    await analyses.loadFacts(asm.need);
    await analyses.loadSkeletons(asm.need);
    for (const c of candidates) if (c.skeletonTokens === undefined && analyses.skeletons.has(c.path)) c.skeletonTokens = analyses.levelOf(c.path, level).tokens;
    asm = assemble(targetCosts, level, candidates, refs, budget);
  }
  return { asm, targetRec, excerptOf };
}
