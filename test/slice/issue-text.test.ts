// Seeding from an issue's text through the CLI: a small repository written here, issue texts in the shapes real
// GitHub issues take (prose with backticks, a snippet, an IPython traceback through an installed copy of the
// package, a dotted module path), and what each must seed.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string; confidence: number }[];
  files: { path: string; tier: string }[];
  symbols?: { path: string; name: string }[];
  warnings: { kind: string }[];
}

const FILES: Record<string, string> = {
  'shapes/__init__.py': 'from .render import render_svg\nfrom .geometry import Polygon, Circle\n',
  'shapes/geometry.py': [
    'class Polygon:',
    '    """A closed polygon given by its vertices."""',
    '',
    '    def __init__(self, points):',
    '        self.points = list(points)',
    '',
    '    def area(self):',
    '        """Shoelace formula over the vertices."""',
    '        pts = self.points',
    '        return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:])) / 2',
    '',
    '',
    'class Circle:',
    '    def __init__(self, radius):',
    '        self.radius = radius',
    '',
    '    def area(self):',
    '        return 3.14159 * self.radius ** 2',
    '',
  ].join('\n'),
  'shapes/render.py': 'from .geometry import Polygon\n\n\ndef render_svg(shape, stroke="black"):\n    if not isinstance(shape, Polygon):\n        raise TypeError("can only render polygons, got %r" % type(shape).__name__)\n    return "<polygon points=\\"%s\\" stroke=\\"%s\\"/>" % (" ".join("%s,%s" % p for p in shape.points), stroke)\n',
  'shapes/io/__init__.py': '',
  'shapes/io/wkt.py': 'from ..geometry import Polygon\n\n\ndef parse_wkt(text):\n    """Parse a WKT POLYGON string."""\n    body = text.strip()[len("POLYGON(("):-2]\n    return Polygon(tuple(float(v) for v in pair.split()) for pair in body.split(","))\n',
  'docs/tutorial.py': '# Rendering polygons as SVG: render_svg draws the polygon outline with a stroke colour.\nfrom shapes import render_svg, Polygon\nprint(render_svg(Polygon([(0, 0), (1, 0), (1, 1)])))\n',
  'tests/test_geometry.py': 'from shapes.geometry import Polygon\n\n\ndef test_area():\n    assert Polygon([(0, 0), (1, 0), (1, 1)]).area() == 0.5\n',
};

let root: string;
const env = isolatedEnv();
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ck-issue-'));
  for (const [p, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
});

function slice(text: string): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', '30000', '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}
const firstFiles = (m: Manifest, k: number): string[] => [...new Set(m.seeds.map((s) => s.path))].slice(0, k);

