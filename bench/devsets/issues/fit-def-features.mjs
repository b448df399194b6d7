// Replays the ranking of definitions (rankTaskSymbols, src/slice/fuse.ts) over dumps of bench/issues-dump.mjs with
// extra per-definition evidence (a features module: default ./features.mjs, which documents the interface) computed
// from each definition's own text at the issue's base commit (read from the mirror, re-scored as fit-def-fields.mjs
// does), to measure candidate features offline. Which list the slicer shows is replayed too (src/slice/index.ts):
// the text's ranking for prose without a sure frame; with `task` 'both', also for prose beside a trace and for texts
// ranked lexically (replayed as texts without a sure frame); other issues keep the dump's rank. Prints function Acc@5
// per setting on the dev and held-out dumps (per held-out repository).
//
// usage: node bench/devsets/issues/fit-def-features.mjs DEV-DUMP.json [HELDOUT-DUMP.json]
//   FEATURES=path.mjs   the features module (default ./features.mjs)
//   GRID='{"end":[0,0.4]}' or '[{"end":0.4},{}]'   a product of value lists, or a list of settings
//   LOO=1               the setting best on eight of the nine repositories (dev + held-out), each left out in turn
//   DIFF=1              issues gained and lost against the first setting
//   SHOW=id,id          the first setting's ranking of those issues
//   CHECK=1             issues where the first setting's replay disagrees with the dump (the slicer's build)
import { SEED_SHARE, VARIABLE, DECAY, PER_FILE, label, leaveOneOut } from './replay.mjs';
import { defTerms, fileTerms, loadDump } from './def-terms.mjs';
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames, namesDef } = await dist('slice/def-mentions.js');
const { tokenizeCode } = await dist('rank/tokenize.js');
const feat = await import(process.env.FEATURES ? new URL(process.env.FEATURES, `file://${process.cwd()}/`).href : './features.mjs');

const [devPath, heldPath] = process.argv.slice(2);
const RANK_EXP = 0.5, MENTION_SHARE = 0.2, FILES = 10, NAME_WEIGHT = 3, DOC_WEIGHT = 0.2, K1 = 1.2, B = 0.75;

function load(p) {
  const { issues, texts } = loadDump(p, FILES);
  for (const i of issues) {
    const named = mentionedNames(i.text);
    const qIndex = new Map(i.qterms.map((q, k) => [q.term, k]));
    const ctx = feat.issueContext(i);
    i.pfiles = [];
    for (const f of i.files.slice(0, FILES)) {
      if (!f.defs.length) continue;
      const ft = fileTerms(i, f, texts, qIndex);
      const { text, prose, lines, seedIn } = ft;
      const src = text === undefined ? undefined : text.split('\n');
      const defs = f.defs.map((d) => {
        const base = { ...d, seed: seedIn.get(d) ?? 0, named: namesDef(named, d) };
        if (!lines) return { ...base, fixed: d.own };
        const inLast = new Float64Array(i.qterms.length);
        for (const t of tokenizeCode(d.name.slice(d.name.lastIndexOf('.') + 1))) { const q = qIndex.get(t); if (q !== undefined) inLast[q]++; }
        const lineHits = [];
        const { inName, code, doc, len, own } = defTerms(d, f, i.qterms.length, qIndex, ft, (l, inDoc, q) => lineHits.push({ l, prose: inDoc, q }));
        return { ...base, inName, inLast, code, doc, len, own, lineHits, ownText: own.map(([a, b]) => src.slice(a - 1, b).join('\n')).join('\n'), prose: own.map(([a, b]) => Array.from(prose.slice(a - 1, b))).flat() };
      });
      const pf = { path: f.path, rank: f.rank, evidence: f.evidence, defs, text };
      i.pfiles.push(pf);
    }
    for (const pf of i.pfiles) for (const d of pf.defs) d.f = feat.defFeatures(ctx, d, pf, i);
    feat.issueDone?.(ctx, i);
  }
  return issues;
}

function score(i, p) {
  const qmul = feat.queryWeights ? feat.queryWeights(i, p) : undefined;
  for (const f of i.pfiles) {
    const avg = Math.max(1, f.defs.reduce((s, d) => s + (d.len ?? 0), 0) / Math.max(1, f.defs.length));
    const fmul = feat.fileWeights ? feat.fileWeights(i, f, p) : undefined;
    for (const d of f.defs) {
      if (d.fixed !== undefined) { d.score = d.fixed; continue; }
      const bn = 1 / (1 - B + (B * d.len) / avg);
      let s = 0;
      i.qterms.forEach((q, k) => {
        const nm = p.classW === undefined ? d.inName[k] : d.inLast[k] + p.classW * Math.max(0, d.inName[k] - d.inLast[k]);
        const a = (p.nameW ?? NAME_WEIGHT) * nm + (d.code[k] + DOC_WEIGHT * d.doc[k]) * bn;
        if (a) s += ((qmul ? qmul[k] : 1) * (fmul ? fmul[k] : 1) * q.qw * q.idf * (K1 + 1) * a) / (K1 + a);
      });
      d.score = s;
    }
  }
}

