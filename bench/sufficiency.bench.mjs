// Sufficiency of T2 (rate–distortion), two ways, on the real corpora:
//   1. synthesized: `ck bench sufficiency` on pandas — real raise sites, three symptom forms, budgets 8k and 30k
//   2. real: every captured pandas/sympy traceback in test/fixtures/symptoms, cut into the three forms (full
//      traceback; the user's frame + the error line; the error line alone), sliced at a 30k budget
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
const { benchSufficiency, sufficiencyTable, sufficiencyHtml, realCase, visible } = await import(join(dist, 'bench', 'index.js'));
const { computeSlice, resolveSliceOptions, resolveBudget } = await import(join(dist, 'slice', 'index.js'));
const { loadIndex } = await import(join(dist, 'slice', 'repo.js'));
const { loadLiteralTable } = await import(join(dist, 'slice', 'literals.js'));

const synth = await benchSufficiency(join(corpora, 'pandas'), { cases, budgets: [8000, 30000] });
console.log(sufficiencyTable(synth));

const FIX = join(here, '..', 'test', 'fixtures', 'symptoms');
const real = [];
for (const corpus of ['pandas', 'sympy']) {
  const index = await loadIndex(join(corpora, corpus));
  const table = loadLiteralTable(index.root, index.files);
  for (const name of readdirSync(FIX).filter((f) => f.startsWith(`${corpus}_`) || (corpus === 'pandas' && f.startsWith('pytest_')))) {
    const c = realCase(readFileSync(join(FIX, name), 'utf8'), index.root, index.files.map((f) => f.path));
    if (typeof c === 'string') { real.push({ corpus, name, skipped: c }); continue; }
    const row = { corpus, name, raise: `${c.path}:${c.line}` };
    for (const form of ['traceback', 'caller+message', 'message']) {
      const m = await computeSlice({ root: index.root, index, literals: () => table }, resolveSliceOptions({ symptom: c.symptoms[form], budget: 30000 }), resolveBudget(30000), undefined, {});
      row[form] = { hit: visible(m, c.path, c.line), tokens: m.tokens.task_state };
    }
    real.push(row);
  }
}
const scored = real.filter((r) => !r.skipped);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
console.log(`real tracebacks (${scored.length} scored, ${real.length - scored.length} skipped: no frame in the corpus), budget 30000:`);
const summary = ['traceback', 'caller+message', 'message'].map((form) => ({
  form,
  visible: `${scored.filter((r) => r[form].hit).length}/${scored.length}`,
  success: `${((100 * scored.filter((r) => r[form].hit).length) / scored.length).toFixed(1)}%`,
  median_tokens: median(scored.map((r) => r[form].tokens)),
}));
console.table(summary);
for (const r of scored) console.log(`  ${r.name.padEnd(30)} ${r.raise.padEnd(44)} ${['traceback', 'caller+message', 'message'].map((f) => `${f}:${r[f].hit ? 'hit' : 'MISS'}`).join('  ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'sufficiency.json'), JSON.stringify({ synthesized: { ...synth, cases: synth.cases.map(({ symptoms, ...c }) => c) }, real, summary }, null, 2));
writeFileSync(join(here, 'results', 'sufficiency.html'), sufficiencyHtml(synth));
