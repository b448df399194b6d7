// Replays a prose task's ranked list as the slicer makes it now (task-list.mjs with the landed changes: idf half over
// the ten files' definitions, a lexical seed at a class's line not counted for the class, a snippet's operator at
// TASK_SYNTAX_SHARE) with candidate evidence per definition from its own source text and the issue text (a features
// module, default ./features-text.mjs: `grid`, `issueContext(issue)`, optionally `defData(ctx, r, src, issue, file)`
// and `issueData(ctx, defs)` for what needs every definition of the ten files, then `defFeatures(ctx, r, src, issue,
// file)` → { name: 0..1 }), each feature a noisy-OR share of the setting; and the list's remaining knobs as settings:
// the file prior evidence^ev / rank^rankExp, the definition's evidence v^vExp, a factor lines^sizeExp, the mention
// shares (`ms`, `es`), each seed kind's factor, the scoring's name, class-part, docstring and title weights (`nameW`,
// `classW`, `docW`, `title`), code-shaped query words (`codeQ`), query repetition saturation (`k3`), and a class-name-
// only match (`onlyCls`), and the first five picked for query-aspect coverage (`div`, see diversified). Prints
// function Acc@5 per setting on both dumps (per repository); the base setting agrees with fit-list.mjs's replay of
// the slicer (dumps of a057cfd: dev 68/123, held-out 102/176) and, on dumps of d36e3f4 (all eleven repositories),
// with the bench on every hit (dev 126/215, held-out 103/176; CHECK=1 lists none).
//
// usage: node bench/devsets/issues/fit-list-features.mjs DEV-DUMP.json HELDOUT-DUMP.json
//   FEATURES=path.mjs  GRID='{"lit":[0,0.3]}' or '[{"lit":0.3},{"ev":2}]'  LOO=1 (the setting best on eight of the
//   nine repositories, each left out; LOO=dev: best on two of the dev set's three, with its held-out figure)  DIFF=1  CHECK=1  STATS=1 (how often each feature fires on gold and other
//   definitions)  SHOW=id,id (the first setting's list; INFILE=n: also the gold files' first n definitions by score)
import { loadDump } from './def-terms.mjs';
const { tokenizeCode } = await import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/rank/tokenize.js`, import.meta.url).href);
import { label, leaveOneOut, leftOutSum, SEED_SHARE } from './replay.mjs';
import { FILES, MENTION_SHARE, END_SHARE, firstGoldRank, scoreTaskDefs } from './task-list.mjs';

const feat = await import(process.env.FEATURES ? new URL(process.env.FEATURES, `file://${process.cwd()}/`).href : './features-text.mjs');
const [devPath, heldPath] = process.argv.slice(2);
/** fuse.ts TASK_SYNTAX_SHARE, TASK_DEF_IDF, TASK_RANK_DECAY, TASK_SYMBOLS_PER_FILE, TASK_VARIABLE_FACTOR, TASK_FILE_RANK_EXP. */
const BASE = { files: FILES, op: 0.3, idf: 0.5, decay: 0.5, perFile: 5, varF: 0.37, rankExp: 0.5, ev: 1, classW: 1, nameW: 3, docW: 0.2, title: 0, sizeExp: 0, lexSeedF: 1, menSeedF: 1, otherSeedF: 1, ms: MENTION_SHARE, es: END_SHARE, codeQ: 1, k3: 0, vExp: 1, onlyCls: 1 };

function load(p) {
  // The texts of every dumped seed file (CK_DUMP_FILES of bench/issues-dump.mjs), so that `files` may exceed FILES.
  const { issues, texts } = loadDump(p, Infinity);
  for (const i of issues) {
    i.textList = (i.prose || !i.trace) && !i.packagesFirst;
    if (!i.textList) continue;
    i.texts = texts;
    i.ctx = feat.issueContext(i);
    i.byKey = new Map();
  }
  return issues;
}

