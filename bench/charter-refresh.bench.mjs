// Charter refresh on real repository histories, checked against git's own line mapping.
//
// For each repository mirror (a git directory) the bench takes an OLD commit on the first-parent line of HEAD and NEW = HEAD,
// at least 400 commits apart (the nearest first-parent ancestor that far back), picks Python files that exist at both and changed in between, and writes charters
// of 50 citations each (10 files × 5 lines, chosen by a fixed-seed generator among the non-blank lines at OLD; every
// fifth citation a 2-line range). The cited files are written at OLD into a scratch directory, the charter is saved
// (src/charter: every citation anchored), the files are overwritten with their NEW content and the charter is refreshed.
//
// Ground truth comes from git alone, independently of the anchors: `git diff -U0 OLD NEW -- FILE` maps every OLD line
// to its NEW line or marks it removed (Myers, git's default). A citation whose lines all survived, contiguously, must
// be re-anchored at exactly git's NEW line; a removed one must be declared unresolvable. Counted:
//   correct-moved     survived, re-anchored at git's line
//   correct-removed   removed, declared unresolvable
//   missed            survived, declared unresolvable (no unique evidence: honest, not wrong)
//   wrong             re-anchored at another line than git's
//   relocated         git says removed, but the same lines (and their context) were found at one other place: checked
//                     against git's other diff algorithms (patience, histogram, minimal); counted wrong only when
//                     none of them maps the line there
//
// usage: node bench/charter-refresh.bench.mjs [--charters N] [--commits N]   (after `npm run build`)
//   repositories: CK_CHARTER_MIRRORS (colon-separated git dirs), default the three mirrors under /work/.mirror
// Writes bench/results/charter-refresh.json. Skips (exit 0, a message) when no mirror is present.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const CHARTERS = arg('--charters', 4);
const MIN_COMMITS = arg('--commits', 400); // OLD is the nearest first-parent ancestor at least this many commits back
const mirrors = (process.env.CK_CHARTER_MIRRORS ?? ['sympy+sympy', 'Agent-Benchmarking+scikit-learn', 'williamlus+matplotlib'].map((r) => `/work/.mirror/${r}/repo`).join(':'))
  .split(':').filter((d) => d && existsSync(d));
if (mirrors.length === 0) {
  console.log('charter-refresh: no repository mirror found (set CK_CHARTER_MIRRORS): skipped');
  process.exit(0);
}
// Isolated state: the bench never touches the user's charters.
const work = mkdtempSync(join(tmpdir(), 'ck-charter-bench-'));
process.env.XDG_STATE_HOME = join(work, 'state');
const ch = await import(pathToFileURL(join(root, 'dist/charter/index.js')).href);

const git = (gitDir, args, opts = {}) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...opts });

/** A small deterministic generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns Map(oldLine → newLine | 0 for removed) for the lines git's diff touches; untouched lines shift by the running offset. */
function lineMap(gitDir, oldC, newC, path, algorithm) {
  const diff = git(gitDir, ['diff', '-U0', '--no-renames', '--no-color', `--diff-algorithm=${algorithm}`, oldC, newC, '--', path]);
  const hunks = [];
  for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    const a = Number(m[1]), b = m[2] === undefined ? 1 : Number(m[2]);
    const c = Number(m[3]), d = m[4] === undefined ? 1 : Number(m[4]);
    hunks.push({ a, b, c, d });
  }
  // An old line after a hunk shifts by (last new line of the hunk) − (last old line of the hunk); with -U0 a side of
  // length 0 names the line it sits after.
  return (line) => {
    let offset = 0;
    for (const { a, b, c, d } of hunks) {
      if (b > 0 && line >= a && line < a + b) return 0; // removed or changed
      const oldEnd = b > 0 ? a + b - 1 : a;
      if (line <= oldEnd) break;
      offset = (d > 0 ? c + d - 1 : c) - oldEnd;
    }
    return line + offset;
  };
}