function ranking(i, p) {
  const sk = feat.scoreKey ? feat.scoreKey(p) : '';
  if (i.scored !== sk) { score(i, p); i.scored = sk; }
  const globalBest = Math.max(0, ...i.pfiles.flatMap((f) => f.defs.map((d) => feat.lexical ? feat.lexical(d, p) : d.score)));
  const out = [];
  for (const f of i.pfiles) {
    const prior = f.evidence / f.rank ** RANK_EXP;
    const local = [];
    for (const d of f.defs) {
      const lex = feat.lexical ? feat.lexical(d, p) : d.score;
      const share = globalBest > 0 ? lex / globalBest : 0;
      let v = 1 - (1 - share * share) * (1 - (i.trace ? (p.traceSeed ?? SEED_SHARE) : (p.seedShare ?? SEED_SHARE)) * (feat.seed ? feat.seed(d, p, i) : d.seed)) * (d.named ? 1 - (p.ms ?? MENTION_SHARE) : 1) * feat.miss(d, p, i);
      v *= feat.factor ? feat.factor(d, p, i) : 1;
      if (v > 0) local.push({ key: `${f.path}#${d.name}`, gold: d.gold, start: d.start, name: d.name, path: f.path, s: prior * v * (d.kind === 'variable' ? VARIABLE : 1) });
    }
    local.sort((a, b) => b.s - a.s || a.start - b.start);
    local.slice(0, PER_FILE).forEach((r, k) => out.push({ ...r, s: r.s / (k + 1) ** DECAY }));
  }
  out.sort((a, b) => b.s - a.s);
  const seen = new Set();
  const list = [];
  for (const r of out) { if (seen.has(r.key)) continue; seen.add(r.key); list.push(r); }
  return list;
}

function rankOf(i, p) {
  // Which list the slicer shows: p.task picks the text's ranking for 'prose+trace', 'noprose' (no trace) or 'all'.
  const task = i.ranked || (p.task === 'all') || (p.task === 'prose+trace' && i.prose) || (p.task === 'noprose' && !i.trace) || (p.task === 'both' && (i.prose || !i.trace));
  if (!task) return i.fn_rank ?? null;
  const k = ranking(i, p).findIndex((r) => r.gold);
  return k < 0 ? null : k + 1;
}

const dev = load(devPath);
const held = heldPath ? load(heldPath) : [];
// GRID: an object of value lists (their product), or a list of settings (each over the features' defaults).
const given = JSON.parse(process.env.GRID ?? '{}');
let settings = [{}];
if (Array.isArray(given)) {
  const base = Object.fromEntries(Object.entries(feat.grid).map(([k, v]) => [k, v[0]]));
  settings = given.map((s) => ({ ...base, ...s }));
} else for (const [k, vals] of Object.entries({ ...feat.grid, ...given })) settings = settings.flatMap((s) => vals.map((v) => ({ ...s, [k]: v })));
const hit = (i, p) => { const r = rankOf(i, p); return r !== null && r <= 5; };
const repos = [...new Set(dev.map((i) => i.repo))];
const hrepos = [...new Set(held.map((i) => i.repo))];
const sum = (a) => a.reduce((x, y) => x + y, 0);
const rows = settings.map((p) => ({ p, per: repos.map((r) => dev.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)), hper: hrepos.map((r) => held.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)) }));
for (const r of rows) console.log(`${label(r.p)}: dev ${sum(r.per)}/${dev.length}, held-out ${sum(r.hper)}/${held.length} [${hrepos.map((x, k) => `${x.split('/')[1]} ${r.hper[k]}`).join(' ')}]`);
// All nine repositories for leave-one-out.
const all = [...dev, ...held];
const allRepos = [...repos, ...hrepos];
const rows9 = rows.map((r) => ({ p: r.p, per: [...r.per, ...r.hper] }));
if (process.env.LOO) for (const line of leaveOneOut(rows9, allRepos, all)) console.log(line);
if (process.env.DIFF) {
  // Issues gained and lost between the first setting and each other.
  const [p0, ...ps] = settings;
  for (const p of ps) for (const i of all) { const a = rankOf(i, p0), b = rankOf(i, p); if ((a !== null && a <= 5) !== (b !== null && b <= 5)) console.log(`${label(p)} ${i.id}: ${a} -> ${b}`); }
}
if (process.env.SHOW) {
  const p = settings[0];
  for (const id of process.env.SHOW.split(',')) {
    const i = all.find((x) => x.id.endsWith(id));
    console.log(`== ${i.id} rank ${rankOf(i, p)}`);
    for (const r of ranking(i, p).slice(0, 8)) console.log(`  ${r.gold ? '*' : ' '} ${r.s.toFixed(3)} ${r.path}#${r.name}`);
    for (const f of i.pfiles) for (const d of f.defs) if (d.gold) console.log(`  gold ${f.path}#${d.name} score ${d.score?.toFixed(1)} f ${JSON.stringify(d.f)}`);
  }
}
if (process.env.CHECK) {
  const p = settings[0];
  for (const i of all) if (i.ranked) { const r = rankOf(i, p); const a = i.fn_rank !== null && i.fn_rank <= 5, b = r !== null && r <= 5; if (a !== b) console.log(`mismatch ${i.id} dump ${i.fn_rank} replay ${r} top ${i.fn_top.slice(0, 3).join(' ')}`); }
}
