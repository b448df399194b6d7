// Jest: failing suites and tests (`✕`, `● Suite › test`), the first line of each failure, the summary lines.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine, withoutDuration } from './text.js';

const DETECT = /^Tests:\s+.*\d+ total$/m;
const SUITE = /^FAIL (\S+)/gm;
const FAILED = /^[ \t]+✕ (.+)$/gm;
const BULLET = /^[ \t]+● (.+)$/gm;
const SUMMARY = /^(Test Suites|Tests|Snapshots):\s+(.+)$/gm;

/** The Jest oracle. */
export const jest: AnswerOracle = {
  name: 'jest',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes('FAIL ')) eachMatch(text, SUITE, (m) => `fail-suite ${m[1]}`, out);
    if (text.includes('✕')) eachMatch(text, FAILED, (m) => `fail ${withoutDuration(m[1]!)}`, out);
    if (text.includes('●')) eachMatch(text, BULLET, (m) => `failure ${m[1]!.trimEnd()}: ${nextTextLine(text, m.index + m[0].length)}`, out);
    eachMatch(text, SUMMARY, (m) => `summary ${m[1]}: ${m[2]!.trimEnd()}`, out);
    return out;
  },
};
