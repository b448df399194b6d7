// JUnit: JUnitCore's console report and Maven Surefire's: failing tests, their first line, the run counts, the status.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine } from './text.js';

const DETECT = /^JUnit version \d|^(?:\[\w+\] )?Tests run: \d+, Failures: \d+|^OK \(\d+ tests?\)$|^\[INFO\] BUILD (?:SUCCESS|FAILURE)$/m;
/** JUnitCore: `1) testName(pkg.Class)`, then the exception line. */
const CORE = /^(\d+)\) (\S+\(\S+\))$/gm;
/** Surefire: `[ERROR] pkg.ClassTest.test:12 message` or `[ERROR] test(pkg.Class)  Time elapsed: … <<< FAILURE!`. */
const SUREFIRE = /^\[ERROR\] {1,3}(\S+?(?::\d+)?) (?!Time elapsed)(.*)$|^\[ERROR\] (\S+)\s+Time elapsed: .*<<< (FAILURE|ERROR)!$/gm;
const SUMMARY = /^(?:\[\w+\] )?(Tests run: \d+,\s+Failures: \d+(?:, Errors: \d+, Skipped: \d+)?)|^(OK \(\d+ tests?\))$|^(FAILURES!!!)$|^\[INFO\] (BUILD (?:SUCCESS|FAILURE))$/gm;

/** The JUnit oracle. */
export const junit: AnswerOracle = {
  name: 'junit',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    eachMatch(text, CORE, (m) => `fail ${m[2]}: ${nextTextLine(text, m.index + m[0].length, 1)}`, out);
    eachMatch(text, SUREFIRE, (m) => (m[3] ? `fail ${m[3]} ${m[4]}` : /^(?:Tests run|Failures|Errors):?$/.test(m[1]!) ? undefined : `failure ${m[1]} ${m[2]!.trimEnd()}`), out);
    eachMatch(text, SUMMARY, (m) => (m[1] ? `summary ${m[1].replace(/\s+/g, ' ')}` : m[2] ? `summary ${m[2]}` : `status ${m[3] ?? m[4]}`), out);
    return out;
  },
};
