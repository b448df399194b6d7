/**
 * Explanation trees of seeds (tantivy's `Explanation` in spirit): each node a value, the scorer that gave it, the
 * evidence in words and the values it was made from. Scorers make the leaves; the combiner joins the evidence that
 * met at one line (`combined`), and says where a calibration or a stub moved a value.
 */
import type { Explanation } from '../../rank/bm25f.js';
import type { ManifestSeed, ScorerName, SeedExplanation } from '../types.js';

/** Terms of a BM25F explanation kept in a seed's tree (the strongest first); the rest are summed in one node. */
export const EXPLAINED_TERMS = 3;

/** Returns an explanation node. */
export function explain(scorer: ScorerName, score: number, evidence: string, children: SeedExplanation[] = []): SeedExplanation {
  return { score, scorer, evidence, children };
}

/** Returns the explanation of `s`, a leaf of `scorer` from its confidence and detail when it carries none. */
export function explanationOf(s: ManifestSeed, scorer: ScorerName): SeedExplanation {
  return s.explanation ?? explain(scorer, s.confidence, s.detail);
}

/**
 * Returns the tree of a seed in which the evidence `weaker` joined `stronger` at one line: the stronger's value stays
 * the seed's (the seed takes the strongest of its evidence), the weaker one becomes a further child.
 */
export function joined(stronger: SeedExplanation, weaker: SeedExplanation): SeedExplanation {
  if (stronger.scorer === 'combined') return { ...stronger, children: [...stronger.children, weaker] };
  return explain('combined', stronger.score, 'the strongest of the evidence at this line', [stronger, weaker]);
}

/** Returns `e` under a node that gives it the value `score`, said by `evidence` (a calibration, a move). */
export function rescored(e: SeedExplanation, score: number, evidence: string): SeedExplanation {
  return explain(e.scorer, score, evidence, [e]);
}

/**
 * Returns a BM25F explanation (rank/bm25f.ts) as a tree of `lexical` nodes: its first EXPLAINED_TERMS terms by value
 * with their fields, the others summed in one node.
 */
export function fromBm25(e: Explanation): SeedExplanation {
  const terms = [...(e.details ?? [])].sort((a, b) => b.value - a.value);
  const kept = terms.slice(0, EXPLAINED_TERMS).map((t) => explain('lexical', round3(t.value), t.description, (t.details ?? []).map((f) => explain('lexical', round3(f.value), f.description))));
  const rest = terms.slice(EXPLAINED_TERMS);
  if (rest.length) kept.push(explain('lexical', round3(rest.reduce((n, t) => n + t.value, 0)), `${rest.length} more matching terms`));
  return explain('lexical', round3(e.value), e.description, kept);
}

/**
 * Returns the first `lines` lines of `e` as text, one node a line, children indented under their parent; a node whose
 * evidence is `skip` (the seed's own detail, printed already) gives its place to its children.
 */
export function explanationLines(e: SeedExplanation, lines: number, indent = '', skip?: string): string[] {
  const out: string[] = [];
  const walk = (n: SeedExplanation, pad: string): void => {
    if (out.length >= lines) return;
    const shown = n.evidence !== skip;
    if (shown) out.push(`${pad}${n.score.toFixed(2)} ${n.scorer}: ${n.evidence}`);
    for (const c of n.children) walk(c, shown ? `${pad}  ` : pad);
  };
  walk(e, indent);
  return out;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
