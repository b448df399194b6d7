// Answer preservation (issue 43), measured on captured real outputs: for each output, the answers the oracles of
// src/normalize/answers/ read in the raw text and in T1's normalized text (the hook's settings: bash, and grep for
// grep/rg outputs as the Grep tool's content), whether they are equal, and the token reduction beside it; what the
// hook delivers (T1, or the raw output when the answer guard rejects T1's) is reported too. Then the guard's cost on a
// 1 MB output in a warm process (the answer check alone, normalize measured in the same run as the baseline).
//
// usage: node bench/answers.bench.mjs [--set heldout|fixtures|both] [--runs N] [--base DIR]   (after `npm run build`)
// --base DIR: a checkout's root (its `npm run build` done) whose answer check is timed in the same run, interleaved,
// as the baseline of a change (`--base /work/main`). Writes bench/results/answers.json.
import { readFileSync, readdirSync, mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog } from './fixtures/long-log.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
process.env.XDG_STATE_HOME = mkdtempSync(join(tmpdir(), 'ck-answers-bench-'));
const { normalize } = await import(join(root, 'dist', 'normalize', 'index.js'));
const { checkAnswers, answersOf, answersKept } = await import(join(root, 'dist', 'normalize', 'answers', 'index.js'));
const { kernelFallbacks } = await import(join(root, 'dist', 'kernels', 'fallback.js'));
const arg = (name, dflt) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : dflt);
const set = arg('--set', 'heldout');
const runs = Number(arg('--runs', 30));

const sets = { heldout: join(here, 'captures', 'heldout'), fixtures: join(root, 'test', 'fixtures', 'answers') };
const chosen = set === 'both' ? ['heldout', 'fixtures'] : [set];
const rows = [];
for (const name of chosen) {
  const dir = sets[name];
  for (const c of JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8'))) {
    const raw = readFileSync(join(dir, c.file), 'utf8');
    for (const tool of c.kind === 'grep' ? ['bash', 'grep'] : ['bash']) {
      const r = normalize(raw, { tool });
      const checks = checkAnswers(raw, r.text);
      const kept = answersKept(checks);
      const answers = answersOf(raw).reduce((n, a) => n + a.answers.length, 0);
      rows.push({
        set: name, file: c.file, tool, oracles: checks.map((x) => x.oracle).join(','), answers, kept,
        lost: checks.flatMap((x) => x.missing.map((m) => `${x.oracle}: ${m}`)).slice(0, 5),
        before: r.tokensBefore, after: r.tokensAfter, delivered: kept ? r.tokensAfter : r.tokensBefore,
      });
    }
  }
}

const sum = (xs, f) => xs.reduce((n, x) => n + f(x), 0);
const recognized = rows.filter((r) => r.oracles !== '');
const changed = rows.filter((r) => r.after !== r.before);
const summary = {
  outputs: rows.length,
  recognized: recognized.length,
  withAnswers: rows.filter((r) => r.answers > 0).length,
  changedByT1: changed.length,
  answersKeptByT1: rows.filter((r) => r.kept).length,
  answersKeptRate: +(rows.filter((r) => r.kept).length / rows.length).toFixed(4),
  tokensBefore: sum(rows, (r) => r.before),
  tokensAfterT1: sum(rows, (r) => r.after),
  reductionT1: +(1 - sum(rows, (r) => r.after) / sum(rows, (r) => r.before)).toFixed(4),
  tokensDelivered: sum(rows, (r) => r.delivered),
  reductionDelivered: +(1 - sum(rows, (r) => r.delivered) / sum(rows, (r) => r.before)).toFixed(4),
};

// The guard's cost on 1 MB: checkAnswers(raw, normalized) after a warm-up, interleaved with normalize (the baseline).
const MB = 1024 * 1024;
const log = buildLongLog({ minBytes: MB }).subarray(0, MB).toString('utf8');
const norm = normalize(log, { tool: 'bash' });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// CPU time of this process (user + system), not wall time: on the shared machine wall time mostly measures the others.
const timeIt = (fn) => { const t = process.cpuUsage(); fn(); const d = process.cpuUsage(t); return (d.user + d.system) / 1000; };
// As the hook calls it (hooks/answer-guard.ts): with normalize's cleaned text (its bytes, or, in a build before
// `cleaned()`, its decoded string).
const guardCall = () => checkAnswers(log, norm.text, norm.cleaned?.() ?? norm.cleanedText());
const baseDir = arg('--base', '');
const base = baseDir ? await import(join(baseDir, 'dist', 'normalize', 'answers', 'index.js')) : null;
// As the base build's hook calls it when it predates `cleaned()`: with the decoded cleaned text.
const baseCall = base ? () => base.checkAnswers(log, norm.text, norm.cleanedText()) : null;
if (base && JSON.stringify(baseCall()) !== JSON.stringify(guardCall())) throw new Error(`--base ${baseDir}: its answer check differs on the 1 MB log`);
for (let i = 0; i < 5; i++) { normalize(log, { tool: 'bash' }); guardCall(); baseCall?.(); }
const tNorm = [], tGuard = [], tBase = [];
for (let i = 0; i < runs; i++) {
  tNorm.push(timeIt(() => normalize(log, { tool: 'bash' })));
  tGuard.push(timeIt(guardCall));
  if (baseCall) tBase.push(timeIt(baseCall));
}
const guard = {
  input: '1 MB of test/fixtures/outputs logs (bench/fixtures/long-log.mjs)',
  node: process.version,
  recognizedBy: guardCall().map((c) => c.oracle),
  runs, 'normalize cpu ms (median)': +median(tNorm).toFixed(2), 'answer check cpu ms (median)': +median(tGuard).toFixed(2),
  'check / normalize': +(median(tGuard) / median(tNorm)).toFixed(3),
  // Not empty: a kernel's twin was measured (the needle scan's regex, when wasm/needles.wasm is not built).
  fallbacks: JSON.stringify(kernelFallbacks()),
  ...(baseCall ? { base: baseDir, 'base check cpu ms (median)': +median(tBase).toFixed(2), 'check / base': +(median(tGuard) / median(tBase)).toFixed(3) } : {}),
};

console.table(rows.filter((r) => !r.kept || r.after !== r.before).map(({ lost, ...r }) => ({ ...r, lost: lost.join(' | ').slice(0, 80) })));
console.log(summary);
console.table([guard]);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'answers.json'), `${JSON.stringify({ set, summary, guard, rows }, null, 1)}\n`);
