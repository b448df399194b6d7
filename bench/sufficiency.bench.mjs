// Sufficiency of T2 (rate–distortion), two ways, on the real corpora:
//   1. synthesized: `ck bench sufficiency` on pandas — real raise sites, three symptom forms, budgets 8k and 30k
//   2. real: every captured pandas/sympy traceback in test/fixtures/symptoms (tuned set) and .../heldout (held-out
//      set), cut into the three forms (full traceback; the user's frame + the error line; the error line alone),
//      sliced at a 30k budget; the raise line is the innermost frame inside the corpus
// Success = the raise line is visible in the task state; rates are counted in tokens.
//
// usage: node bench/sufficiency.bench.mjs [--cases N]   (after `npm run build`; corpora from ../shared/corpora/fetch.sh)
// Writes bench/results/sufficiency.json and bench/results/sufficiency.html.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
if (!existsSync(join(corpora, 'pandas')) || !existsSync(join(corpora, 'sympy'))) {
  console.error(`sufficiency.bench: corpora not found under ${corpora} (run ../shared/corpora/fetch.sh)`);
  process.exit(1);
}
const ci = process.argv.indexOf('--cases');
const cases = ci > 0 ? Number(process.argv[ci + 1]) : 40;
const { benchSufficiency, sufficiencyTable, sufficiencyHtml, benchReal } = await import(join(dist, 'bench', 'index.js'));

const synth = await benchSufficiency(join(corpora, 'pandas'), { cases, budgets: [8000, 30000] });
console.log(sufficiencyTable(synth));

// Real captured tracebacks: the tuned set (test/fixtures/symptoms) and a held-out set captured afterwards and never
// tuned on (test/fixtures/symptoms/heldout), each file scored on its own corpus.
const FIX = join(here, '..', 'test', 'fixtures', 'symptoms');
const HELD = join(FIX, 'heldout');
const sets = {
  tuned: { pandas: readdirSync(FIX).filter((f) => /^(?:pandas|pytest)_.*\.txt$/.test(f)).map((f) => join(FIX, f)), sympy: readdirSync(FIX).filter((f) => /^sympy_.*\.txt$/.test(f)).map((f) => join(FIX, f)) },
  heldout: { pandas: readdirSync(HELD).filter((f) => /^pandas_.*\.txt$/.test(f)).map((f) => join(HELD, f)), sympy: readdirSync(HELD).filter((f) => /^sympy_.*\.txt$/.test(f)).map((f) => join(HELD, f)) },
};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const real = {};
const summary = [];
for (const [set, byCorpus] of Object.entries(sets)) {
  real[set] = [];
  for (const [corpus, files] of Object.entries(byCorpus)) {
    const r = await benchReal(join(corpora, corpus), files, 30000);
    real[set].push(...r.scored.map((c) => ({ corpus, ...c })), ...r.skipped.map((k) => ({ corpus, ...k, skipped: true })));
  }
  const scored = real[set].filter((r) => !r.skipped);
  console.log(`real tracebacks, ${set} set (${scored.length} scored), budget 30000:`);
  const rows = ['traceback', 'caller+message', 'message'].map((form) => ({
    set, form,
    visible: `${scored.filter((r) => r.forms[form].hit).length}/${scored.length}`,
    success: `${((100 * scored.filter((r) => r.forms[form].hit).length) / scored.length).toFixed(1)}%`,
    median_tokens: median(scored.map((r) => r.forms[form].tokens)),
  }));
  console.table(rows);
  summary.push(...rows);
  for (const r of scored) console.log(`  ${r.name.padEnd(30)} ${r.raise.padEnd(48)} ${['traceback', 'caller+message', 'message'].map((f) => `${f}:${r.forms[f].hit ? 'hit' : 'MISS'}`).join('  ')}`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'sufficiency.json'), JSON.stringify({ synthesized: { ...synth, cases: synth.cases.map(({ symptoms, ...c }) => c) }, real, summary }, null, 2));
writeFileSync(join(here, 'results', 'sufficiency.html'), sufficiencyHtml(synth));
