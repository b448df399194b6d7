// Aggregation and tables of the issue benchmark (bench/issues.bench.mjs): the same metrics overall and per group.

const median = (xs) => { if (!xs.length) return NaN; const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const within = (r, k) => r != null && r <= k;

/** Returns the metrics of a list of per-issue results (see the header of bench/issues.bench.mjs). */
export function metrics(rs) {
  const n = rs.length;
  const pct = (f) => (n ? (100 * rs.filter(f).length) / n : NaN);
  const fn = rs.filter((r) => r.fn_scored);
  return {
    n,
    ours: { acc1: pct((r) => within(r.file_rank, 1)), acc3: pct((r) => within(r.file_rank, 3)), acc5: pct((r) => within(r.file_rank, 5)) },
    bm25: { acc1: pct((r) => within(r.bm25?.rank, 1)), acc3: pct((r) => within(r.bm25?.rank, 3)), acc5: pct((r) => within(r.bm25?.rank, 5)) },
    fn_acc5: fn.length ? (100 * fn.filter((r) => within(r.fn_rank, 5)).length) / fn.length : NaN,
    fn_n: fn.length,
    in_slice: n ? (100 * rs.reduce((s, r) => s + (r.in_slice ?? 0), 0)) / n : NaN,
    edited_visible: n ? (100 * rs.reduce((s, r) => s + (r.edited_visible ?? 0), 0)) / n : NaN,
    any_edit_visible: pct((r) => (r.edited_visible ?? 0) > 0),
    file_in_slice: n ? (100 * rs.reduce((s, r) => s + (r.file_in_slice ?? 0), 0)) / n : NaN,
    no_seed: pct((r) => !r.seeds),
    median_task_tokens: median(rs.map((r) => r.task_tokens ?? 0)),
    median_slice_s: median(rs.map((r) => r.slice_s ?? 0)),
  };
}

/** Returns the breakdowns: `{ title: [{ group, ...metrics }] }` — overall, per repository, per location class (Lite
 * only), per traceback presence and per source. */
export function summarize(results) {
  const by = (rs, key) => {
    const groups = new Map();
    for (const r of rs) { const k = key(r); if (!groups.has(k)) groups.set(k, []); groups.get(k).push(r); }
    return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([group, g]) => ({ group, ...metrics(g) }));
  };
  return {
    overall: [{ group: 'all', ...metrics(results) }],
    repo: by(results, (r) => r.repo),
    location_class: by(results.filter((r) => r.source === 'lite'), (r) => r.location_class ?? '(none)'),
    has_traceback: by(results, (r) => (r.has_traceback ? 'traceback' : 'no traceback')),
    source: by(results, (r) => r.source),
  };
}

/** Returns the breakdowns as plain-text tables, ours beside BM25. */
export function renderTables(summary) {
  const f1 = (x) => (Number.isNaN(x) ? '-' : x.toFixed(1));
  const head = `${'group'.padEnd(28)}${'n'.padStart(4)} | ${'ours @1'.padStart(7)} ${'@3'.padStart(5)} ${'@5'.padStart(5)} | ${'BM25 @1'.padStart(7)} ${'@3'.padStart(5)} ${'@5'.padStart(5)} | ${'fn@5'.padStart(5)} ${'(n)'.padStart(5)} | ${'in-slice'.padStart(8)} ${'edits'.padStart(5)} ${'any'.padStart(5)} ${'file'.padStart(5)} ${'no-seed'.padStart(7)} ${'tokens'.padStart(7)} ${'s'.padStart(5)}`;
  const row = (m) => `${String(m.group).padEnd(28)}${String(m.n).padStart(4)} | ${f1(m.ours.acc1).padStart(7)} ${f1(m.ours.acc3).padStart(5)} ${f1(m.ours.acc5).padStart(5)} | ${f1(m.bm25.acc1).padStart(7)} ${f1(m.bm25.acc3).padStart(5)} ${f1(m.bm25.acc5).padStart(5)} | ${f1(m.fn_acc5).padStart(5)} ${`(${m.fn_n})`.padStart(5)} | ${f1(m.in_slice).padStart(8)} ${f1(m.edited_visible).padStart(5)} ${f1(m.any_edit_visible).padStart(5)} ${f1(m.file_in_slice).padStart(5)} ${f1(m.no_seed).padStart(7)} ${String(Math.round(m.median_task_tokens)).padStart(7)} ${m.median_slice_s.toFixed(2).padStart(5)}`;
  const titles = { overall: 'overall', repo: 'per repository', location_class: 'per location class (SWE-bench Lite only)', has_traceback: 'per traceback', source: 'per source' };
  const out = ['file Acc@k and fn Acc@5, in-slice recall and no-seed rate in %; edits = edited lines visible (share of the',
    'gold hunks a shown range overlaps, mean over issues), any = issues with one gold hunk shown, file = gold files in the',
    'slice at any tier; tokens = median tokens.task_state; s = median in-process slice seconds'];
  for (const [k, rows] of Object.entries(summary)) {
    if (!rows.length) continue;
    out.push('', `${titles[k] ?? k}:`, head, '-'.repeat(head.length), ...rows.map(row));
  }
  return out.join('\n');
}
