// How a prose issue's seeds and ranked definitions are chosen, through the CLI on small repositories written here:
// a test module outside any test folder is told by its content and never ranked as source; the ranked definitions
// interleave the best files instead of filling up with one file's also-rans, on one lexical scale across files; a
// module-level table yields to the function that uses it.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string; confidence: number; detail: string }[];
  files: { path: string; tier: string }[];
  symbols?: { path: string; name: string; kind: string; start: number }[];
}

const env = isolatedEnv();

const writeRepo = (files: Record<string, string>): string => tempRepo('ck-issue-rank-', files);

function slice(root: string, text: string): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', '30000', '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

const fn = (name: string, body: string[]): string => [`def ${name}(value, width):`, ...body.map((l) => `    ${l}`), ''].join('\n');

describe('ck slice on prose: a test module outside the test folders', () => {
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'gauge/__init__.py': 'from .dial import draw_dial\n',
      'gauge/dial.py': fn('draw_dial', ['"""Draws the dial face with its needle at the value."""', 'needle = value * width', 'return "dial needle %s" % needle']),
      // Not under tests/, not named test_*.py: only its content says it is tests (a `testing/` package).
      'testing/dial_cases.py': [
        'from gauge.dial import draw_dial',
        '',
        ...['zero', 'full', 'half', 'negative'].map((k) => fn(`test_dial_needle_${k}`, ['"""The dial needle is drawn at the value."""', `assert "dial needle" in draw_dial(1, 2)  # ${k}`])),
      ].join('\n'),
    });
  });

  it('is never a seed; the source file it exercises is', () => {
    const m = slice(root, 'Dial needle drawn at the wrong place\n\nThe dial needle should be drawn at the value, but the dial face shows the needle past the end.\n');
    const files = [...new Set(m.seeds.map((s) => s.path))];
    expect(files).toContain('gauge/dial.py');
    expect(files).not.toContain('testing/dial_cases.py');
  });
});

describe('ck slice on prose: the ranked definitions', () => {
  let root: string;
  beforeAll(() => {
    // Two modules the words fit about equally: one with many definitions that each share a word, one with a
    // single definition that holds them all. A table of the same words sits at module level in the first.
    const words = ['"""Pads the label text to the column width."""', 'label_text = str(value)', 'padded = label_text.ljust(width)', 'return header_of(padded)'];
    // (Their code says the words too: the ranking weighs words in docstrings below words in code.)
    const many = Array.from({ length: 8 }, (_, i) => fn(`pad_label_${i}`, [`"""Pads label ${i} of a column to the width."""`, 'label_text = str(value)', `column_width = width + ${i}`, 'return label_text.ljust(column_width)']));
    root = writeRepo({
      'table/__init__.py': '',
      'table/labels.py': [
        'LABEL_WIDTHS = {"column": 10, "label": 12, "width": 8, "pad": 2, "text": 4, "header": 6, "column label": 14, "label width": 16}',
        '',
        ...many,
      ].join('\n'),
      'table/columns.py': [fn('format_header', words), fn('other_thing', ['return value'])].join('\n'),
    });
  });

  it('interleave the best files: the second file\'s best definition is among the first five', () => {
    const m = slice(root, 'Column label not padded to the column width\n\nThe label text of a column header is not padded to the column width, so the header is misaligned.\n');
    const top5 = (m.symbols ?? []).slice(0, 5);
    const files = new Set(top5.map((s) => s.path));
    expect(files.size).toBeGreaterThan(1);
    expect(top5.map((s) => `${s.path}#${s.name}`)).toContain('table/columns.py#format_header');
  });

  it('a module-level table comes after the functions', () => {
    const m = slice(root, 'Column label not padded to the column width\n\nThe label text of a column header is not padded to the column width, so the header is misaligned.\n');
    const names = (m.symbols ?? []).map((s) => s.name);
    const table = names.indexOf('LABEL_WIDTHS');
    if (table >= 0) expect(table).toBeGreaterThan(0);
    expect(m.symbols?.[0]?.kind).not.toBe('variable');
  });
});

