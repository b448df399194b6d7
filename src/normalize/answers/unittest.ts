// unittest: failing and erroring tests, the exception line of each, `Ran N tests`, and the final OK/FAILED line.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';

const DETECT = /^Ran \d+ tests? in [\d.]+s$/m;
const HEADER = /^(FAIL|ERROR): (.+)$/gm;
const VERBOSE = /^(\S+ \([\w.]+\)) \.\.\. (FAIL|ERROR)$/gm;
const SUMMARY = /^(Ran \d+ tests?) in [\d.]+s$|^(OK|FAILED)( \(.*\))?$/gm;

/** Returns the exception line that ends the traceback after `from`: the first line at column 0 after `Traceback`. */
function exceptionLine(text: string, from: number): string {
  const body = text.slice(from, from + 40_000);
  const tb = body.indexOf('Traceback (most recent call last):');
  if (tb < 0) return '';
  const m = /^(?![\s\-=])(\S.*)$/m.exec(body.slice(tb + 35));
  return m && !m[1]!.startsWith('[ck: ') ? m[1]!.trimEnd() : '';
}

/** The unittest oracle. */
export const unittest: AnswerOracle = {
  name: 'unittest',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes('FAIL: ') || text.includes('ERROR: ')) eachMatch(text, HEADER, (m) => {
      const exc = exceptionLine(text, m.index + m[0].length);
      return `${m[1] === 'ERROR' ? 'error' : 'fail'} ${m[2]}${exc ? `: ${exc}` : ''}`;
    }, out);
    if (text.includes(' ... FAIL') || text.includes(' ... ERROR')) eachMatch(text, VERBOSE, (m) => `${m[2] === 'ERROR' ? 'error' : 'fail'} ${m[1]}`, out);
    eachMatch(text, SUMMARY, (m) => (m[1] ? `summary ${m[1]}` : `status ${m[2]}${m[3] ?? ''}`), out);
    return out;
  },
};
