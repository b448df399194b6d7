// The one list of Python's built-in function names, and the two stoplists built from it: the symptom mentions
// extractor never seeds on a builtin (slice/symptom/mentions-lexicon.ts BUILTINS), and the call walk from an entry
// point to raise sites never follows one by name (slice/calls.ts). Each stoplist is the builtins with a named,
// documented addition and exclusion, so a name is written once and the two sets differ only where said below.
/** Python's built-in functions (3.9, the Built-in Functions table of the docs), once. */
export const PYTHON_BUILTINS = Object.freeze([
    'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable', 'chr', 'classmethod',
    'compile', 'complex', 'delattr', 'dict', 'dir', 'divmod', 'enumerate', 'eval', 'exec', 'filter', 'float', 'format',
    'frozenset', 'getattr', 'globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input', 'int', 'isinstance',
    'issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next', 'object', 'oct', 'open',
    'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed', 'round', 'set', 'setattr', 'slice', 'sorted',
    'staticmethod', 'str', 'sum', 'super', 'tuple', 'type', 'vars', 'zip', '__import__',
]);
/** The mentions stoplist adds JavaScript's globals: a symptom names them as often as Python's builtins. */
export const MENTION_ADDED = Object.freeze([
    'console', 'require', 'module', 'exports', 'window', 'document', 'JSON', 'Math', 'parseInt', 'parseFloat',
    'setTimeout', 'setInterval',
]);
/**
 * The mentions stoplist leaves out `super`: it stands for the receiver (RECEIVERS), and the extractor tests BUILTINS
 * before RECEIVERS, so `super().save()` is read as a member chain only while `super` is not in BUILTINS.
 */
export const MENTION_EXCEPT = Object.freeze(['super']);
/**
 * The call walk adds method names of Python's built-in types, `warnings.warn` and `typing.cast`: resolved by name
 * only, `d.get(k)` or `s.split()` would reach any repository method of that name.
 */
export const CALL_WALK_ADDED = Object.freeze([
    'append', 'extend', 'get', 'items', 'keys', 'values', 'copy', 'join', 'split', 'strip', 'startswith', 'endswith',
    'lower', 'upper', 'replace', 'pop', 'update', 'add', 'warn', 'cast',
]);
/**
 * Builtins the call walk still follows by name, as it always has (its list was written by hand, not per builtin):
 * a repository's own `compile`, `open`, `input`, `slice` or `round` is reached by a bare call. `open`, `compile`,
 * `eval` and `exec` also raise by themselves, which slice/calls.ts RUNTIME_RAISERS reads from the call site instead.
 */
export const CALL_WALK_EXCEPT = Object.freeze([
    '__import__', 'ascii', 'bin', 'breakpoint', 'bytearray', 'bytes', 'chr', 'compile', 'complex', 'delattr', 'dir',
    'divmod', 'eval', 'exec', 'frozenset', 'globals', 'help', 'hex', 'input', 'locals', 'memoryview', 'oct', 'open',
    'ord', 'pow', 'reversed', 'round', 'slice', 'vars',
]);
/** Returns PYTHON_BUILTINS less `except`, plus `added`, as a set. */
export function builtinStoplist(added, except) {
    const out = new Set(PYTHON_BUILTINS.filter((n) => !except.includes(n)));
    for (const n of added)
        out.add(n);
    return out;
}
/** Names a mention is never seeded on: Python's builtins (less `super`) and JavaScript's globals. */
export const MENTION_BUILTINS = builtinStoplist(MENTION_ADDED, MENTION_EXCEPT);
/** Names the call walk never follows: the builtins it skips and the built-in types' method names. */
export const CALL_WALK_SKIP = builtinStoplist(CALL_WALK_ADDED, CALL_WALK_EXCEPT);