/** The issue's scored files (task-list.mjs scoreTaskDefs) under the scoring parameters of `p`, with the features. */
function filesOf(i, p) {
  // The features are computed only for a setting that gives one of them a share (or for STATS): a knob of the list
  // alone (`files`, `varF`, …) needs none, and their per-definition reading of the file's other definitions made one
  // setting of twelve files take over 200 s on the held-out dump alone (20 s without), so a grid over `files` did not
  // finish.
  const withFeatures = Boolean(process.env.STATS) || Object.keys(feat.grid).some((k) => p[k]);
  const key = `${p.files}|${p.idf}|${p.classW}|${p.nameW}|${p.docW}|${p.title}|${p.codeQ}|${p.k3}|${withFeatures}`;
  let files = i.byKey.get(key);
  if (files) return files;
  // With p.title: a query term of the text's first line weighs 1 + p.title.
  const qmul = p.title ? (() => { const t = new Set(tokenizeCode(i.text.trim().split('\n')[0])); return i.qterms.map((q) => (t.has(q.term) ? 1 + p.title : 1)); })() : undefined;
  // With p.codeQ: a code-shaped query term's weight times that (on top of the slicer's code boost); with p.k3, its
  // repetition saturates at that (qw / its saturated qtf, times qtf's saturation at k3).
  const qmul2 = i.qterms.map((q, k) => (qmul ? qmul[k] : 1) * (q.code ? p.codeQ : 1) * (p.k3 ? ((q.qtf * (p.k3 + 1)) / (p.k3 + q.qtf)) / ((q.qtf * 5) / (4 + q.qtf)) : 1));
  files = scoreTaskDefs(i, i.texts, p.idf, { classW: p.classW, nameW: p.nameW, docW: p.docW, qmul: qmul2, files: p.files });
  // Optional first pass (feat.defData, then feat.issueData over all of them): what a feature needs of every
  // definition of the ten files (e.g. how many hold a literal).
  if (!withFeatures) { i.byKey.set(key, files); return files; }
  const srcOf = new Map(files.map(({ f }) => [f, (i.texts.get(`${i.commit}:${f.path}`) ?? '').split('\n')]));
  if (feat.defData) {
    for (const { f, defs } of files) for (const r of defs) r.data = feat.defData(i.ctx, r, srcOf.get(f), i, f);
    feat.issueData?.(i.ctx, files.flatMap((x) => x.defs));
  }
  for (const { f, defs } of files) for (const r of defs) r.x = feat.defFeatures(i.ctx, r, srcOf.get(f), i, f, defs);
  i.byKey.set(key, files);
  return files;
}

/** The merged list (fuse.ts rankedList with `byEnd`), each feature of `p` a noisy-OR share. */
function merge(i, p) {
  const files = filesOf(i, p);
  // With p.onlyCls < 1: a definition whose match is only its class's name (`Class.m`, nothing of `m` or its lines)
  // counts that much of its lexical share.
  const lex0 = new Map();
  if (p.onlyCls !== 1) for (const { defs } of filesOf(i, { ...p, classW: 0, onlyCls: 1 })) for (const r of defs) lex0.set(r.d, r.lex);
  const best = Math.max(0, ...files.flatMap((x) => x.defs.map((y) => y.lex)));
  const out = [];
  const fkeys = Object.keys(feat.grid);
  for (const { f, defs } of files) {
    const prior = f.evidence ** p.ev / f.rank ** p.rankExp;
    const local = [];
    for (const r of defs) {
      const share = (best > 0 ? r.lex / best : 0) * (p.onlyCls !== 1 && r.d.name.includes('.') && !(lex0.get(r.d) > 0) ? p.onlyCls : 1);
      const miss = r.named ? 1 - p.ms : r.end ? 1 - p.es : 1;
      const lexIn = r.d.kind === 'class' ? 0 : r.seedBy.lexical ?? 0;
      const seed = Math.min(1 / SEED_SHARE, Math.max(p.otherSeedF * (r.seedBy.other ?? 0), p.lexSeedF * lexIn, p.menSeedF * (r.seedBy.mention ?? 0)));
      let x = 1;
      for (const k of fkeys) if (p[k] && r.x?.[k]) x *= 1 - p[k] * r.x[k];
      const v = 1 - (1 - share * share) * (1 - SEED_SHARE * seed) * miss * (r.op ? 1 - p.op : 1) * x;
      if (v <= 0) continue;
      const kind = r.d.kind === 'variable' ? p.varF : 1;
      const size = p.sizeExp ? (r.d.end - r.d.start + 1) ** p.sizeExp : 1;
      local.push({ path: r.path, d: r.d, v, s: prior * v ** p.vExp * kind * size, r });
    }
    local.sort((a, b) => b.s - a.s || a.d.start - b.d.start);
    local.slice(0, p.perFile).forEach((r, k) => out.push({ ...r, s: r.s / (k + 1) ** p.decay }));
  }
  out.sort((a, b) => b.s - a.s);
  return p.div ? diversified(out, p.div) : out;
}

