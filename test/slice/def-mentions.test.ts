// Which definitions an issue text names (src/slice/def-mentions.ts), the evidence rankTaskSymbols adds for them:
// calls in a snippet, the last part of a dotted name, a backticked identifier, a `Class.method` pair.
import { describe, expect, it } from 'vitest';
import { mentionedNames, namesDef, namesDefByEnd } from '../../src/slice/def-mentions.js';
import type { Def } from '../../src/repo/types.js';

const def = (name: string, kind: Def['kind'] = 'function'): Def => ({ name, kind, start: 1, end: 2 });

describe('def-mentions', () => {
  const text = [
    'Printing a sinc with `ccode` gives a wrong result, and `Figure.savefig` ignores the dpi.',
    '',
    '```python',
    '>>> ccode(sinc(x))',
    "'// Not supported in C:\\n// sinc\\nsinc(x)'",
    '```',
  ].join('\n');
  const m = mentionedNames(text);

  it('names the functions a snippet calls and a backticked identifier', () => {
    expect(namesDef(m, def('ccode'))).toBe(true);
    expect(namesDef(m, def('sinc'))).toBe(true);
  });

  it('names a method by the last part of a dotted name, and its class pair', () => {
    expect(namesDef(m, def('Figure.savefig', 'method'))).toBe(true);
    expect(namesDef(m, def('SubFigure.savefig', 'method'))).toBe(true);
  });

  it('does not name a definition the text only shares words with', () => {
    expect(namesDef(m, def('print_ccode'))).toBe(false);
    expect(namesDef(m, def('CCodePrinter._print_sinc', 'method'))).toBe(false);
    expect(namesDef(m, def('wrong_result'))).toBe(false);
  });

  it('names a definition by the end of its name after an underscore, not by any part of it', () => {
    const n = mentionedNames('`Matrix.col_insert()` shifts the block; `sum_of_weights` is wrong; `Subs(x, x, 1)` too');
    expect(namesDefByEnd(n, def('MatrixShaping._eval_col_insert', 'method'))).toBe(true);
    expect(namesDefByEnd(n, def('Weighted._sum_of_weights', 'method'))).toBe(true);
    expect(namesDefByEnd(n, def('LatexPrinter._print_Subs', 'method'))).toBe(true);
    expect(namesDefByEnd(n, def('MatrixShaping.col_insert_at', 'method'))).toBe(false);
    expect(namesDefByEnd(n, def('LatexPrinter._print_SubsSet', 'method'))).toBe(false);
    expect(namesDefByEnd(n, def('Subs', 'class'))).toBe(false);
  });
});
