/**
 * Python's names that no repository defines: its built-in functions, keywords, receivers and the methods of its
 * built-in types, each written once. The symptom extractors never seed on them and the call walk never follows them
 * by name; how each consumer combines them is in ../names.ts.
 * @internal
 */
import type { NamesFacet } from '../types.js';

/** The builtins a user's own line calls in passing (`print(len(x))`): a call of one never names a library's API. */
const INCIDENTAL_BUILTINS = [
  'print', 'len', 'int', 'str', 'float', 'list', 'dict', 'set', 'tuple', 'range', 'type', 'isinstance', 'super', 'open',
  'repr', 'format', 'map', 'filter',
];

/** The rest of Python's built-in functions (3.9, the Built-in Functions table of the docs). */
const OTHER_BUILTINS = [
  'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable', 'chr', 'classmethod',
  'compile', 'complex', 'delattr', 'dir', 'divmod', 'enumerate', 'eval', 'exec', 'frozenset', 'getattr', 'globals',
  'hasattr', 'hash', 'help', 'hex', 'id', 'input', 'issubclass', 'iter', 'locals', 'max', 'memoryview', 'min', 'next',
  'object', 'oct', 'ord', 'pow', 'property', 'reversed', 'round', 'setattr', 'slice', 'sorted', 'staticmethod', 'sum',
  'vars', 'zip', '__import__',
];

/** The keywords a user's line that calls a library holds around the call (`return`, `if`, `for … in`, `await`). */
const INCIDENTAL_KEYWORDS = [
  'return', 'if', 'for', 'while', 'not', 'and', 'or', 'in', 'is', 'lambda', 'assert', 'raise', 'await', 'async',
  'import', 'from',
];

/** The rest of Python's keywords. */
const OTHER_KEYWORDS = [
  'False', 'None', 'True', 'as', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
  'global', 'nonlocal', 'pass', 'try', 'with', 'yield',
];

/** Methods of the built-in types a user's line calls in passing (`d.get(k)`, `rows.append(r)`). */
const INCIDENTAL_METHODS = ['get', 'append', 'keys', 'values', 'items'];

/**
 * The other methods of the built-in types the call walk skips, and `warnings.warn` and `typing.cast`: resolved by
 * name only, `s.split()` would reach any repository method of that name.
 */
const OTHER_METHODS = [
  'extend', 'copy', 'join', 'split', 'strip', 'startswith', 'endswith', 'lower', 'upper', 'replace', 'pop', 'update',
  'add', 'warn', 'cast',
];

/** `self`, `cls` and `super()` stand for the receiver itself (`super` is a builtin too). */
const RECEIVERS = ['self', 'cls', 'super'];

/**
 * Builtins the call walk still follows by name (its list was written by hand, not per builtin): a repository's own
 * `compile`, `open`, `input`, `slice` or `round` is reached by a bare call. `open`, `compile`, `eval` and `exec` also
 * raise by themselves, which the pack's symptoms.runtimeRaisers reads from the call site instead.
 */
const SHADOWED_BUILTINS = [
  '__import__', 'ascii', 'bin', 'breakpoint', 'bytearray', 'bytes', 'chr', 'compile', 'complex', 'delattr', 'dir',
  'divmod', 'eval', 'exec', 'frozenset', 'globals', 'help', 'hex', 'input', 'locals', 'memoryview', 'oct', 'open',
  'ord', 'pow', 'reversed', 'round', 'slice', 'vars',
];

export const PYTHON_NAMES: NamesFacet = {
  builtins: [...INCIDENTAL_BUILTINS, ...OTHER_BUILTINS],
  keywords: [...INCIDENTAL_KEYWORDS, ...OTHER_KEYWORDS],
  receivers: RECEIVERS,
  builtinMethods: [...INCIDENTAL_METHODS, ...OTHER_METHODS],
  shadowedBuiltins: SHADOWED_BUILTINS,
  incidental: [...new Set([...INCIDENTAL_BUILTINS, ...INCIDENTAL_KEYWORDS, ...INCIDENTAL_METHODS, ...RECEIVERS])], // `super` is in two
};
