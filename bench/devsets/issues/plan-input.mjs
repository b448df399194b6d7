// The plan's input of a ranked issue of a plan-dump.mjs dump, as src/slice/plan.ts choosePlan reads it: what
// plan-replay.mjs and plan-grid.mjs replay.

/** The slice budget the dumps were made with (tokens). */
export const BUDGET = 30000;

/** Returns the PlanInput of a dumped ranked issue: an index of its seed files, one closure file per seed file. */
export function planInput(p) {
  const files = p.files.map((f) => ({ path: f.path, tokens: f.tokens, defs: f.defs, size: f.tokens * 4 }));
  // A neighbour too big for any full rung: the dump holds only ranked knapsacks, which no full rung fit.
  files.push({ path: '\0neighbour', tokens: 10 * BUDGET, defs: [], size: 0 });
  const ids = new Map(files.map((f, i) => [f.path, i]));
  const index = { files, fileId: (path) => ids.get(path) };
  const texts = new Map(p.files.map((f) => [f.path, { text: { length: f.starts[f.starts.length - 1] }, starts: f.starts }]));
  const closure = {
    seeds: p.files.map((f, i) => ({ id: i, path: f.path, role: 'seed', hop: 0 })),
    dependencies: [{ id: files.length - 1, path: '\0neighbour', role: 'dependency', hop: 1 }], importers: [], tests: [],
  };
  return {
    index, closure, seeds: p.seeds, budget: BUDGET, text: (path) => texts.get(path), skeletons: async () => new Map(), ranked: true, textual: true,
    symbols: p.symbols, firstSymbols: p.first, defWeights: new Map(p.defWeights.map(([path, w]) => [path, new Map(w)])), tailFiles: new Set(p.tailFiles),
    passages: new Map(p.passages ?? []), relations: ((m) => (path) => m.get(path))(new Map(p.relations ?? [])),
  };
}

