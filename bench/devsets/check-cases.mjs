// Checks a symptom dev set's cases file against the repositories' mirrors before it is benched: every line parses,
// `fix` resolves on the default branch, every `gold` file exists at the fix's first parent (the checkout) and is
// changed by the fix (first-parent diff, so a merged pull request counts as one change), and no non-test source file
// the fix changed is missing from `gold`. Prints one line per case and exits 1 when any case is wrong.
//
// usage: node bench/devsets/check-cases.mjs bench/devsets/go-symptoms/heldout-2.jsonl [--mirrors DIR] [--ext go]
import { readFileSync } from 'node:fs';
import { isGoldCandidate, mirrorGit } from './case-files.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); if (i < 0) return dflt; const v = args[i + 1]; args.splice(i, 2); return v; };
const mirrors = opt('--mirrors', '/work/.mirror');
const ext = opt('--ext', undefined);
let bad = 0;
for (const line of readFileSync(args[0], 'utf8').split('\n').filter(Boolean)) {
  const c = JSON.parse(line);
  const git = mirrorGit(mirrors, c.repo);
  const problems = [];
  try {
    const sha = git(['rev-parse', `${c.fix}^{commit}`]);
    try { git(['merge-base', '--is-ancestor', sha, 'HEAD']); } catch { problems.push('fix not on the default branch'); }
    const changed = git(['diff', '--name-only', `${sha}^1`, sha]).split('\n').filter(Boolean);
    const base = new Set(git(['ls-tree', '-r', '--name-only', `${sha}^1`]).split('\n'));
    for (const g of c.gold) {
      if (!changed.includes(g)) problems.push(`${g} not changed by the fix`);
      if (!base.has(g)) problems.push(`${g} absent at the fix's parent`);
    }
    const missing = changed.filter((f) => isGoldCandidate(f, ext) && !c.gold.includes(f));
    if (missing.length) problems.push(`changed source files not in gold: ${missing.join(' ')}`);
    if (!c.trace || !c.issue) problems.push('no trace or issue');
  } catch (err) { problems.push(String(err.message).split('\n')[0]); }
  if (problems.length) bad++;
  console.log(`${c.id}: ${problems.length ? problems.join('; ') : 'ok'}`);
}
process.exit(bad ? 1 : 0);
