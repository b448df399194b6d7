// Would a repository's own history rank an issue's files better? Bug-localization work (BugLocator, Locus) scores a
// file by the past commits that changed it whose messages resemble the new report. This replays that on dumps of
// bench/issues-dump.mjs: for each issue, the commits reachable from its base commit (its mirror's `git log`), each
// scored against the issue text by BM25 over its message (subject and body, tokenized as the slicer tokenizes code
// and prose); a file's history score is Σ over the TOP best commits of score / √(files the commit changed). The
// dump's first ten seed files are then re-ordered by (1 / rank) × (1 + w · history / the issue's best history) (w 0:
// the order as dumped), and file Acc@1/3/5 is printed per setting (TOP, w), per repository, with the setting best on
// the other repositories (by Acc@1, then Acc@5) for each one left out.
//
// usage: node bench/devsets/issues/history-replay.mjs DEV-DUMP.json [HELDOUT-DUMP.json]   (TOPS=5,20,100 W=0,0.5,1,2,3)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { tokenizeCode } = await import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/rank/tokenize.js`, import.meta.url).href);
const TOPS = (process.env.TOPS ?? '5,20,100').split(',').map(Number);
const WS = (process.env.W ?? '0,0.5,1,2,3').split(',').map(Number);
const K1 = 1.2, B = 0.75;

