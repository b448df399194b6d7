// Candidate evidence for fit-list-features.mjs from the history of each line (git blame at the issue's base commit):
// a definition changed lately, against the others of its file, as the place an issue's fault is (defect-prediction's
// churn and recency). Only the first BLAME_FILES seed files are blamed (a big file takes about a second); blames are
// cached in BLAME_CACHE (a JSON file) across runs.
//   recent    1 for its file's most recently changed definition, falling linearly to 0 for its least recent
//   recent10  1 when its newest line is among the newest tenth of its file's definitions' newest lines
//   young     1 when its newest line is less than a year older than the file's newest line
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const grid = { recent: [0], recent10: [0], young: [0] };
const FILES = Number(process.env.BLAME_FILES ?? 3);
const CACHE = process.env.BLAME_CACHE ?? '/tmp/fnrank-blame.json';
const cache = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
let dirty = 0;
process.on('exit', () => { if (dirty) writeFileSync(CACHE, JSON.stringify(cache)); });

/** Per line (1-based index - 1), the committer time of the commit that last changed it at `commit`. */
function blame(mirror, commit, path) {
  const key = `${mirror}|${commit}|${path}`;
  if (cache[key]) return cache[key];
  const out = spawnSync('git', ['--git-dir', mirror, 'blame', '--line-porcelain', commit, '--', path], { maxBuffer: 1 << 30 }).stdout?.toString() ?? '';
  const times = [];
  for (const l of out.split('\n')) if (l.startsWith('committer-time ')) times.push(Number(l.slice(15)));
  cache[key] = times;
  if (++dirty % 50 === 0) writeFileSync(CACHE, JSON.stringify(cache));
  return times;
}

export const issueContext = () => ({ files: new Map() });

export function defFeatures(ctx, r, src, i, f, defs) {
  if (f.rank > FILES) return { recent: 0, recent10: 0, young: 0 };
  let info = ctx.files.get(f.path);
  if (!info) {
    const times = blame(i.mirror, i.commit, f.path);
    const newest = new Map(f.defs.map((d) => [d, Math.max(0, ...times.slice(d.start - 1, d.end))]));
    const sorted = [...newest.values()].sort((a, b) => b - a);
    info = { newest, sorted, top: Math.max(0, ...times) };
    ctx.files.set(f.path, info);
  }
  const t = info.newest.get(r.d) ?? 0;
  if (!t) return { recent: 0, recent10: 0, young: 0 };
  const k = info.sorted.indexOf(t);
  const n = info.sorted.length;
  return { recent: n > 1 ? 1 - k / (n - 1) : 1, recent10: k < Math.max(1, Math.ceil(n / 10)) ? 1 : 0, young: info.top - t < 365 * 86400 ? 1 : 0 };
}
