// cargo test: failing tests, each panic's location and message, `test result:` lines, the rerun hint.
import type { AnswerOracle } from './types.js';
import { eachMatch, nextTextLine } from './text.js';

const DETECT = /^test result: (?:ok|FAILED)\. \d+ passed/m;
const FAILED = /^test (\S+) \.\.\. FAILED$/gm;
const PANIC = /^thread '([^']+)'(?: \(\d+\))? panicked at (\S+?):?$/gm;
const RESULT = /^test result: (ok|FAILED)\. (.+?); finished in/gm;
const STATUS = /^error: (test failed, .*|\d+ targets? failed:)$/gm;

/** The cargo test oracle. */
export const cargoTest: AnswerOracle = {
  name: 'cargo-test',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes(' ... FAILED')) eachMatch(text, FAILED, (m) => `fail ${m[1]}`, out);
    if (text.includes(' panicked at ')) eachMatch(text, PANIC, (m) => `panic ${m[1]} at ${m[2]}: ${nextTextLine(text, m.index + m[0].length, 1)}`, out);
    eachMatch(text, RESULT, (m) => `summary ${m[1]}. ${m[2]}`, out);
    eachMatch(text, STATUS, (m) => `status ${m[1]}`, out);
    return out;
  },
};