/** Returns the JSON manifest of `ck slice` on `repo` with issue text `text` at budget 30000 (exit 0, or 3 for no seed). */
function sliceAt(repo: string, text: string): Manifest {
  const r = runCli(['slice', repo, '--symptom', text, '--budget', '30000', '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

describe('ck slice on issue texts', () => {
  it('a method named in backticks with a wrong result: its file first, its definition ranked', () => {
    const m = slice('Polygon area is wrong for closed rings\n\nThe `Polygon.area` method returns 0 when the ring repeats its first vertex.\nI expected the shoelace formula to give 0.5 for a unit triangle; the result is wrong.\n');
    expect(firstFiles(m, 1)).toEqual(['shapes/geometry.py']);
    expect(m.symbols?.[0]).toMatchObject({ path: 'shapes/geometry.py', name: 'Polygon.area' });
    expect(m.seeds.some((s) => s.source === 'mention')).toBe(true);
  });

  it('a dotted module path in prose seeds that module', () => {
    const m = slice('Parsing fails in shapes.io.wkt for polygons with holes\n\nWhen the input has an interior ring, the parser in shapes.io.wkt drops it silently, which is wrong.\n');
    expect(firstFiles(m, 2)).toContain('shapes/io/wkt.py');
  });

  it('an IPython traceback through an installed copy of the package maps to the repository layout', () => {
    const text = [
      'render_svg fails on circles',
      '',
      'Rendering a circle should draw it, but it raises instead:',
      '```',
      '---------------------------------------------------------------------------',
      'TypeError                                 Traceback (most recent call last)',
      'Cell In[3], line 1',
      '----> 1 render_svg(Circle(2))',
      '',
      'File ~/venv/lib/python3.11/site-packages/shapes/render.py:6, in render_svg(shape, stroke)',
      '      4 def render_svg(shape, stroke="black"):',
      '      5     if not isinstance(shape, Polygon):',
      '----> 6         raise TypeError("can only render polygons, got %r" % type(shape).__name__)',
      '',
      "TypeError: can only render polygons, got 'Circle'",
      '```',
    ].join('\n');
    const m = slice(text);
    expect(m.seeds[0]).toMatchObject({ path: 'shapes/render.py', line: 6, why: 'frame' });
  });

  it('prose alone: the lexical ranking fills the seeds, documentation weighs less than the code', () => {
    const m = slice('SVG stroke colour ignored\n\nWhen rendering a polygon as svg the stroke colour argument has no effect in the output.\nThe polygon outline should use the given stroke, but it does not work.\n');
    expect(m.seeds.some((s) => s.source === 'lexical')).toBe(true);
    const files = firstFiles(m, 10);
    expect(files.indexOf('shapes/render.py')).toBeGreaterThanOrEqual(0);
    expect(files.indexOf('shapes/render.py')).toBeLessThan(files.indexOf('docs/tutorial.py') === -1 ? 99 : files.indexOf('docs/tutorial.py'));
  });
});

describe('ck slice on an issue in plain words (no backticks, calls or dotted names)', () => {
  it('is prose all the same: the lexical ranking seeds it, no unresolved-seed', () => {
    const m = slice('Outline drawn in the wrong colour\n\nWhen rendering a polygon the stroke colour given by the user is ignored in the output.\nThe outline should be drawn with that stroke colour instead of black.\n');
    expect(m.seeds.length).toBeGreaterThan(0);
    expect(firstFiles(m, 2)).toContain('shapes/render.py');
    expect(m.warnings.map((w) => w.kind)).not.toContain('unresolved-seed');
  });
});

describe('ck slice on issue texts: what a tight budget shows', () => {
  // One large module the issue is about (a class of many methods, one of them the fix) and several small modules that
  // share some of its words.
  let big: string;
  beforeAll(() => {
    big = mkdtempSync(join(tmpdir(), 'ck-issue-budget-'));
    mkdirSync(join(big, 'money'));
    const methods = Array.from({ length: 60 }, (_, i) => [
      `    def _format_part_${i}(self, value):`,
      `        """Formats part ${i} of a value with padding and grouping."""`,
      `        width = self.width + ${i}`,
      '        text = str(value).rjust(width)',
      '        return text.replace(" ", self.fill)',
      '',
    ].join('\n'));
    const currency = [
      '    def _format_currency(self, amount):',
      '        """Puts the currency symbol before the amount; negative amounts keep their sign first."""',
      '        sign = "-" if amount < 0 else ""',
      '        return sign + self.currency_symbol + str(abs(amount))',
      '',
    ].join('\n');
    writeFileSync(join(big, 'money', 'formatting.py'), ['class Formatter:', '    """Formats values for display."""', '', '    currency_symbol = "$"', '', ...methods.slice(0, 30), currency, ...methods.slice(30)].join('\n'));
    for (let i = 0; i < 8; i++) {
      writeFileSync(join(big, 'money', `ledger${i}.py`), [`def post_amount_${i}(book, amount):`, `    """Posts an amount to ledger ${i}; negative amounts are debits."""`, ...Array.from({ length: 40 }, (_, k) => `    book.entries.append((${i}, ${k}, amount))`), ''].join('\n'));
    }
  });

  it('the file the ranking is surest of is shown whole, weaker seed files become page faults, the method outranks its class', () => {
    const text = 'Negative amounts lose their currency symbol\n\nFormatting a negative amount with `Formatter` drops the currency symbol: -5 prints as "-5" instead of "-$5".\nThe currency symbol should come after the sign for negative amounts as well.\n';
    const r = runCli(['slice', big, '--symptom', text, '--budget', '6000', '--format', 'json'], { env });
    expect([0, 1], r.stderr).toContain(r.code);
    const m = JSON.parse(r.stdout) as Manifest & { page_faults: { path: string }[]; tokens: { task_state: number } };
    expect(m.files.find((f) => f.path === 'money/formatting.py')?.tier).toBe('full');
    expect(m.symbols?.[0]).toMatchObject({ path: 'money/formatting.py', name: 'Formatter._format_currency' });
    const seedFiles = new Set(m.seeds.map((s) => s.path));
    const shown = new Set(m.files.map((f) => f.path));
    const left = [...seedFiles].filter((p) => !shown.has(p));
    expect(left.length).toBeGreaterThan(0);
    for (const p of left) expect(m.page_faults.map((f) => f.path)).toContain(p);
    expect(m.tokens.task_state).toBeLessThanOrEqual(6000);
  });

  it('a budget smaller than the surest file\'s ranges keeps those ranges alone and says it does not fit', () => {
    const text = 'Negative amounts lose their currency symbol\n\nFormatting a negative amount with `Formatter` drops the currency symbol: -5 prints as "-5" instead of "-$5".\nThe currency symbol should come after the sign for negative amounts as well.\n';
    const r = runCli(['slice', big, '--symptom', text, '--budget', '20', '--format', 'json'], { env });
    expect(r.code, r.stderr).toBe(1);
    const m = JSON.parse(r.stdout) as Manifest & { budget: { fits: boolean } };
    expect(m.budget.fits).toBe(false);
    expect(m.files.map((f) => f.path)).toEqual(['money/formatting.py']);
  });
});


describe('ck slice on issue texts: which definitions a bare call or a capitalized name means', () => {
  // A function and a class whose names methods elsewhere share: a dispatch table's handlers named after the classes
  // they handle, and interval classes with their own `refine`.
  const files: Record<string, string> = {
    'algebra/__init__.py': '',
    'algebra/refine.py': 'def refine(expr, hint):\n    """Simplify expr under the hint."""\n    return expr\n',
    'algebra/merge.py': 'class Merge:\n    """Merge two sorted term lists."""\n\n    def __init__(self, a, b):\n        self.terms = sorted(a + b)\n',
    'algebra/intervals.py': ['class RealInterval:', '    def refine(self):', '        return self', '', '', 'class ComplexInterval:', '    def refine(self):', '        return self', ''].join('\n'),
    'algebra/handlers.py': ['class SignHandler:', '    def Merge(self, expr):', '        return None', '', '', 'class ZeroHandler:', '    def Merge(self, expr):', '        return None', '', '', 'class RealHandler:', '    def Merge(self, expr):', '        return None', ''].join('\n'),
  };
  let repo: string;
  beforeAll(() => {
    repo = tempRepo('ck-issue-names-', files);
  });
  const sliceIn = (text: string): Manifest => sliceAt(repo, text);
  const mention = (m: Manifest, path: string): { confidence: number } | undefined => m.seeds.find((s) => s.path === path && s.source === 'mention');

  it('a call without a receiver means the function, not the methods of that name', () => {
    const m = sliceIn('The hint is ignored for absolute values\n\nWhen I pass a hint about the sign, the absolute value stays as it is:\n\n```\n>>> refine(abs(a), positive)\nabs(a)\n```\nI expected the hint to be used here, as it is for the other functions.\n');
    expect(firstFiles(m, 1)).toEqual(['algebra/refine.py']);
    expect(mention(m, 'algebra/intervals.py')).toBeUndefined();
  });

  it('the name alone in backticks means what the text\'s bare calls of it reach', () => {
    const m = sliceIn('`refine` ignores the hint\n\nWhen I pass a hint about the sign to `refine`, the absolute value stays as it is, the hint is not used:\n\n```\n>>> refine(abs(a), positive)\nabs(a)\n```\n');
    expect(m.seeds.filter((s) => s.source === 'mention').map((s) => s.path)).not.toContain('algebra/intervals.py');
  });

  it('a method call still means the methods', () => {
    const m = sliceIn('Refining an interval loops forever\n\nWhen I refine a complex interval it never returns, the loop does not end:\n\n```\n>>> iv.refine()\n```\nI expected the refinement to stop after a few steps as the documentation says.\n');
    expect(mention(m, 'algebra/intervals.py')).toBeDefined();
  });

  it('a capitalized name on its own means the class, not the handlers\' methods named after it', () => {
    const m = sliceIn('Wrong order of terms\n\nThe `Merge` step loses the order of the terms when both lists hold the same term, and the result is not sorted.\nI expected the merged list to keep every term in order.\n');
    expect(firstFiles(m, 1)).toEqual(['algebra/merge.py']);
    expect(mention(m, 'algebra/handlers.py')).toBeUndefined();
  });
});

describe('ck slice on issue texts: the subject of a snippet', () => {
  // A class whose method shares its name with many others (past the cut of a common name), two functions named like
  // the one a remark computes, and a declared symbol beside the function the snippet runs on it.
  const others = ['Line', 'Ray', 'Segment', 'Circle', 'Plane', 'Polygon', 'Ellipse'];
  const files: Record<string, string> = {
    'geo/__init__.py': '',
    'geo/point.py': ['class Point:', '    def __init__(self, *coords):', '        self.coords = coords', '', '    def distance(self, other):', '        return sum((a - b) ** 2 for a, b in zip(self.coords, other.coords)) ** 0.5', '', '    def midpoint(self, other):', '        return Point(*[(a + b) / 2 for a, b in zip(self.coords, other.coords)])', ''].join('\n'),
    'geo/entities.py': others.map((c) => `class ${c}:\n    def distance(self, other):\n        return 0\n\n    def midpoint(self, other):\n        return None\n`).join('\n\n'),
    'num/roots.py': 'def sqrt(x):\n    return x ** 0.5\n',
    'num/interval.py': 'def sqrt(iv):\n    return iv\n',
    'core/symbol.py': 'class Symbol:\n    def __init__(self, name, **assumptions):\n        self.name = name\n',
    'calc/collapse.py': 'def collapse(expr):\n    """Collapse nested terms of expr."""\n    return expr\n',
  };
  let repo: string;
  beforeAll(() => {
    repo = tempRepo('ck-issue-subject-', files);
  });
  const sliceIn = (text: string): Manifest => sliceAt(repo, text);
  const seedAt = (m: Manifest, path: string, line: number): { confidence: number; detail?: string } | undefined =>
    m.seeds.find((s) => s.path === path && s.line === line) as { confidence: number; detail?: string } | undefined;

  it('a method called on an instance the snippet builds means that class\'s method, past the cut of a common name', () => {
    const m = sliceIn('distance calculation wrong\n```python\n>>> Point(2,0).distance(Point(1,0,2))\n1\n```\n\nThe third dimension is dropped, so `sqrt((2-1)**2 + (0-0)**2)` is computed instead of `sqrt(5)`.\n');
    expect(firstFiles(m, 1)).toEqual(['geo/point.py']);
    expect(seedAt(m, 'geo/point.py', 5)?.detail).toContain('a member of Point');
    expect(m.seeds.some((s) => s.path === 'geo/entities.py' && s.source === 'mention')).toBe(false);
  });

  it('so does a method called on a local the snippet bound to a new instance', () => {
    const m = sliceIn('midpoint is wrong in three dimensions\n```python\n>>> p = Point(1, 2, 3)\n>>> p.midpoint(Point(3, 4, 5))\nPoint(2, 3)\n```\n');
    expect(seedAt(m, 'geo/point.py', 8)?.detail).toContain('a member of Point');
    expect(firstFiles(m, 1)).toEqual(['geo/point.py']);
  });

  it('a call that only declares the data weighs less than the call run on it', () => {
    const m = sliceIn("collapse loses a term\n```python\n>>> x = Symbol('x', positive=True)\n>>> collapse(x + 1)\nx\n```\n");
    expect(firstFiles(m, 1)).toEqual(['calc/collapse.py']);
    expect(seedAt(m, 'core/symbol.py', 1)!.confidence).toBeLessThan(seedAt(m, 'calc/collapse.py', 1)!.confidence);
  });

  it('a name only an import line holds weighs less than the call the snippet makes', () => {
    const m = sliceIn('collapse loses a term\n```python\n>>> from pkg import Symbol, collapse\n>>> collapse(y + 1)\ny\n```\n');
    expect(firstFiles(m, 1)).toEqual(['calc/collapse.py']);
    expect(seedAt(m, 'core/symbol.py', 1)!.confidence).toBeLessThan(0.5 * seedAt(m, 'calc/collapse.py', 1)!.confidence);
  });
});
