// The head of the ranked list (src/slice/evidence/list-head.ts): a definition enclosing one listed above it, and an installed
// package's while the project's own follow, leave the head.
import { describe, expect, it } from 'vitest';
import { orderHead } from '../../src/slice/evidence/list-head.js';

const d = (name: string, start: number, end: number, path = 'a.py') => ({ path, name, start, end });

describe('orderHead', () => {
  it('moves a class listed after its own method to just past the head, keeping the rest in order', () => {
    const list = [d('C.m', 5, 9), d('C', 1, 20), d('f', 30, 40), d('g', 41, 50), d('h', 51, 60), d('k', 61, 70), d('z', 71, 80)];
    expect(orderHead(list).map((x) => x.name)).toEqual(['C.m', 'f', 'g', 'h', 'k', 'C', 'z']);
  });

  it('moves a function listed after a function nested in it; several deferred keep their order', () => {
    const list = [d('outer.inner', 3, 6), d('C.m', 12, 15), d('outer', 1, 10), d('C', 11, 20), d('f', 30, 40), d('g', 41, 50), d('h', 51, 60)];
    expect(orderHead(list).map((x) => x.name)).toEqual(['outer.inner', 'C.m', 'f', 'g', 'h', 'outer', 'C']);
  });

  it('keeps a class listed before its method, one of another file, one of the same range, and any past the head', () => {
    const before = [d('C', 1, 20), d('C.m', 5, 9), d('f', 30, 40)];
    expect(orderHead(before)).toEqual(before);
    const otherFile = [d('C.m', 5, 9, 'b.py'), d('C', 1, 20)];
    expect(orderHead(otherFile)).toEqual(otherFile);
    const sameRange = [d('x', 1, 20), d('y', 1, 20)];
    expect(orderHead(sameRange)).toEqual(sameRange);
    const late = [d('C.m', 5, 9), d('f', 30, 40), d('g', 41, 50), d('h', 51, 60), d('k', 61, 70), d('C', 1, 20)];
    expect(orderHead(late)).toEqual(late);
  });

  it('returns every entry once, whatever the list', () => {
    for (let seed = 1; seed <= 50; seed++) {
      let s = seed;
      const rnd = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      const list = Array.from({ length: 1 + Math.floor(rnd() * 12) }, (_, k) => { const a = Math.floor(rnd() * 50); return d(`d${k}`, a, a + Math.floor(rnd() * 30), rnd() < 0.8 ? 'a.py' : 'b.py'); });
      const out = orderHead(list);
      expect([...out].sort((x, y) => x.name.localeCompare(y.name))).toEqual([...list].sort((x, y) => x.name.localeCompare(y.name)));
    }
  });

  it('moves an installed package\'s definitions past the head while the project\'s own follow; keeps them when none do', () => {
    const isPackage = (p: string) => p.startsWith('/venv/');
    const list = [d('validate', 1, 9, '/venv/lib/pkg/v.py'), d('check', 10, 20, '/venv/lib/pkg/v.py'), d('show_versions', 1, 9), d('deps_info', 10, 20), d('f', 30, 40), d('g', 41, 50), d('h', 51, 60), d('k', 61, 70)];
    expect(orderHead(list, isPackage).map((x) => x.name)).toEqual(['show_versions', 'deps_info', 'f', 'g', 'h', 'validate', 'check', 'k']);
    const few = [d('validate', 1, 9, '/venv/lib/pkg/v.py'), d('show_versions', 1, 9), d('check', 10, 20, '/venv/lib/pkg/v.py')];
    expect(orderHead(few, isPackage).map((x) => x.name)).toEqual(['show_versions', 'validate', 'check']);
  });
});
