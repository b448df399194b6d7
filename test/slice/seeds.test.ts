import { describe, expect, it } from 'vitest';
import { callIdentifiers, keywordsWithValue, raiseHasShape } from '../../src/slice/seeds.js';
import { calloutPattern, proseLines } from '../../src/slice/calls.js';
import { fileText } from '../../src/slice/ranges.js';

describe("identifiers on the user's own line", () => {
  it('finds calls, members and receivers; ignores string contents and builtins', () => {
    expect(callIdentifiers('out = pd.merge(left, right, on="key")')).toEqual([{ name: 'merge', member: true, receiver: 'pd' }]);
    expect(callIdentifiers('print(Matrix([[1, 2, 3]]).det())').map((i) => i.name)).toEqual(['Matrix', 'det']);
    expect(callIdentifiers('env.from_string("{{ x.y(1) }}")')).toEqual([{ name: 'from_string', member: true, receiver: 'env' }]);
    expect(callIdentifiers('row = df.loc["missing"]')).toEqual([{ name: 'loc', member: true, receiver: 'df' }]);
  });
  it('finds the keyword whose literal value is the missing key', () => {
    expect(keywordsWithValue('out = left.merge(right, how="sideways", on="id")', "'sideways'")).toEqual(['how']);
    expect(keywordsWithValue("f(a='x', b='y')", 'z')).toEqual([]);
  });
});

describe('raise sites by the shape of the message', () => {
  const ft = fileText(['raise KeyError(key) from err', 'raise KeyError("no such column")', '    raise NonSquareMatrixError', 'raise NonSquareMatrixError()', 'throw new RangeError(value);'].join('\n'));
  it("a quoted value (`KeyError: 'x'`) matches raises of a computed value, not of a literal message", () => {
    expect(raiseHasShape(ft, 1, 'KeyError', "'missing'")).toBe(true);
    expect(raiseHasShape(ft, 2, 'KeyError', "'missing'")).toBe(false);
    expect(raiseHasShape(ft, 1, 'KeyError', 'a sentence, not a value')).toBe(false);
    expect(raiseHasShape(ft, 5, 'RangeError', '"7"')).toBe(true);
  });
  it('no message matches bare raises only', () => {
    expect(raiseHasShape(ft, 3, 'NonSquareMatrixError', undefined)).toBe(true);
    expect(raiseHasShape(ft, 4, 'NonSquareMatrixError', undefined)).toBe(true);
    expect(raiseHasShape(ft, 1, 'KeyError', undefined)).toBe(false);
  });
});

describe('builtin call-outs', () => {
  it('maps OS errors to open()/os.* calls and SyntaxError to eval/exec/compile', () => {
    expect(calloutPattern('FileNotFoundError')!.test('        handle = open(')).toBe(true);
    expect(calloutPattern('PermissionError')!.test('os.remove(path)')).toBe(true);
    expect(calloutPattern('FileNotFoundError')!.test('self.open(path)')).toBe(false);
    expect(calloutPattern('SyntaxError')!.test('    expr = eval(code, global_dict, local_dict)')).toBe(true);
    expect(calloutPattern('KeyError')).toBeUndefined();
  });
});

describe('prose lines of a body', () => {
  it('marks docstrings, comments and doctests, not code that opens a string', () => {
    const body = ['def f(code):', '    """Run code.', '', '    >>> eval("1+")', '    compile(x) in prose', '    """', '    # eval(x) in a comment', '    raise ValueError("""multi', '    line""")', '    return eval(code)'];
    expect(proseLines(body)).toEqual([false, true, true, true, true, true, true, false, true, false]);
  });
});
