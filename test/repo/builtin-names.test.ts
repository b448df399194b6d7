// One home for Python's builtin names (issue 23): the mentions stoplist and the call walk's stoplist are built from
// repo/lex/builtin-names.ts, and each must stay exactly the set its consumer had (written out here as it was on
// b348fea, where each consumer held its own literal list).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CALL_WALK_SKIP, MENTION_BUILTINS, PYTHON_BUILTINS } from '../../src/repo/lex/builtin-names.js';
import { BUILTINS } from '../../src/slice/symptom/mentions-lexicon.js';

const MENTIONS_BEFORE = [
  'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable', 'chr', 'classmethod',
  'compile', 'complex', 'delattr', 'dict', 'dir', 'divmod', 'enumerate', 'eval', 'exec', 'filter', 'float', 'format',
  'frozenset', 'getattr', 'globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input', 'int', 'isinstance',
  'issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next', 'object', 'oct', 'open',
  'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed', 'round', 'set', 'setattr', 'slice', 'sorted',
  'staticmethod', 'str', 'sum', 'tuple', 'type', 'vars', 'zip', '__import__',
  'console', 'require', 'module', 'exports', 'window', 'document', 'JSON', 'Math', 'parseInt', 'parseFloat',
  'setTimeout', 'setInterval',
];
const CALL_WALK_BEFORE = ['len', 'isinstance', 'issubclass', 'getattr', 'setattr', 'hasattr', 'super', 'list', 'dict', 'set', 'tuple', 'int', 'float', 'str', 'bool', 'type', 'range', 'zip', 'enumerate', 'map', 'filter', 'sorted', 'any', 'all', 'min', 'max', 'sum', 'abs', 'print', 'repr', 'format', 'append', 'extend', 'get', 'items', 'keys', 'values', 'copy', 'join', 'split', 'strip', 'startswith', 'endswith', 'lower', 'upper', 'replace', 'pop', 'update', 'add', 'warn', 'cast', 'iter', 'next', 'id', 'hash', 'callable', 'object', 'property', 'staticmethod', 'classmethod'];

const sorted = (s: Iterable<string>): string[] => [...s].sort();

describe('the builtin-name stoplists have one home', () => {
  it('the mentions stoplist is the set it was', () => {
    expect(sorted(MENTION_BUILTINS)).toEqual(sorted(MENTIONS_BEFORE));
    expect(BUILTINS).toBe(MENTION_BUILTINS);
  });

  it('the call walk stoplist is the set it was, and slice/calls.ts uses it', () => {
    expect(sorted(CALL_WALK_SKIP)).toEqual(sorted(CALL_WALK_BEFORE));
    const calls = readFileSync(fileURLToPath(new URL('../../src/slice/calls.ts', import.meta.url)), 'utf8');
    expect(calls).toContain("import { CALL_WALK_SKIP } from '../repo/lex/builtin-names.js'");
    expect(calls).not.toMatch(/new Set\(\['len'/);
  });

  it('lists each builtin once', () => {
    expect(new Set(PYTHON_BUILTINS).size).toBe(PYTHON_BUILTINS.length);
  });
});
