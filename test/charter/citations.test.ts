import { describe, it, expect } from 'vitest';
import { extractCitations, rewriteLines } from '../../src/charter/citations.js';
import { makeAnchor, resolveAnchor, splitLines } from '../../src/charter/anchor.js';
import { bashWriteTargets } from '../../src/hooks/write-targets.js';

const cites = (t: string) => extractCitations(t).map((c) => [c.path, c.line, c.endLine, c.col ?? null, c.quote ?? null]);

describe('extractCitations', () => {
  it('finds path:line, path:line-line and path:line:col, backticked or not, with quotes after them', () => {
    expect(cites('see `src/a.py:12` and lib/b.ts:3-9, C:/x? no; ./pkg/c.go:7:14 — `x := 1`; Makefile:3; sub/Makefile:4')).toEqual([
      ['src/a.py', 12, 12, null, null],
      ['lib/b.ts', 3, 9, null, null],
      ['./pkg/c.go', 7, 7, 14, 'x := 1'],
      ['sub/Makefile', 4, 4, null, null],
    ]);
    expect(cites('at /abs/path/x.py:5 "return 1"')).toEqual([['/abs/path/x.py', 5, 5, null, 'return 1']]);
  });

  it('leaves out times, versions, hosts, URLs, line 0 and backwards ranges', () => {
    expect(cites('at 12:30, v1.2:3, localhost:8080, https://example.com:443/a.py:3, http://h/x.py:9, a.py:0, a.py:9-3, user@host:a.py:3')).toEqual([]);
  });

  it('reads grep -n style lines, and leaves out a number that goes on', () => {
    expect(cites('src/a.py:12:def f():\nsrc/b.py:3:    return x\na.py:12.5 a.py:12abc')).toEqual([['src/a.py', 12, 12, null, null], ['src/b.py', 3, 3, null, null]]);
  });

  it("ck's own note lines hold no citation", () => {
    expect(cites('- a/b.py:3 holds\n[ck: citation a/b.py:3 is unresolvable: gone]\n')).toEqual([['a/b.py', 3, 3, null, null]]);
  });

  it('rewriteLines replaces only the line part', () => {
    const t = 'a `x/a.py:3` b x/a.py:7-8 c x/a.py:9:2';
    const c = extractCitations(t);
    expect(rewriteLines(t, c, new Map([[0, [5, 5]], [1, [10, 11]], [2, [12, 12]]]))).toBe('a `x/a.py:5` b x/a.py:10-11 c x/a.py:12:2');
  });
});

describe('anchors', () => {
  const file = splitLines('a\nb\nx\nc\nd\ne\nf\nx\ng\n');

  it('a unique line is found wherever it moved', () => {
    const a = makeAnchor(file, 2, 2)!;
    expect(resolveAnchor(['new', ...file], a, 2)).toMatchObject({ status: 'resolved', line: 3, by: 'unique' });
    expect(resolveAnchor(file.filter((l) => l !== 'b'), a, 2)).toMatchObject({ status: 'unresolvable', matches: 0 });
  });

  it('a line with copies is told apart only by the context that told it apart when anchored', () => {
    const a = makeAnchor(file, 8, 8)!; // the second 'x'
    expect(a.copies).toBe(2);
    expect(resolveAnchor(['new', ...file], a, 8)).toMatchObject({ status: 'resolved', line: 9, by: 'context' });
    // the first copy's context changed, the cited copy's did not: still the second one
    expect(resolveAnchor(['a', 'b', 'x', 'CHANGED', ...file.slice(4)], a, 8)).toMatchObject({ status: 'resolved', line: 8 });
    // the cited copy removed: the remaining one is another copy, not a guess
    expect(resolveAnchor(file.slice(0, 7).concat(['g']), a, 8)).toMatchObject({ status: 'unresolvable' });
  });

  it('identical copies with identical context can never be re-anchored', () => {
    const twins = Array.from({ length: 300 }, (_, i) => (i % 2 ? 'b' : 'a')); // every copy has the same context
    const a = makeAnchor(twins, 151, 151)!;
    expect(a.tells).toEqual({ both: false, above: false, below: false });
    expect(resolveAnchor(twins, a, 151)).toMatchObject({ status: 'unresolvable' });
  });
});

describe('bashWriteTargets', () => {
  it.each([
    ['sed -i -e s/a/b/ x.py y.py', ['x.py', 'y.py']],
    ['sed -i s/a/b/ x.py', ['x.py']],
    ['echo 1 > out.txt 2>&1 && cat a >> b.log', ['out.txt', 'b.log']],
    ['cmd &> all.log', ['all.log']],
    ['echo x | tee -a t1 t2 >/dev/null', ['t1', 't2']],
    ['mv -f a b', ['a', 'b']],
    ['cp a b dir/', ['dir/', 'dir/a', 'dir/b']],
    ['git checkout -- a.py b.py', ['a.py', 'b.py']],
    ['git restore --source HEAD~2 a.py', ['a.py']],
    ['FOO=1 sudo rm -rf build', ['build']],
    ['echo $X > "$OUT"', []],
    ['cat < in.txt', []],
    ['sed -n 1p x.py', []],
  ])('%s', (cmd, expected) => {
    expect(bashWriteTargets(cmd)).toEqual(expected);
  });
});
