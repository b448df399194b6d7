// Prints every named constant of seeding (src/slice/evidence/) with its value, what its doc comment says it was
// fitted on, and the leave-one-repository-out figure the doc records; exits 1 when a constant has no doc comment.
//
// usage: node bench/devsets/issues/constants.mjs [--json] [--missing]
//   --json      one JSON object per constant instead of the table
//   --missing   only the fitted constants whose doc records no leave-one-repository-out figure
//
// A constant is "fitted" when its doc says it was chosen or fitted on data (the issue sets, the deps devset, a
// replay); else it is a rule (a cap, a kind's order, a contract value). Its leave-one-repository-out figure is the
// doc's sentence about repositories left out; those without one are listed with --missing, and measuring them is
// the bench's work (bench/devsets/issues/README.md: the replays and their LOO=1 modes).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dir = join(root, 'src', 'slice', 'evidence');
const args = new Set(process.argv.slice(2));

/** Returns the .ts files under `d`, depth first. */
function files(d) {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : []));
}

const FITTED = /\b(?:fitted|chosen|tuned|replay|dev set|issue sets?|held-out|deps devset|measured|isotonic|grid)\b/i;
const LOO = /\b(?:left out|leave-one-repository-out|leave-one-out|fitted on the other)\b/i;
/** Returns the sentences of a doc comment: a period, then space and a capital (a period inside `x.mjs` or `27.3` is not an end). */
const sentences = (doc) => doc.split(/(?<=\.)\s+(?=[A-Z])/);

/** Returns the top-level UPPER_CASE constants of one file with their doc comments. */
function constantsOf(path) {
  const text = readFileSync(path, 'utf8');
  const out = [];
  const re = /(?:\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*\n)?(?:export\s+)?const\s+([A-Z][A-Z0-9_]+)(?::[^=]+)?\s*=\s*([^;]+);/g;
  let m;
  while ((m = re.exec(text))) {
    const doc = (m[1] ?? '').replace(/^\s*\*\s?/gm, '').replace(/\s+/g, ' ').trim();
    const value = m[3].replace(/\s+/g, ' ').trim();
    if (/^new (?:Set|Map)\b/.test(value) || /^\//.test(value)) continue; // lists and patterns are not weights
    out.push({ module: relative(root, path), name: m[2], value: value.length > 60 ? `${value.slice(0, 57)}…` : value, doc, fitted: FITTED.test(doc.replace(/not fitted|set by hand/gi, '')), loo: sentences(doc).filter((x) => LOO.test(x)).map((x) => x.trim()) });
  }
  return out;
}

const all = files(dir).flatMap(constantsOf);
const undocumented = all.filter((c) => !c.doc);
const shown = args.has('--missing') ? all.filter((c) => c.fitted && !c.loo.length) : all;
if (args.has('--json')) {
  for (const c of shown) console.log(JSON.stringify(c));
} else {
  for (const c of shown) {
    console.log(`${c.module}  ${c.name} = ${c.value}  [${c.fitted ? 'fitted' : 'rule'}]`);
    console.log(`    ${c.doc ? c.doc.slice(0, 240) : '(no doc comment)'}${c.doc.length > 240 ? '…' : ''}`);
    console.log(`    leave-one-repository-out: ${c.loo.length ? c.loo.join(' ') : c.fitted ? 'not recorded' : '— (a rule, not fitted)'}`);
  }
  const fitted = all.filter((c) => c.fitted);
  console.log(`\n${all.length} constants in ${relative(root, dir)}: ${fitted.length} fitted (${fitted.filter((c) => c.loo.length).length} with a leave-one-repository-out figure), ${all.length - fitted.length} rules; ${undocumented.length} without a doc comment${undocumented.length ? `: ${undocumented.map((c) => c.name).join(', ')}` : ''}`);
}
process.exit(undocumented.length ? 1 : 0);
