// Signal words, one line at a time: a word that names a file inside a path is not an event; the same word outside it is.
import { describe, expect, it } from 'vitest';
import { hasSignalWord } from '../../src/normalize/signal.js';

describe('hasSignalWord', () => {
  it('ignores signal words inside file paths (a module-resolution trace lists errors.cjs thousands of times)', () => {
    expect(hasSignalWord("======== Resolving module './errors.cjs' from '/app/node_modules/zod/v3/external.d.cts'. ========")).toBe(false);
    expect(hasSignalWord("File '/app/node_modules/zod/v3/ZodError.d.cts' exists - use it as a name resolution result.")).toBe(false);
    expect(hasSignalWord('tests/test_errors.py::test_parse PASSED')).toBe(false);
  });
  it('keeps the words outside the path, and paths without a directory or extension are words', () => {
    expect(hasSignalWord("src/errors/index.ts(3,1): error TS2304: Cannot find name 'x'.")).toBe(true);
    expect(hasSignalWord("FileNotFoundError: [Errno 2] No such file or directory: '/tmp/errors.txt'")).toBe(true);
    expect(hasSignalWord('ERROR in ./src/errors.js')).toBe(true);
    expect(hasSignalWord('tests/test_errors.py::test_parse FAILED')).toBe(true);
    expect(hasSignalWord('input/output error')).toBe(true);
    expect(hasSignalWord("Failed to find peerDependency 'jsdom'.")).toBe(true);
  });
});
