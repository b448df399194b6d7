import { describe, expect, it } from 'vitest';
import { callIdentifiers, keywordsWithValue } from '../../src/slice/seeds.js';

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
