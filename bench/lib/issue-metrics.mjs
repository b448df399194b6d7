// Scoring of one slice manifest against an issue's gold patch (the issue benchmark, bench/issues.bench.mjs).

/** Returns the distinct paths of `seeds`, each at its first position, in seed order. */
export function seedFiles(seeds) {
  const seen = new Set();
  const out = [];
  for (const s of seeds ?? []) if (!seen.has(s.path)) { seen.add(s.path); out.push(s.path); }
  return out;
}

/** Returns the 1-based rank of the first path of `ranked` that is a gold file, or null when none is. */
export function fileRank(ranked, goldFiles) {
  const gold = new Set(goldFiles);
  const i = ranked.findIndex((p) => gold.has(p));
  return i < 0 ? null : i + 1;
}

/** Returns the innermost def of `defs` containing `line` (a def's first line is that def), or undefined. */
export function innermostDef(defs, line) {
  let best;
  for (const d of defs ?? []) {
    if (d.start > line || d.end < line) continue;
    if (!best || d.start > best.start || (d.start === best.start && d.end < best.end)) best = d;
  }
  return best;
}

/** Returns whether the def `name` of a gold file matches the gold span `g` (whole name, or last part for a bare g). */
export function spanMatches(name, g) {
  if (name === g) return true;
  return !g.includes('.') && name.slice(name.lastIndexOf('.') + 1) === g;
}

/** Returns the gold span names by file, without the patch tool's pseudo-span `imports` and files without names. */
function goldNames(goldSpans) {
  const out = new Map();
  for (const [path, names] of Object.entries(goldSpans ?? {})) {
    const ns = (names ?? []).filter((n) => n && n !== 'imports');
    if (ns.length) out.set(path, ns);
  }
  return out;
}

/**
 * Returns the function-level ranking of a manifest and the rank of its first gold span: `{ rank, scored, top }`.
 * `top` lists `path#name` (`path#<module>` for a line outside every def) distinct in order; `scored` is false when
 * the issue has no gold span names (then rank is null and the issue does not count). The ranking is the manifest's
 * own symbol list (`symbols` or `ranked`: entries with path and name, or path and line) when it has one, else its
 * seeds, each mapped to the innermost def of `index` containing its line.
 */
export function functionRank(m, index, goldSpans) {
  const gold = goldNames(goldSpans);
  const defsOf = (path) => {
    const id = index.fileId(path);
    return id === undefined ? [] : index.files[id].defs;
  };
  const own = Array.isArray(m.symbols) ? m.symbols : Array.isArray(m.ranked) ? m.ranked : undefined;
  const entries = own ?? m.seeds ?? [];
  const seen = new Set();
  const top = [];
  let rank = null;
  for (const e of entries) {
    if (!e?.path) continue;
    let name = typeof e.name === 'string' ? e.name : typeof e.symbol === 'string' ? e.symbol : undefined;
    if (name === undefined) {
      const line = e.line ?? e.start ?? 0;
      name = innermostDef(defsOf(e.path), line)?.name ?? '<module>';
    }
    const key = `${e.path}#${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    top.push(key);
    if (rank === null && (gold.get(e.path) ?? []).some((g) => spanMatches(name, g))) rank = top.length;
  }
  return { rank: gold.size ? rank : null, scored: gold.size > 0, top };
}

/**
 * Returns the share (0..1) of gold files the slice shows: a file at tier full, or at tier symbols with a range
 * overlapping one of that file's gold hunks.
 */
export function inSliceRecall(files, goldFiles, goldHunks) {
  if (!goldFiles?.length) return 0;
  const byPath = new Map((files ?? []).map((f) => [f.path, f]));
  let shown = 0;
  for (const g of goldFiles) {
    const f = byPath.get(g);
    if (!f) continue;
    if (f.tier === 'full') { shown++; continue; }
    if (f.tier !== 'symbols') continue;
    const hunks = goldHunks?.[g] ?? [];
    const hit = (f.ranges ?? []).some(([a, b]) => hunks.some(([s, e]) => a <= Math.max(s, e) && b >= Math.min(s, e)));
    if (hit) shown++;
  }
  return shown / goldFiles.length;
}

/** Returns whether a shown range `[a, b]` of a file overlaps the gold hunk `[s, e]` (either order, inclusive). */
const overlaps = ([a, b], [s, e]) => a <= Math.max(s, e) && b >= Math.min(s, e);

/**
 * Returns the share (0..1) of the gold patch's hunks whose lines the slice shows ("edited lines visible"): a hunk of a
 * gold file at tier full, or at tier symbols with a range overlapping it. Each hunk counts once, over all gold files;
 * an issue without hunks counts its gold files instead (a file shown whole or by any range), so no issue drops out.
 */
export function editedLinesVisible(files, goldFiles, goldHunks) {
  const byPath = new Map((files ?? []).map((f) => [f.path, f]));
  let hunks = 0;
  let shown = 0;
  for (const g of goldFiles ?? []) {
    const f = byPath.get(g);
    const hs = goldHunks?.[g] ?? [];
    if (!hs.length) { hunks++; if (f && (f.tier === 'full' || f.tier === 'symbols')) shown++; continue; }
    for (const h of hs) {
      hunks++;
      if (f?.tier === 'full' || (f?.tier === 'symbols' && (f.ranges ?? []).some((r) => overlaps(r, h)))) shown++;
    }
  }
  return hunks ? shown / hunks : 0;
}

/** Returns the share (0..1) of gold files the slice holds at any tier (full, symbols or skeleton), ranges aside. */
export function fileInSlice(files, goldFiles) {
  if (!goldFiles?.length) return 0;
  const paths = new Set((files ?? []).map((f) => f.path));
  return goldFiles.filter((g) => paths.has(g)).length / goldFiles.length;
}

/**
 * Returns, per gold file, how the slice treated it (for reading the misses): its rank among the seed files (null
 * when not seeded), its tier (null when not shown), whether a shown range holds a gold hunk, and its tokens.
 */
export function goldDetail(m, seedFilesInOrder, index, issue) {
  const byPath = new Map((m.files ?? []).map((f) => [f.path, f]));
  return (issue.gold_files ?? []).map((g) => {
    const f = byPath.get(g);
    const id = index.fileId(g);
    const hunks = issue.gold_hunks?.[g] ?? [];
    const hit = f?.tier === 'full' || (f?.tier === 'symbols' && (f.ranges ?? []).some(([a, b]) => hunks.some(([s, e]) => a <= Math.max(s, e) && b >= Math.min(s, e))));
    const rank = seedFilesInOrder.indexOf(g);
    return { path: g, seed_rank: rank < 0 ? null : rank + 1, tier: f?.tier ?? null, shown: Boolean(hit), tokens: id === undefined ? null : index.files[id].tokens };
  });
}
