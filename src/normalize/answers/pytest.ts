// pytest: failing and erroring test ids, each failure's first `E` line, collection errors, the summary line.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';
import { gate } from './scan.js';

const DETECT = /^=+ (?:test session starts|FAILURES|ERRORS|short test summary info) =+$|^(?:=+ )?(?:\d+ (?:failed|passed|errors?|skipped|deselected|xfailed|xpassed|warnings?)(?:, |(?= in )))+ in \d/m;
/** `FAILED tests/x.py::test_y - msg` / `ERROR tests/x.py` (short summary) and `tests/x.py::test_y FAILED [ 5%]` (-v). */
const RESULT = /^(FAILED|ERROR) (\S+)|^(\S+::\S+) (FAILED|ERROR)\b/;
/** A failure report header `____ test_y[3] ____` or `____ ERROR collecting tests/x.py ____`, and its first `E` line. */
const SECTION = /^_{3,} (.+?) _{3,}$/gm;
/** The literals of result and summary lines. */
const NEEDLES: readonly string[] = ['\nFAILED ', '\nERROR ', ' FAILED', ' ERROR', ' passed in ', ' failed in ', ' passed, ', ' failed, ', ' error in ', ' errors in ', ' skipped in ', ' deselected in ', ' warning in ', ' warnings in ', ' xfailed in ', ' xpassed in ', 'Interrupted: ', 'no tests ran'];
const SUMMARY = /^(?:=+ )?((?:\d+ \w+(?:, )?)+ in [\d.]+s(?: \([\d:]+\))?)(?: =+)?$|^!+ (Interrupted: .*?) !+$|^=+ (no tests ran.*?) =+$/;

function firstELine(text: string, from: number): string {
  const next = text.slice(from, from + 20_000);
  const stop = next.search(/^_{3,} .+ _{3,}$|^=+ .* =+$/m);
  const body = stop >= 0 ? next.slice(0, stop) : next;
  const m = /^E\s+(.*)$/m.exec(body);
  return m ? m[1]!.trimEnd() : '';
}

/** The pytest oracle. */
export const pytest: AnswerOracle = {
  name: 'pytest',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src, lines) {
    const out: string[] = [];
    lines.push({ needles: NEEDLES, onLine: (line) => {
      const m = RESULT.exec(line);
      if (m) out.push(m[1] ? `${m[1] === 'ERROR' ? 'error' : 'fail'} ${m[2]}` : `${m[4] === 'ERROR' ? 'error' : 'fail'} ${m[3]}`);
      const s = SUMMARY.exec(line);
      if (s) out.push(`summary ${s[1] ?? s[2] ?? s[3]}`);
    } });
    lines.push(gate(['___ '], () => {
      const text = src.whole();
      eachMatch(text, SECTION, (m) => {
        const first = firstELine(text, m.index + m[0].length);
        return `section ${m[1]}${first ? `: ${first}` : ''}`;
      }, out);
    }));
    return out;
  },
};
