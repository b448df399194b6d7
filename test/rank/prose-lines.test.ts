import { describe, expect, it } from 'vitest';
import { proseLines } from '../../src/rank/prose-lines.js';

const flags = (text: string, lang: 'python' | 'ts' | 'other'): string => Array.from(proseLines(text, lang) ?? [], (f) => (f ? 'P' : '.')).join('');

describe('proseLines', () => {
  it('Python: comment lines and docstring lines are prose, code with a trailing comment is not', () => {
    const src = [
      'def area(r):',            // .
      '    """Return the area.',  // P
      '',                          // P (inside the docstring)
      '    More text."""',        // P
      '    # squared radius',     // P
      '    x = r * r  # note',    // .
      '    return x',             // .
      "    r'''one line'''",       // P
      '    y = 1',                // .
    ].join('\n');
    expect(flags(src, 'python')).toBe('.PPPP..P.');
  });

  it('Python: a triple-quoted string opened after code makes its inner lines prose, and its closing line does not reopen one', () => {
    const src = ['msg = """', 'some text', '"""', 'x = 1', 'y = 2'].join('\n');
    expect(flags(src, 'python')).toBe('.PP..');
  });

  it('JS/TS: line and block comments that start a line are prose; other languages have no prose lines', () => {
    const src = ['/**', ' * Pads the label.', ' */', 'function pad() {', '  // why', '  return 1; // trailing', '}'].join('\n');
    expect(flags(src, 'ts')).toBe('PPP.P..');
    expect(proseLines('# heading\ntext', 'other')).toBeUndefined();
  });
});
