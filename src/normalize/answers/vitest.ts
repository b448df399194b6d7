// Vitest: failing tests (`×`, `FAIL  file > test`), the first line of each failure, the summary lines.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine, withoutDuration } from './text.js';

const DETECT = /^[ \t]+Test Files[ \t]+\d+ (?:failed|passed)/m;
const FAILED = /^[ \t]*[×✗] (.+)$/gm;
const FAIL_HEAD = /^[ \t]*FAIL[ \t]+(.+)$/gm;
const SUMMARY = /^[ \t]+(Test Files|Tests|Errors)[ \t]+(.+)$/gm;

/** The Vitest oracle. */
export const vitest: AnswerOracle = {
  name: 'vitest',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes('×') || text.includes('✗')) eachMatch(text, FAILED, (m) => {
      const next = nextTextLine(text, m.index + m[0].length, 1);
      return `fail ${withoutDuration(m[1]!)}${next.startsWith('→') ? `: ${next}` : ''}`;
    }, out);
    if (text.includes('FAIL')) eachMatch(text, FAIL_HEAD, (m) => `failure ${m[1]!.trimEnd()}: ${nextTextLine(text, m.index + m[0].length)}`, out);
    eachMatch(text, SUMMARY, (m) => `summary ${m[1]}: ${m[2]!.trimEnd()}`, out);
    return out;
  },
};
