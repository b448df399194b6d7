// git status (long, --short, --porcelain): the branch and every path with its state.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';

const LONG = /^On branch \S|^HEAD detached |^(?:Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$/m;
/** Every non-blank line is a short-format entry (`XY path`) or the `## branch` line. */
const SHORT_LINE = /^(?:[ MTADRCU?!]{2} \S.*|## \S.*)$/;
const STATE = /^\t(modified|new file|deleted|renamed|copied|typechange|both modified|both added|both deleted|added by us|added by them|deleted by us|deleted by them):\s+(.+)$/gm;
const BRANCH = /^(On branch \S+|HEAD detached (?:at|from) \S+|Your branch .*)$/gm;
const SHORT = /^([ MTADRCU?!]{2}) (.+)$|^## (.+)$/gm;

function shortShape(sample: string): boolean {
  let n = 0;
  for (const line of sample.split('\n')) {
    if (line === '') continue;
    if (!SHORT_LINE.test(line)) return false;
    n++;
  }
  return n > 0;
}

/** Returns the untracked paths: the tab-indented lines of the `Untracked files:` section. */
function untracked(text: string, out: string[]): void {
  const at = text.search(/^Untracked files:$/m);
  if (at < 0) return;
  for (const line of text.slice(at).split('\n').slice(1)) {
    if (line.startsWith('\t')) out.push(`path untracked ${line.slice(1)}`);
    else if (line !== '' && !line.startsWith('  (')) break;
  }
}

/** The git status oracle. */
export const gitStatus: AnswerOracle = {
  name: 'git-status',
  kind: 'git',
  detect: (s) => LONG.test(s) || shortShape(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (LONG.test(text)) {
      eachMatch(text, BRANCH, (m) => `branch ${m[1]}`, out);
      eachMatch(text, STATE, (m) => `path ${m[1]} ${m[2]!.trimEnd()}`, out);
      untracked(text, out);
    } else {
      eachMatch(text, SHORT, (m) => (m[3] ? `branch ${m[3]}` : `path ${m[1]} ${m[2]}`), out);
    }
    return out;
  },
};
