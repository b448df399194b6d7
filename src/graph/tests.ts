// Which files are tests: used by the importer ranking ("test files first/last"). The file-name conventions are the
// language packs' (src/languages/*: `tests.fileName`); the folder names are every language's.
import { isTestFileName } from '../languages/index.js';

const TEST_DIR = /(?:^|\/)(?:tests?|__tests__|spec)\//;

/** Returns true when a repo-relative path looks like a test file (a tests/ folder, or a pack's test-file name). */
export function isTestPath(path: string): boolean {
  return TEST_DIR.test(path) || isTestFileName(path.slice(path.lastIndexOf('/') + 1));
}
