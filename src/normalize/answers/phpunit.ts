// PHPUnit: the numbered failures and errors with their first line, testdox crosses, the count and status lines.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine } from './text.js';

const DETECT = /^PHPUnit \d+\.\d+|^Tests: \d+, Assertions: \d+|^OK \(\d+ tests?, \d+ assertions?\)$/m;
const NUMBERED = /^(\d+)\) (\S+::\S+.*)$/gm;
const CROSS = /^ ✘ (.+)$/gm;
/** The first line with text inside a testdox failure box (`   │ message`). */
const BOXED_LINE = /^\s+│ +(\S.*)$/m;
const SUMMARY = /^(Tests: \d+, Assertions: \d+.*)$|^(OK \(\d+ tests?, \d+ assertions?\))$|^(FAILURES!|ERRORS!|OK, but .*)$|^There (?:was|were) (\d+ \w+):$/gm;

/** The PHPUnit oracle. */
export const phpunit: AnswerOracle = {
  name: 'phpunit',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    eachMatch(text, NUMBERED, (m) => `fail ${m[2]!.trimEnd()}: ${nextTextLine(text, m.index + m[0].length, 2)}`, out);
    eachMatch(text, CROSS, (m) => {
      const first = BOXED_LINE.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 2000));
      return `fail ${m[1]!.trimEnd()}: ${first ? first[1]!.trimEnd() : ''}`;
    }, out);
    eachMatch(text, SUMMARY, (m) => (m[1] ? `summary ${m[1]}` : m[2] ? `summary ${m[2]}` : m[3] ? `status ${m[3]}` : `summary ${m[4]}`), out);
    return out;
  },
};
