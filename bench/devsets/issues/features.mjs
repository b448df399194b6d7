// The default features of fit-def-features.mjs: a definition the text names by the end of its name
// (src/slice/def-mentions.ts namesDefByEnd, weighed by fuse.ts TASK_END_MENTION_SHARE), as `end` in the grid. A
// features module exports `grid` (each key's values; the first is the default), `issueContext(issue)`,
// `defFeatures(context, def, file, issue)` (stored as `def.f`), `miss(def, setting, issue)` (the share of the
// definition's score it leaves, as fuse.ts rankedList's noisy-OR terms), and optionally `issueDone(context, issue)`,
// `factor(def, setting, issue)`, `lexical(def, setting)` (a definition's lexical score in place of `def.score`), `seed(def, setting, issue)` (the seed confidence inside it in place of `def.seed`), `queryWeights(issue, setting)`, `fileWeights(issue, file, setting)` and
// `scoreKey(setting)` (settings with one key share the lexical scores).
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames, namesDefByEnd } = await dist('slice/def-mentions.js');

export const grid = { task: ['both'], end: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6] };
export const issueContext = (i) => ({ named: mentionedNames(i.text) });
export const defFeatures = (ctx, d) => ({ end: !d.named && namesDefByEnd(ctx.named, d) ? 1 : 0 });
export const miss = (d, p) => 1 - p.end * (d.f?.end ?? 0);
