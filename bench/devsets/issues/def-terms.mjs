// The query terms of dumped files' definitions, counted as the slicer scores a prose task's definitions (src/rank/
// symbols.ts with ownBody: a definition's own lines, words in comments and docstrings apart from code), for the fitting
// scripts that re-score definitions offline (fit-def-fields.mjs, fit-def-features.mjs, fit-def-model.mjs).
import { readFileSync } from 'node:fs';
import { readTexts, seedShares } from './replay.mjs';

const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { proseLines } = await dist('rank/prose-lines.js');
const { tokenizeCode } = await dist('rank/tokenize.js');
const { langOf } = await dist('repo/lang.js');
const { ownLines } = await dist('rank/symbols.js');
const { lineTerms } = await dist('rank/line-terms.js');
// slice/evidence/ since the scorer/combiner split, slice/seeds.js in the builds before it.
const { isProse } = await dist('slice/evidence/prose.js').catch(() => dist('slice/seeds.js'));
const { withoutIssueBoilerplate } = await dist('slice/symptom/issue-form.js');
const { queryTermCounts } = await dist('rank/tokenize.js');
const { queryWeight, resolveParams } = await dist('rank/bm25f.js');

/**
 * Returns issue `i`'s text as the slicer reads it (src/slice/index.ts: an issue form's boilerplate blanked) and its
 * query terms recounted on that text (rank/bm25f.ts queryTerms), each with the index-wide idf the dump recorded for
 * it: the dump's `qterms` were counted on the raw text, so a word only an environment report holds (`LC_ALL`,
 * `netCDF4`) weighed in the replay's scores and not in the slicer's.
 */
export function slicerText(i) {
  const text = withoutIssueBoilerplate(i.text);
  if (text === i.text) return { text, qterms: i.qterms };
  const idf = new Map(i.qterms.map((q) => [q.term, q.idf]));
  const p = resolveParams();
  const qterms = [];
  for (const [term, { qtf, code }] of queryTermCounts(text)) {
    if (idf.has(term)) qterms.push({ term, idf: idf.get(term), qtf, code, qw: queryWeight(qtf, code, p) });
  }
  return { text, qterms };
}

/**
 * Returns the issues of dump `p` that have gold definitions to rank (`fn_scored`), each marked as the slicer treats
 * its text (src/slice/index.ts `ranked`): `prose`, `trace` (a trace's strong seed decides, so the dump's list is not
 * the text's ranking), `ranked` (prose ranked from the text) and `packagesFirst`; and the texts of their first `files` seed files
 * (readTexts), by `commit:path`.
 */
export function loadDump(p, files) {
  const issues = JSON.parse(readFileSync(p, 'utf8')).filter((i) => i.fn_scored);
  const texts = readTexts(issues.flatMap((i) => i.files.slice(0, files).map((f) => ({ mirror: i.mirror, commit: i.commit, path: f.path }))));
  for (const i of issues) {
    Object.assign(i, slicerText(i));
    i.prose = isProse(i.text);
    i.trace = !i.ranked;
    i.ranked = i.prose && !i.trace;
    // A list led by an installed package's definitions (the text not ranked as prose, its seeds joined with packages:
    // scikit-learn-14141) is not the project's ranking the replays rebuild: such an issue keeps the dump's rank.
    i.packagesFirst = (i.symbols?.[0]?.path ?? '').startsWith('/');
  }
  return { issues, texts };
}

/**
 * Returns dumped file `f` of issue `i` ready for re-scoring: its text at the issue's commit (from `texts`, readTexts),
 * which lines are comments or docstrings (`prose`) and the query terms of `qIndex` on each line (`lines`), both
 * undefined for a file outside the mirror (an installed package) or in a language without prose rules, and the
 * strongest seed inside each of its definitions (`seedIn`).
 */
export function fileTerms(i, f, texts, qIndex) {
  const text = texts.get(`${i.commit}:${f.path}`);
  const prose = text === undefined ? undefined : proseLines(text, langOf(f.path));
  const lines = prose ? lineTerms(text, qIndex, new Map()) : undefined;
  return { text, prose, lines, seedIn: seedShares(i, f) };
}

/**
 * Returns definition `d` of file `f` counted against the `nq` query terms of `qIndex`: per term, its count in the
 * definition's name (`inName`), code (`code`) and comments and docstrings (`doc`); its own lines (`own`, a class
 * without its methods) and their length in terms (`len`). `ft` is the file's fileTerms (with `lines`);
 * `onLine(l, prose, hits)`, when given, sees each own line that holds a query term.
 */
export function defTerms(d, f, nq, qIndex, ft, onLine) {
  const { lines, prose } = ft;
  const inName = new Float64Array(nq), code = new Float64Array(nq), doc = new Float64Array(nq);
  for (const t of tokenizeCode(d.name)) { const q = qIndex.get(t); if (q !== undefined) inName[q]++; }
  let len = 0;
  const own = ownLines(f.defs, d);
  for (const [a, b] of own) for (let l = Math.max(1, a); l <= Math.min(b, lines.count.length); l++) {
    len += lines.count[l - 1];
    for (const q of lines.hits[l - 1] ?? []) (prose[l - 1] ? doc : code)[q]++;
    if (onLine && lines.hits[l - 1]) onLine(l, prose[l - 1], lines.hits[l - 1]);
  }
  return { inName, code, doc, len, own };
}