/** Every commit of a mirror: hash → { msg terms (Map term → tf), len, files }. */
const logs = new Map();
/** The base commits of each mirror's issues (the log is read from all of them at once). */
const basesOf = new Map();
function logOf(mirror) {
  let l = logs.get(mirror);
  if (l) return l;
  l = new Map();
  const read = (revs) => execFileSync('git', ['-C', mirror, 'log', ...revs, '--format=%x01%H%x00%s%n%b%x00', '--name-only'], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  const bases = [...new Set(basesOf.get(mirror))];
  let outs;
  try { outs = [read(bases)]; } catch {
    // A mirror missing an object on some base's history: each base alone, those that fail left out (their issues
    // are skipped and counted).
    outs = bases.flatMap((b) => { try { return [read([b])]; } catch { return []; } });
  }
  for (const out of outs) for (const rec of out.split('\x01').slice(1)) {
    const [hash, msg, rest] = rec.split('\x00');
    if (l.has(hash)) continue;
    const files = (rest ?? '').split('\n').map((s) => s.trim()).filter(Boolean);
    const tf = new Map();
    let len = 0;
    for (const t of tokenizeCode(msg ?? '')) { tf.set(t, (tf.get(t) ?? 0) + 1); len++; }
    l.set(hash, { tf, len, files });
  }
  logs.set(mirror, l);
  return l;
}

/** Per TOP of TOPS, the history score of each file for issue `x`: its TOP commits (reachable from its base) most like its text. */
function historyOf(x) {
  const log = logOf(x.mirror);
  let reach;
  try { reach = execFileSync('git', ['-C', x.mirror, 'rev-list', x.commit], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean); } catch { return null; }
  if (!reach.every((h) => log.has(h))) return null;
  const commits = reach.map((h) => log.get(h)).filter(Boolean);
  const n = commits.length;
  const avg = commits.reduce((s, c) => s + c.len, 0) / Math.max(1, n);
  const q = new Map();
  for (const t of tokenizeCode(x.text)) q.set(t, (q.get(t) ?? 0) + 1);
  const df = new Map();
  for (const t of q.keys()) df.set(t, 0);
  for (const c of commits) for (const t of q.keys()) if (c.tf.has(t)) df.set(t, df.get(t) + 1);
  const scored = [];
  for (const c of commits) {
    if (!c.files.length) continue;
    let s = 0;
    for (const [t, qtf] of q) {
      const f = c.tf.get(t);
      if (!f) continue;
      const idf = Math.log(1 + (n - df.get(t) + 0.5) / (df.get(t) + 0.5));
      s += Math.min(qtf, 3) * idf * (f * (K1 + 1)) / (f + K1 * (1 - B + (B * c.len) / avg));
    }
    if (s > 0) scored.push({ c, s });
  }
  scored.sort((a, b) => b.s - a.s);
  return new Map(TOPS.map((top) => {
    const hist = new Map();
    for (const { c, s } of scored.slice(0, top)) for (const f of c.files) hist.set(f, (hist.get(f) ?? 0) + s / Math.sqrt(c.files.length));
    return [top, hist];
  }));
}

const load = (p) => JSON.parse(readFileSync(p, 'utf8')).filter((x) => x.gold_files?.length && x.files?.length);
let sets = process.argv.slice(2).map((p) => ({ p, rows: load(p) }));
for (const s of sets) for (const x of s.rows) basesOf.set(x.mirror, [...(basesOf.get(x.mirror) ?? []), x.commit]);
const t0 = Date.now();
let skipped = 0;
for (const s of sets) {
  for (const x of s.rows) { x.hist = historyOf(x); if (!x.hist) skipped++; }
  s.rows = s.rows.filter((x) => x.hist);
}
console.error(`history of ${sets.reduce((n, s) => n + s.rows.length, 0)} issues in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${skipped} skipped (their mirror misses an object of the history)`);

/** The first gold file's rank among the dumped files re-ordered with history (TOP top, weight w); null past the ten. */
function rankWith(x, top, w) {
  const hist = x.hist.get(top);
  const best = Math.max(0, ...x.files.map((f) => hist.get(f.path) ?? 0));
  const order = x.files
    .map((f) => ({ f, s: (1 / f.rank) * (1 + (best > 0 ? (w * (hist.get(f.path) ?? 0)) / best : 0)) }))
    .sort((a, b) => b.s - a.s || a.f.rank - b.f.rank);
  const k = order.findIndex((o) => x.gold_files.includes(o.f.path));
  return k < 0 ? null : k + 1;
}

const settings = [{ top: TOPS[0], w: 0 }, ...TOPS.flatMap((top) => WS.filter((w) => w > 0).map((w) => ({ top, w })))];
const acc = (rows, p, k) => rows.filter((x) => { const r = rankWith(x, p.top, p.w); return r !== null && r <= k; }).length;
const all = sets.flatMap((s) => s.rows);
const repos = [...new Set(all.map((x) => x.repo))];
for (const { p, rows } of sets) {
  const rs = repos.filter((r) => rows.some((x) => x.repo === r));
  console.log(`== ${p} (${rows.length} issues)`);
  for (const q of settings) {
    const per = rs.map((r) => { const rr = rows.filter((x) => x.repo === r); return `${r.split('/')[1]} ${acc(rr, q, 1)}/${acc(rr, q, 5)}`; });
    console.log(`${q.w ? `TOP ${q.top} w ${q.w}` : 'as dumped'}: Acc@1 ${acc(rows, q, 1)} Acc@3 ${acc(rows, q, 3)} Acc@5 ${acc(rows, q, 5)}  [${per.join(', ')}]`);
  }
}
// Leave one repository out: the setting best on the others (Acc@1, then Acc@5), scored on the one left out.
const byRepo = new Map(repos.map((r) => [r, all.filter((x) => x.repo === r)]));
let left1 = 0, left5 = 0;
const picks = [];
for (const r of repos) {
  const others = all.filter((x) => x.repo !== r);
  const best = settings.reduce((b, q) => { const v = [acc(others, q, 1), acc(others, q, 5)]; return !b || v[0] > b.v[0] || (v[0] === b.v[0] && v[1] > b.v[1]) ? { q, v } : b; }, null).q;
  left1 += acc(byRepo.get(r), best, 1);
  left5 += acc(byRepo.get(r), best, 5);
  picks.push(`${r.split('/')[1]} ${best.w ? `${best.top}/${best.w}` : 'none'}`);
}
console.log(`left out: Acc@1 ${left1}, Acc@5 ${left5} of ${all.length}; as dumped ${acc(all, settings[0], 1)}, ${acc(all, settings[0], 5)} (${picks.join(', ')})`);
