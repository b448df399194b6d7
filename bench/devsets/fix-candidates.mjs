// Lists the commits on a repository's default branch (HEAD of its mirror; open pull requests and forks are not fixes)
// whose message names an issue (`#N`: `Fix #N`, `Closes #N`, a merge saying it fixes it), each with the non-test
// source files it changed (first-parent diff): the candidates for a symptom case's `fix` and `gold`. A helper for
// collecting bench/devsets/*-symptoms cases by hand; each fix's diff still has to be read.
//
// usage: node bench/devsets/fix-candidates.mjs owner/name N [N …] [--mirrors DIR] [--ext go|rs|…]
import { isGoldCandidate, mirrorGit } from './case-files.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); if (i < 0) return dflt; const v = args[i + 1]; args.splice(i, 2); return v; };
const mirrors = opt('--mirrors', '/work/.mirror');
const ext = opt('--ext', undefined);
const [repo, ...issues] = args;
const git = mirrorGit(mirrors, repo);

for (const n of issues) {
  // `#N` followed by a non-digit, so #12 does not match #123.
  const out = git(['log', 'HEAD', '-E', `--grep=#${n}([^0-9]|$)`, '--format=%H%x09%ad%x09%s', '--date=short']);
  console.log(`#${n}:${out ? '' : ' no commit names it'}`);
  for (const line of out.split('\n').filter(Boolean)) {
    const [sha, date, subject] = line.split('\t');
    const files = git(['diff', '--name-only', `${sha}^1`, sha]).split('\n').filter((f) => f && isGoldCandidate(f, ext));
    console.log(`  ${sha.slice(0, 10)} ${date} ${subject}\n    ${files.join(' ') || '(no source file)'}`);
  }
}