/**
 * With p.div = λ: the first five picked greedily, each pick's score times 1 − λ·(the share of its lexical score
 * carried by query terms the picks before it already match): a definition that says only what the ones above it
 * said weighs less than one that matches another part of the text (coverage of the query's aspects, as xQuAD).
 */
function diversified(list, lambda) {
  const picked = [];
  const covered = new Set();
  const rest = [...list];
  while (picked.length < 5 && rest.length) {
    let bk = 0, bs = -Infinity;
    rest.forEach((r, k) => {
      const t = r.r.byTerm;
      let red = 0;
      if (t && r.r.lex > 0) { for (let j = 0; j < t.length; j++) if (t[j] && covered.has(j)) red += t[j]; red /= r.r.lex; }
      const s = r.s * (1 - lambda * red);
      if (s > bs) { bs = s; bk = k; }
    });
    const [r] = rest.splice(bk, 1);
    picked.push(r);
    r.r.byTerm?.forEach((v, j) => { if (v) covered.add(j); });
  }
  return [...picked, ...rest];
}

function rankOf(i, p) {
  return i.textList ? firstGoldRank(merge(i, p)) : i.fn_rank ?? null;
}

const dev = load(devPath);
const held = heldPath ? load(heldPath) : [];
const base = { ...BASE, ...Object.fromEntries(Object.entries(feat.grid).map(([k, v]) => [k, v[0]])) };
const given = JSON.parse(process.env.GRID ?? '{}');
let settings = [base];
if (Array.isArray(given)) settings = given.map((s) => ({ ...base, ...s }));
else for (const [k, vals] of Object.entries({ ...feat.grid, ...given })) settings = settings.flatMap((s) => vals.map((v) => ({ ...s, [k]: v })));
const hit = (i, p) => { const r = rankOf(i, p); return r !== null && r <= 5; };
const repos = [...new Set(dev.map((i) => i.repo))];
const hrepos = [...new Set(held.map((i) => i.repo))];
const sum = (a) => a.reduce((x, y) => x + y, 0);
const differs = (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => v !== base[k]));
const show = (p) => label(differs(p)) || 'base';
const rows = settings.map((p) => ({ p, per: repos.map((r) => dev.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)), hper: hrepos.map((r) => held.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)) }));
for (const r of rows) console.log(`${show(r.p)}: dev ${sum(r.per)}/${dev.length} [${repos.map((x, k) => `${x.split('/')[1]} ${r.per[k]}`).join(' ')}], held-out ${sum(r.hper)}/${held.length} [${hrepos.map((x, k) => `${x.split('/')[1]} ${r.hper[k]}`).join(' ')}]`);
const all = [...dev, ...held];
if (process.env.LOO === 'dev') {
  // Fitted on two of the dev set's repositories, measured on the third; the held-out figure of the setting chosen.
  repos.forEach((out, k) => {
    const fit = (r) => r.per.reduce((a, b, j) => a + (j === k ? 0 : b), 0);
    const top = Math.max(...rows.map(fit));
    const ties = rows.filter((r) => fit(r) === top);
    const mean = (f) => (ties.reduce((a, r) => a + f(r), 0) / ties.length).toFixed(1);
    console.log(`left out ${out}: best on the other two ${ties.map((r) => `(${show(r.p)})`).join(' ')} → on it ${mean((r) => r.per[k])} (base ${rows[0].per[k]}) of ${dev.filter((i) => i.repo === out).length}; held-out ${mean((r) => sum(r.hper))} (base ${sum(rows[0].hper)}) of ${held.length}`);
  });
} else if (process.env.LOO) {
  const rows11 = rows.map((r) => ({ p: differs(r.p), per: [...r.per, ...r.hper] }));
  for (const line of leaveOneOut(rows11, [...repos, ...hrepos], all)) console.log(line);
  console.log(leftOutSum(rows11, [...repos, ...hrepos]));
}
if (process.env.DIFF) {
  const [p0, ...ps] = settings;
  for (const p of ps) for (const i of all) { const a = rankOf(i, p0), b = rankOf(i, p); if ((a !== null && a <= 5) !== (b !== null && b <= 5)) console.log(`${show(p)} ${i.id}: ${a} -> ${b}`); }
}
if (process.env.CHECK) for (const i of all) { if (!i.textList) continue; const r = rankOf(i, base); const a = i.fn_rank !== null && i.fn_rank <= 5, b = r !== null && r <= 5; if (a !== b) console.log(`mismatch ${i.id} dump ${i.fn_rank} replay ${r}`); }
if (process.env.STATS) {
  // Per feature: on how many gold definitions / other definitions it fires, and in how many issues (dev, held-out).
  for (const [name, set] of [['dev', dev], ['held-out', held]]) {
    const st = {};
    for (const i of set) {
      if (!i.textList) continue;
      const iss = {};
      for (const { defs } of filesOf(i, base)) for (const r of defs) for (const [k, v] of Object.entries(r.x ?? {})) {
        if (!v) continue;
        const s = (st[k] ??= { gold: 0, other: 0, issues: 0, goldIssues: 0 });
        if (r.d.gold) s.gold++; else s.other++;
        (iss[k] ??= { any: false, gold: false }).any = true;
        if (r.d.gold) iss[k].gold = true;
      }
      for (const [k, v] of Object.entries(iss)) { st[k].issues++; if (v.gold) st[k].goldIssues++; }
    }
    console.log(name, JSON.stringify(st));
  }
}
if (process.env.SHOW) {
  // The first setting's list for those issues: its first eight and every gold definition, with what scored them.
  const p = settings[0];
  const line = (k, r) => `${String(k).padStart(3)} ${r.d.gold ? '*' : ' '} ${r.s.toFixed(3)} v ${r.v.toFixed(2)} lex ${r.r.lex.toFixed(1)} f${r.r.fileRank} ${r.path.split('/').slice(-2).join('/')}#${r.d.name} ${r.d.kind}${r.r.named ? ' named' : ''}${r.r.end ? ' end' : ''} seed ${JSON.stringify(r.r.seedBy)} x ${JSON.stringify(Object.fromEntries(Object.entries(r.r.x ?? {}).filter(([, v]) => v)))}`;
  for (const id of process.env.SHOW.split(',')) {
    const i = all.find((x) => x.id.endsWith(id));
    if (!i?.textList) { console.log(`== ${id}: not a text list`); continue; }
    const list = merge(i, p);
    console.log(`== ${i.id} rank ${rankOf(i, p)} gold ${JSON.stringify(i.gold_spans)}`);
    list.slice(0, 8).forEach((r, k) => console.log(line(k + 1, r)));
    list.forEach((r, k) => { if (r.d.gold && k >= 8) console.log(line(k + 1, r)); });
    for (const { f, defs } of filesOf(i, p)) for (const r of defs) if (r.d.gold && !list.some((x) => x.r === r)) console.log(`  gold not listed ${f.path}#${r.d.name} lex ${r.lex.toFixed(1)} x ${JSON.stringify(r.x)}`);
    if (process.env.INFILE) {
      // The gold files' definitions by lexical score, first ten and the gold ones.
      for (const { f, defs } of filesOf(i, p)) {
        if (!defs.some((r) => r.d.gold)) continue;
        const byLex = [...defs].sort((a, b) => b.lex - a.lex);
        console.log(`  file ${f.rank} ${f.path} (${defs.length} defs)`);
        byLex.forEach((r, k) => { if (k < Number(process.env.INFILE) || r.d.gold) console.log(`   ${String(k + 1).padStart(4)} ${r.d.gold ? '*' : ' '} lex ${r.lex.toFixed(1)} ${r.d.name} ${r.d.kind} ${r.d.end - r.d.start + 1} lines${r.named ? ' named' : ''}${r.end ? ' end' : ''}`); });
      }
    }
  }
}