describe('ck slice on prose: definitions of several files on one scale', () => {
  let root: string;
  beforeAll(() => {
    // The first file is seeded first (its long module docstring and two definitions share the words: the
    // best file lexically); the second holds one definition that matches the text better than either of them. Scored
    // relative to its own file only, each file's best would tie, and the first file's second definition would outrank
    // the second file's best.
    root = writeRepo({
      'plot/__init__.py': '',
      'plot/axis.py': [
        '"""Axis tick labels: rotation, spacing, offset of the tick label text on an axis. Tick label rotation and tick label text drawn on the axis. Rotation of tick labels: the tick label text is drawn with rotation on the axis."""',
        '',
        fn('draw_tick_labels', ['"""Draws the labels of the axis."""', 'label = str(value)', 'return rotate(label, width)']),
        fn('layout_tick_labels', ['"""Lays out the tick labels of the axis, spaced by their rotation."""', 'label = str(value)', 'return space(label, width)']),
        fn('set_offset_default', ['"""Sets the offset default."""', 'return value']),
      ].join('\n'),
      'plot/text.py': fn('rotate_tick_label_text', ['"""Rotates the tick label text drawn on an axis by the label rotation."""', 'rotation = value % 360', 'return (rotation, width)']),
    });
  });

  it('the best-matching definition comes first, whatever its file\'s seed rank', () => {
    const m = slice(root, 'Tick label rotation is ignored on the axis\n\nSetting the rotation of the tick labels on an axis has no effect: the tick label text is drawn without rotation.\n');
    expect(m.seeds[0]?.path).toBe('plot/axis.py');
    const names = (m.symbols ?? []).map((s) => `${s.path}#${s.name}`);
    expect(names[0]).toBe('plot/text.py#rotate_tick_label_text');
    expect(names.indexOf('plot/text.py#rotate_tick_label_text')).toBeLessThan(names.indexOf('plot/axis.py#layout_tick_labels'));
  });
});

describe('ck slice on prose: the head of the ranked definitions', () => {
  let root: string;
  beforeAll(() => {
    // A class whose own lines (docstring, a class attribute) say the words, as its method does: by score
    // alone the class is second, right after its own method (before the head rules, evidence/list-head.ts, it was listed there).
    root = writeRepo({
      'gauge/__init__.py': '',
      'gauge/needle.py': [
        'class Needle:',
        '    """The needle of a gauge: drawn at the angle of the value."""',
        '',
        '    needle_angle_scale = 3',
        '',
        '    def draw_needle(self, value):',
        '        """Draws the needle at the angle of the value."""',
        '        needle_angle = value * self.needle_angle_scale',
        '        return "needle at angle %s" % needle_angle',
        '',
        '    def colour(self):',
        '        return "red"',
        '',
      ].join('\n'),
      'gauge/dial.py': [
        fn('dial_face', ['"""Draws the dial face under the needle."""', 'return "face %s" % value']),
        fn('dial_ticks', ['"""The ticks of the dial at each angle step."""', 'return [value * k for k in range(10)]']),
        fn('dial_label', ['"""The label of the gauge value."""', 'return str(value)']),
        fn('dial_scale', ['"""The scale of the gauge dial."""', 'return value / 10']),
      ].join('\n'),
    });
  });

  it('does not spend a slot on a class listed after its own method; the class follows the first five', () => {
    const m = slice(root, 'Gauge needle drawn at the wrong angle\n\nThe needle of the gauge is drawn at the wrong angle for the value: the needle angle should follow the value.\n');
    const names = (m.symbols ?? []).map((s) => s.name);
    expect(names[0]).toBe('Needle.draw_needle');
    expect(names.slice(0, 5)).not.toContain('Needle');
    expect(names.indexOf('Needle')).toBe(5);
  });
});