const totals = { citations: 0, 'correct-moved': 0, 'correct-unchanged': 0, 'correct-removed': 0, missed: 0, wrong: 0, relocated: 0, 'relocated-confirmed': 0 };
const perRepo = [];
const details = [];
for (const gitDir of mirrors) {
  const name = gitDir.split('/').slice(-2, -1)[0];
  const newC = git(gitDir, ['rev-parse', 'HEAD']).trim();
  const line = git(gitDir, ['rev-list', '--first-parent', '-n', String(MIN_COMMITS + 1), newC]).trim().split('\n');
  let oldC = line[line.length - 1];
  let commits = Number(git(gitDir, ['rev-list', '--count', `${oldC}..${newC}`]).trim());
  for (let step = 10; commits > MIN_COMMITS && step < line.length; step += 10) {
    const c = Number(git(gitDir, ['rev-list', '--count', `${line[step]}..${newC}`]).trim());
    if (c >= MIN_COMMITS) {
      oldC = line[step];
      commits = c;
      break;
    }
  }
  const changed = git(gitDir, ['diff', '--name-only', '--no-renames', '--diff-filter=M', oldC, newC]).split('\n').filter((p) => p.endsWith('.py')).sort();
  const rand = rng(20260101);
  // Files with at least 60 lines at OLD, in a seeded order.
  const pool = changed.map((p) => ({ p, k: rand() })).sort((x, y) => x.k - y.k).map((x) => x.p);
  const counts = { citations: 0, 'correct-moved': 0, 'correct-unchanged': 0, 'correct-removed': 0, missed: 0, wrong: 0, relocated: 0, 'relocated-confirmed': 0 };
  let used = 0;
  for (let k = 0; k < CHARTERS; k++) {
    const dir = join(work, `${name}-${k}`);
    mkdirSync(join(dir, '.git'), { recursive: true });
    const files = [];
    while (files.length < 10 && used < pool.length) {
      const p = pool[used++];
      const text = git(gitDir, ['show', `${oldC}:${p}`]);
      const lines = text.split('\n');
      if (lines.length < 60) continue;
      files.push({ p, text, lines, next: git(gitDir, ['show', `${newC}:${p}`]) });
    }
    if (files.length === 0) break;
    const cites = [];
    for (const f of files) {
      const cand = f.lines.map((l, i) => (l.trim() ? i + 1 : 0)).filter((n) => n > 0 && n < f.lines.length - 1);
      const picked = new Set();
      while (picked.size < 5 && picked.size < cand.length) picked.add(cand[Math.floor(rand() * cand.length)]);
      for (const line of [...picked].sort((a, b) => a - b)) {
        const endLine = (cites.length % 5 === 4 && f.lines[line]?.trim()) ? line + 1 : line;
        cites.push({ path: f.p, line, endLine });
      }
    }
    for (const f of files) {
      mkdirSync(dirname(join(dir, f.p)), { recursive: true });
      writeFileSync(join(dir, f.p), f.text);
    }
    const text = cites.map((c, i) => `- constraint ${i + 1}: \`${c.path}:${c.line}${c.endLine !== c.line ? `-${c.endLine}` : ''}\` holds`).join('\n') + '\n';
    ch.saveCharter(dir, text);
    for (const f of files) writeFileSync(join(dir, f.p), f.next);
    const { state } = ch.refreshCharter(dir);
    const maps = new Map();
    const mapOf = (p, alg) => {
      const key = `${p}\0${alg}`;
      if (!maps.has(key)) maps.set(key, lineMap(gitDir, oldC, newC, p, alg));
      return maps.get(key);
    };
    state.citations.forEach((sc, i) => {
      const c = cites[i];
      const truth = (alg) => {
        const m = mapOf(c.path, alg);
        const a = m(c.line), b = m(c.endLine);
        return a > 0 && b > 0 && b - a === c.endLine - c.line ? a : 0;
      };
      const gt = truth('myers');
      let verdict;
      if (gt > 0 && sc.status === 'anchored') verdict = sc.line === gt ? (gt === c.line ? 'correct-unchanged' : 'correct-moved') : 'wrong';
      else if (gt > 0) verdict = 'missed';
      else if (sc.status !== 'anchored') verdict = 'correct-removed';
      else {
        const other = ['patience', 'histogram', 'minimal'].map(truth);
        verdict = other.includes(sc.line) ? 'relocated-confirmed' : 'relocated';
      }
      counts.citations++;
      counts[verdict]++;
      if (verdict === 'wrong' || verdict === 'relocated' || verdict === 'missed') {
        details.push({ repo: name, path: c.path, old: c.line, endLine: c.endLine, git: gt, ours: sc.status === 'anchored' ? sc.line : null, verdict, detail: sc.detail, content: sc.anchor?.lines });
      }
    });
  }
  for (const k of Object.keys(totals)) totals[k] += counts[k];
  perRepo.push({ repo: name, old: oldC.slice(0, 10), new: newC.slice(0, 10), commits, charters: CHARTERS, ...counts });
  console.log(`${name}: ${oldC.slice(0, 10)}..${newC.slice(0, 10)} (${commits} commits): ${JSON.stringify(counts)}`);
}
console.log(`total: ${JSON.stringify(totals)}`);
for (const d of details.filter((x) => x.verdict !== 'missed')) console.log(`  ${d.verdict}: ${d.repo} ${d.path}:${d.old} git ${d.git} ours ${d.ours} ${JSON.stringify(d.content)}`);
const missed = details.filter((x) => x.verdict === 'missed');
if (missed.length) console.log(`  missed (survived, declared unresolvable): ${missed.map((d) => `${d.path}:${d.old} ${JSON.stringify(d.content?.[0])}`).join('; ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'charter-refresh.json'), `${JSON.stringify({ minCommits: MIN_COMMITS, repos: perRepo, totals, details }, null, 1)}\n`);
rmSync(work, { recursive: true, force: true });
