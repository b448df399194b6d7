// node:test (spec and TAP reporters) and TAP producers in general: failing tests, their first error line, the counters.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine, withoutDuration } from './text.js';

const DETECT = /^(?:ℹ|#) (?:tests|pass) \d+$|^✖ failing tests:$|^TAP version \d+$|^\d+\.\.\d+$/m;
const NOT_OK = /^[ \t]*not ok \d+ - (.+)$/gm;
const CROSS = /^[ \t]*✖ (.+)$/gm;
const COUNTER = /^(?:ℹ|#) (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/gm;
/** The first `error:` of a failed TAP result's YAML block. */
const YAML_ERROR = /^[ \t]+error: (.+)$/m;

/** The node:test / TAP oracle. */
export const nodeTest: AnswerOracle = {
  name: 'node-test',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes('not ok ')) eachMatch(text, NOT_OK, (m) => {
      const block = text.slice(m.index + m[0].length, m.index + m[0].length + 4000);
      const end = block.search(/^\s*(?:not )?ok \d+ /m);
      const err = YAML_ERROR.exec(end >= 0 ? block.slice(0, end) : block);
      // A block scalar (`error: |-`) holds its message on the next line.
      const msg = err ? (/^[|>][-+]?$/.test(err[1]!.trim()) ? nextTextLine(block, err.index + err[0].length - 1, 1) : err[1]!.trimEnd()) : '';
      return `fail ${withoutDuration(m[1]!.replace(/\s+#.*$/, ''))}${msg ? `: ${msg}` : ''}`;
    }, out);
    if (text.includes('✖')) eachMatch(text, CROSS, (m) => {
      const name = withoutDuration(m[1]!);
      if (/^failing tests:$/.test(name)) return undefined;
      return `fail ${name}: ${nextTextLine(text, m.index + m[0].length, 2)}`;
    }, out);
    eachMatch(text, COUNTER, (m) => `summary ${m[1]} ${m[2]}`, out);
    return out;
  },
};
