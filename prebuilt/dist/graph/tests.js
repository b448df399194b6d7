// Which files are tests: used by the importer ranking ("test files first/last").
const TEST_DIR = /(?:^|\/)(?:tests?|__tests__|spec)\//;
const TEST_FILE = /(?:^|\/)(?:test_[^/]*\.py|[^/]*_test\.py|conftest\.py|[^/]*\.(?:test|spec)\.[cm]?[jt]sx?)$/;
/** Returns true when a repo-relative path looks like a test file (tests/ folder, test_*.py, *.test.ts, …). */
export function isTestPath(path) {
    return TEST_DIR.test(path) || TEST_FILE.test(path);
}
