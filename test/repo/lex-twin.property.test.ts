// The wasm lexers and their TypeScript twins emit identical records on arbitrary input. Token runs are long enough
// to cross the kernels' 16-byte scan steps and to end inside strings, comments and identifiers at every offset.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { lexRecords, kernelAvailable } from '../../src/repo/lex/kernel.js';

const PY_TOKENS = ['import ', 'from ', ' as ', 'def ', 'class ', 'async ', 'if ', 'TYPE_CHECKING', 'try', 'else', ':', '\n', '\r\n',
  '    ', '\t', '\f', '"', "'", '"""', "'''", 'f"', "rb'", 'f"""', '{', '}', '{{', '\\', '\\\n', '#', '# comment\n', '@', '(',
  ')', '[', ']', ',', ';', '.', '=', '==', '*', 'x', 'name_long_enough_to_span', 'ü', '\xff', '__import__', 'import_module',
  'getattr', '0', '1.5e3', 'lambda', 'match', 'case', ' '.repeat(17), 'a'.repeat(33), '\r', '\\\r'];
const JS_TOKENS = ['import ', 'export ', 'from ', 'require', 'type ', 'const ', 'let ', 'function ', 'class ', 'default ',
  'interface ', 'enum ', 'declare ', '{', '}', '(', ')', '[', ']', ';', ',', '.', '...', '=', '/', '//', '/*', '*/', '*',
  '\n', '\r', ' ', '\t', '"', "'", '`', '${', '\\', 'on', 'x', '$y', '#p', 'ü', '0', 'return ', '++', ' '.repeat(17),
  'identifier_spanning_chunks_'.repeat(2)];

function soup(tokens: string[]) {
  return fc.array(fc.constantFrom(...tokens), { maxLength: 120 }).map((parts) => Buffer.from(parts.join(''), 'latin1'));
}

describe('wasm lexers agree with their twins on arbitrary input', () => {
  it('uses the built kernels', () => {
    expect(kernelAvailable('pylex') && kernelAvailable('jslex')).toBe(true);
  });
  for (const [kernel, tokens] of [['pylex', PY_TOKENS], ['jslex', JS_TOKENS]] as const) {
    it(`${kernel}: identical records and lengths`, () => {
      fc.assert(fc.property(soup(tokens), (src) => {
        expect(lexRecords(kernel, src, 'wasm')).toEqual(lexRecords(kernel, src, 'js'));
      }), { numRuns: 1500 });
    });
  }
});
