// The forward index's build shortcuts must not change what it holds: definition names scanned in place from the
// index's undecoded defs blob (or decoded, where a name has an escape or a non-ASCII character), per-file run counts
// expanded at the end of each file, and tables sized ahead from the source bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex } from '../../src/repo/index.js';
import { undecodedDefsBytes } from '../../src/repo/record.js';
import { ForwardBuilder, type Forward, type LexicalFile } from '../../src/rank/postings.js';

let root: string;
let cache: string;
const savedCache = process.env.XDG_CACHE_HOME;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ck-fwd-'));
  cache = mkdtempSync(join(tmpdir(), 'ck-fwd-cache-'));
  process.env.XDG_CACHE_HOME = cache;
  mkdirSync(join(root, 'pkg', 'tests'), { recursive: true });
  writeFileSync(join(root, 'pkg', '__init__.py'), 'from .shapes import Circle\n');
  writeFileSync(join(root, 'pkg', 'shapes.py'), [
    'class Circle:',
    '    """A circle; its area() is pi r squared."""',
    '    def area(self):',
    '        # area area area: one identifier many times in a file',
    '        return 3.14159 * self.radius * self.radius',
    '    def _print_Circle(self, printer):',
    '        raise ValueError("bad radius for Circle")',
    'def make_circle(radius): return Circle()',
    '',
  ].join('\n'));
  // Non-ASCII definition names: their latin1 bytes are not their UTF-8 bytes, so they take the decoded way.
  writeFileSync(join(root, 'pkg', 'uni.py'), 'def naïve_Łukasz_sum(x):\n    """Sums naïvely."""\n    return x\nclass Ωmega:\n    pass\n');
  writeFileSync(join(root, 'pkg', 'tests', 'test_shapes.py'), 'from pkg.shapes import Circle\ndef test_area():\n    assert Circle().area()\n');
  writeFileSync(join(root, 'web.ts'), 'export function drawCircle(r: number) { return r * r; } // draws\n');
  writeFileSync(join(root, 'README.md'), '# circles\n');
});

afterAll(() => {
  if (savedCache === undefined) delete process.env.XDG_CACHE_HOME; else process.env.XDG_CACHE_HOME = savedCache;
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const bytesOf = (path: string, lang: string): Buffer | undefined => (lang === 'other' || path.includes('tests/') ? undefined : readFileSync(join(root, path)));

function build(files: readonly LexicalFile[], expectedBytes: number): Forward {
  const b = new ForwardBuilder([], 1 << 10, expectedBytes);
  for (const f of files) b.addFile(f, bytesOf(f.path, f.lang));
  return b.finish();
}

function same(a: Forward, b: Forward): void {
  expect(a.terms).toEqual(b.terms);
  expect(a.paths).toEqual(b.paths);
  for (const k of ['fileStart', 'lens', 'entKey', 'entTf', 'df', 'termOff', 'termTable'] as const) expect(Array.from(a[k]), k).toEqual(Array.from(b[k]));
  expect(Buffer.from(a.termBlob).equals(Buffer.from(b.termBlob))).toBe(true);
}

describe('ForwardBuilder shortcuts', () => {
  it('builds the same forward index from undecoded defs blobs as from decoded definitions, whatever the size hint', async () => {
    const cold = await buildIndex(root, { noCache: true });
    // A cold index's records hold their defs as the kernel's JSON bytes: the in-place scan is taken.
    expect(cold.files.filter((f) => undecodedDefsBytes(f) !== undefined).map((f) => f.path)).toContain('pkg/shapes.py');
    const inPlace = build(cold.files, 0);
    const decoded = build(cold.files.map((f) => ({ path: f.path, lang: f.lang, hash: f.hash, defs: f.defs.map((d) => ({ name: d.name })) })), 0);
    const presized = build((await buildIndex(root, { noCache: true })).files, 1e9);
    same(inPlace, decoded);
    same(presized, decoded);
    // The names were indexed: definition tokens of both files, non-ASCII ones cut as the string tokenizer cuts them.
    for (const t of ['circle', 'print_circle', 'make_circle', 'sum', 'mega']) expect(decoded.terms).toContain(t);
  });

  it('counts an identifier repeated within and across fields once per occurrence', async () => {
    const idx = await buildIndex(root, { noCache: true });
    const fw = build(idx.files, 0);
    const file = fw.paths.indexOf('pkg/shapes.py');
    const tfOf = (term: string, field: number): number => {
      const key = fw.terms!.indexOf(term) * 4 + field;
      for (let e = fw.fileStart[file]; e < fw.fileStart[file + 1]; e++) if (fw.entKey[e] === key) return fw.entTf[e];
      return 0;
    };
    expect(tfOf('area', 2)).toBe(4); // doc: the docstring once, the comment three times
    expect(tfOf('radius', 3)).toBe(4); // body: self.radius twice, the message, the parameter
  });
});
