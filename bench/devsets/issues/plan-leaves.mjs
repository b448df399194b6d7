// Which evidence sets apart the definition that holds the fix when the plan ranks it 6th or lower in its file: over
// plan-dump.mjs dumps, each gold seed file with the plan's weights (defWeights), its innermost definitions (leaves, as
// plan.ts knapsackRanked makes them) ranked by weight; of those ranked 6th or lower, how many overlap a gold hunk
// among the leaves of a class one of the file's three best belongs to, among the others, and among the leaves a call
// joins to one of the three best (the dump's `relations`, name-level calls within the file).
//
// usage: node bench/devsets/issues/plan-leaves.mjs PLAN-DUMP.json [PLAN-DUMP.json …]
import { readFileSync } from 'node:fs';
for (const path of process.argv.slice(2)) {
  const d = JSON.parse(readFileSync(path));
  const st = { sibGold: 0, sibAll: 0, noGold: 0, noAll: 0, issuesSib: new Set(), issuesNo: new Set(), callGold: 0, callAll: 0 };
  for (const x of d) {
    const p = x.plan; if (!p?.defWeights) continue;
    const W = new Map(p.defWeights.map(([f, w]) => [f, new Map(w)]));
    const R = new Map((p.relations ?? []).map(([f, r]) => [f, r]));
    for (const f of p.files) {
      const hunks = x.gold_hunks?.[f.path]; const w = W.get(f.path);
      if (!hunks || !w) continue;
      const byStart = [...f.defs].sort((a, b) => a.start - b.start || b.end - a.end);
      const leaves = byStart.filter((dd, k) => !(k + 1 < byStart.length && byStart[k + 1].start <= dd.end));
      const ranked = [...leaves].sort((a, b) => (w.get(b.start) ?? 0) - (w.get(a.start) ?? 0));
      const top = ranked.slice(0, 3);
      const clsOf = (dd) => (dd.name.includes('.') ? dd.name.slice(0, dd.name.lastIndexOf('.')) : null);
      const topCls = new Set(top.map(clsOf).filter(Boolean));
      const calls = R.get(f.path)?.calls ?? [];
      const topStarts = new Set(top.map((t) => t.start));
      const called = new Set(calls.filter(([a, b]) => topStarts.has(a) || topStarts.has(b)).flatMap((e) => e));
      for (const dd of ranked.slice(5)) {
        const gold = hunks.some(([a, b]) => a <= dd.end && b >= dd.start);
        const sib = clsOf(dd) && topCls.has(clsOf(dd));
        if (sib) { st.sibAll++; if (gold) { st.sibGold++; st.issuesSib.add(x.id); } }
        else { st.noAll++; if (gold) { st.noGold++; st.issuesNo.add(x.id); } }
        if (called.has(dd.start)) { st.callAll++; if (gold) st.callGold++; }
      }
    }
  }
  console.log(path, `sibling of top-3: ${st.sibGold}/${st.sibAll} gold (${(100*st.sibGold/st.sibAll).toFixed(2)}%, ${st.issuesSib.size} issues); others: ${st.noGold}/${st.noAll} (${(100*st.noGold/st.noAll).toFixed(2)}%, ${st.issuesNo.size} issues); call-related to top-3: ${st.callGold}/${st.callAll}`);
}
