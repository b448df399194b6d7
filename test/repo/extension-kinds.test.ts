// lang.ts extensionKinds (the stat pass's kind of each path, remembering the last extension) against langOf and
// binaryByExtension, path by path, over runs of paths that share, change and lack extensions.
import { describe, it, expect } from 'vitest';
import { binaryByExtension, extensionKinds, langOf } from '../../src/repo/lang.js';

describe('extensionKinds', () => {
  it('answers as langOf and binaryByExtension on every path, in any order', () => {
    const paths = [
      'a.py', 'b.py', '.py', 'x/.py', 'x/y.py', 'x/y.PY', 'x/y.Py', 'z.pyi', 'z.py', 'pkg.py/mod', 'pkg.py/mod.ts', 'a.d.ts', 'a.ts',
      'img.png', 'img.PNG', 'x/.png', 'x/a.png', 'Makefile', 'x/Makefile', 'x.', 'x/y.', 'a.tsx', 'a.js', 'a.mjs', 'a.ts',
      'data.bin', 'data.py', 'dir.so/file', 'dir.so/file.so', 'weird..py', 'x/..py', 'noext', 'a.b.c.py', 'a.b.c.so',
    ];
    for (const order of [paths, [...paths].reverse(), [...paths].sort()]) {
      const kindOf = extensionKinds();
      for (const p of order) expect([p, kindOf(p)]).toEqual([p, binaryByExtension(p) ? null : langOf(p)]);
    }
  });
});
