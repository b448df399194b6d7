import { describe, expect, it } from 'vitest';
import { callIdentifiers, keywordsWithValue, raiseHasShape } from '../../src/slice/evidence/index.js';
import { docOrCommentLines } from '../../src/slice/calls.js';
import { runtimeRaisers } from '../../src/languages/index.js';

// The runtime's raising calls, as the packs declare them (Python's).
const RUNTIME_RAISERS = runtimeRaisers()!;
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

describe('runtime builtins that raise by themselves', () => {
  it('matches open()/os.* file calls and eval/exec/compile, not methods of the same name', () => {
    expect(RUNTIME_RAISERS.test('        handle = open(')).toBe(true);
    expect(RUNTIME_RAISERS.test('os.remove(path)')).toBe(true);
    expect(RUNTIME_RAISERS.test('self.open(path)')).toBe(false);
    expect(RUNTIME_RAISERS.test('    expr = eval(code, global_dict, local_dict)')).toBe(true);
    expect(RUNTIME_RAISERS.test('    value = mapping[key]')).toBe(false);
  });
});
