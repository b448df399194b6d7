/**
 * Test files told by their content, for the ranking of prose: a project may keep its tests outside any folder or
 * file name the path rules know (`graph/tests.ts`: `tests/`, `test_*.py`, `*.test.ts`…), e.g. in a `testing/` or
 * `checks/` folder. Such a file shares the library's vocabulary, ranks lexically like source, and is never where an
 * issue's fix goes (no gold file of the issue dev or held-out sets is one).
 */
import { isTestPath } from '../graph/tests.js';
/** A function or method named as a test case: `test`, `test_x`, `testX` (the last component of a qualified name). */
const TEST_NAME = /^test(?:_|[A-Z0-9]|$)/;
/** Fewest functions for the content rule to judge a file (a module with one `test_` helper is not a test file). */
const MIN_FUNCTIONS = 3;
/** Share of its functions and methods named as test cases from which a file is a test file. */
const TEST_SHARE = 0.5;
/** Returns true when `rec` is a test file by its path, or when most of its functions are named as test cases. */
export function isTestFile(rec) {
    if (isTestPath(rec.path))
        return true;
    let fns = 0;
    let tests = 0;
    for (const d of rec.defs) {
        if (d.kind !== 'function' && d.kind !== 'method')
            continue;
        fns++;
        if (TEST_NAME.test(d.name.slice(d.name.lastIndexOf('.') + 1)))
            tests++;
    }
    return fns >= MIN_FUNCTIONS && tests >= TEST_SHARE * fns;
}
