// go test: failing tests (`--- FAIL:`), their t.Error lines, per-package results, build failures of test binaries.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';

const DETECT = /^(?:--- (?:FAIL|PASS|SKIP): |=== RUN |ok {2}\S+\s|FAIL\t\S+|\?\s+\S+\s+\[no test files\])/m;
const FAILED = /^[ \t]*--- FAIL: (\S+)/gm;
/** `    file_test.go:36: message` — the test's own report lines. */
const REPORT = /^[ \t]+(\w[\w./-]*_test\.go:\d+): (.*)$/gm;
const PACKAGE = /^(ok|FAIL|---) *\t?(\S+)\t|^(ok|FAIL)\s+(\S+)\s+(?:[\d.]+s|\(cached\))|^(FAIL|PASS|ok)$/gm;
const BUILD = /^(\S+\.go):(\d+):(\d+): (.*)$|^(FAIL\s+\S+ \[(?:build|setup) failed\])$/gm;

/** The go test oracle. */
export const goTest: AnswerOracle = {
  name: 'go-test',
  kind: 'tests',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    if (text.includes('--- FAIL: ')) eachMatch(text, FAILED, (m) => `fail ${m[1]}`, out);
    if (text.includes('_test.go:')) eachMatch(text, REPORT, (m) => `report ${m[1]}: ${m[2]!.trimEnd()}`, out);
    eachMatch(text, PACKAGE, (m) => (m[1] ? `package ${m[1]} ${m[2]}` : m[3] ? `package ${m[3]} ${m[4]}` : `status ${m[5]}`), out);
    if (text.includes('.go:') || text.includes('failed]')) eachMatch(text, BUILD, (m) => (m[1] ? `diag ${m[1]}:${m[2]}:${m[3]}` : `status ${m[5]}`), out);
    return out;
  },
};
