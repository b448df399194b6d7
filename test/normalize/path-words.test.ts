// withoutPaths (src/normalize/path-words.ts) must give exactly `text.replace(PATH_RE, ' ')`: it only skips the runs
// the regex cannot match in. Checked on hand-picked edge cases, on the lines of a real large build log and on a
// deterministic random mix of path characters and delimiters.
import { describe, expect, it } from 'vitest';
import { PATH_RE, withoutPaths } from '../../src/normalize/path-words.js';
import { largeOutput } from '../../bench/fixtures/large-outputs.mjs';

const reference = (s: string): string => s.replace(PATH_RE, ' ');

describe('withoutPaths', () => {
  it('matches the regex on edge cases', () => {
    const cases = [
      '', '/', '\\', 'a/b', 'a/b.c', './errors.cjs', 'src/a.ts(3,1): error TS2304', "File '/tmp/x/package.json' does not exist.",
      'a/b.c/d.e', 'x/y.tar.gz:12', 'a\\b\\c.ts', '/a/b.c1234567/', 'one/two.x two/three.y', 'p/q.r=s/t.u', '=/a.b', 'a/.b',
      'a/b.c\u00a0d/e.f', 'a/b.c\u2028/x.y', 'ü/ö.ts error', 'a//b..c', 'a/b.c-d_e', 'a/b.cdefghijk', 'a/b.c/', 'a/b.c\\',
      'http://x/y.z then /a/b.c', 'trailing slash/', '(a/b.c)', '[a/b.c]', '<a/b.c>', '`a/b.c`', '"a/b.c"', 'a/b.c,d/e.f',
    ];
    for (const c of cases) expect(withoutPaths(c), JSON.stringify(c)).toBe(reference(c));
  });

  it('matches the regex on every line of a real build log and test run', () => {
    for (const kind of ['build', 'tests'] as const) {
      for (const line of largeOutput(kind, 256 * 1024).split('\n')) expect(withoutPaths(line)).toBe(reference(line));
    }
  });

  it('matches the regex on random strings of path characters and delimiters', () => {
    const alphabet = ['a', 'B', '1', '_', '-', '.', '/', '\\', ' ', "'", '"', '`', '(', ')', '[', ']', '<', '>', ',', '=', ':', '\t', '\u00a0', 'é', 'tsx', 'c', 'ts'];
    let seed = 42;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 20000; i++) {
      let s = '';
      const len = next() % 40;
      for (let j = 0; j < len; j++) s += alphabet[next() % alphabet.length];
      expect(withoutPaths(s), JSON.stringify(s)).toBe(reference(s));
    }
  });
});
