// Mocha: the numbered failures (listing and report), each report's first error line, passing/failing/pending counts.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine } from './text.js';

const DETECT = /^\s+\d+ passing \(\d+m?s\)$/m;
const COUNT = /^[ \t]+(\d+ (?:passing|failing|pending))\b/gm;
/** A report entry: `  1) suite` + deeper-indented title lines ending in `:`, then the error. */
const REPORT = /^ {2}(\d+)\) (.+)\n((?: {5,}.+\n)*? {5,}.+:)\n/gm;
/** The listing: `    1) title` inside the spec tree. */
const LISTED = /^ {4,}(\d+)\) (.+)$/gm;

/** The Mocha oracle. */
export const mocha: AnswerOracle = {
  name: 'mocha',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    eachMatch(text, COUNT, (m) => `summary ${m[1]}`, out);
    eachMatch(text, REPORT, (m) => {
      const titles = [m[2]!.trim(), ...m[3]!.split('\n').map((l) => l.trim())];
      const last = titles[titles.length - 1]!.replace(/:$/, '');
      // The test's own title names the failure as the listing does: a listing line elided loses no failing test.
      out.push(`fail ${m[1]}) ${last}`);
      return `failure ${m[1]}) ${titles.join(' ')}: ${nextTextLine(text, m.index + m[0].length - 1)}`;
    }, out);
    eachMatch(text, LISTED, (m) => `fail ${m[1]}) ${m[2]!.trimEnd()}`, out);
    return out;
  },
};
