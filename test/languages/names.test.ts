// One list of built-in names (issues 23 and 39): each language's builtins, keywords and receivers are written once, in
// its pack (src/languages/<pack>/names.ts), and every stoplist outside the packs is made from them by
// src/languages/names.ts. Each stoplist must stay exactly the set its consumer had, written out here as it was on
// 108f134, where the mention extractor, the call walk and the user-line scorer still held literal lists.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../src/languages/index.js';
import { builtinNames, callWalkSkip, incidentalNames, keywordNames, receiverNames, stoplistsOf } from '../../src/languages/names.js';
import type { LanguagePack } from '../../src/languages/types.js';
import { BUILTINS, KEYWORDS, RECEIVERS } from '../../src/slice/symptom/mentions-lexicon.js';
import { notApiNames } from '../../src/slice/evidence/scorers/user-line.js';

const MENTION_BUILTINS_BEFORE = [
  'JSON', 'Math', '__import__', 'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes',
  'callable', 'chr', 'classmethod', 'compile', 'complex', 'console', 'delattr', 'dict', 'dir', 'divmod', 'document',
  'enumerate', 'eval', 'exec', 'exports', 'filter', 'float', 'format', 'frozenset', 'getattr', 'globals', 'hasattr',
  'hash', 'help', 'hex', 'id', 'input', 'int', 'isinstance', 'issubclass', 'iter', 'len', 'list', 'locals', 'map',
  'max', 'memoryview', 'min', 'module', 'next', 'object', 'oct', 'open', 'ord', 'parseFloat', 'parseInt', 'pow',
  'print', 'property', 'range', 'repr', 'require', 'reversed', 'round', 'set', 'setInterval', 'setTimeout',
  'setattr', 'slice', 'sorted', 'staticmethod', 'str', 'sum', 'tuple', 'type', 'vars', 'window', 'zip',
];
const KEYWORDS_BEFORE = [
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'catch', 'class', 'const', 'continue',
  'def', 'defer', 'del', 'delete', 'do', 'elif', 'else', 'except', 'export', 'extends', 'false', 'finally', 'fn',
  'for', 'from', 'func', 'function', 'global', 'if', 'impl', 'implements', 'import', 'in', 'instanceof', 'is',
  'lambda', 'let', 'mut', 'new', 'nil', 'nonlocal', 'not', 'null', 'or', 'pass', 'private', 'protected', 'pub',
  'public', 'raise', 'return', 'sizeof', 'switch', 'this', 'throw', 'throws', 'true', 'try', 'typeof', 'undefined',
  'var', 'void', 'while', 'with', 'yield',
];
const RECEIVERS_BEFORE = ['cls', 'self', 'super', 'this'];
const CALL_WALK_BEFORE = [
  'abs', 'add', 'all', 'any', 'append', 'bool', 'callable', 'cast', 'classmethod', 'copy', 'dict', 'endswith',
  'enumerate', 'extend', 'filter', 'float', 'format', 'get', 'getattr', 'hasattr', 'hash', 'id', 'int', 'isinstance',
  'issubclass', 'items', 'iter', 'join', 'keys', 'len', 'list', 'lower', 'map', 'max', 'min', 'next', 'object',
  'pop', 'print', 'property', 'range', 'replace', 'repr', 'set', 'setattr', 'sorted', 'split', 'startswith',
  'staticmethod', 'str', 'strip', 'sum', 'super', 'tuple', 'type', 'update', 'upper', 'values', 'warn', 'zip',
];
const NOT_API_BEFORE = [
  'Array', 'JSON', 'Number', 'Object', 'Promise', 'String', 'and', 'anonymous', 'append', 'assert', 'async', 'await',
  'catch', 'cls', 'console', 'const', 'dict', 'exports', 'filter', 'float', 'for', 'format', 'from', 'function',
  'get', 'if', 'import', 'in', 'int', 'is', 'isinstance', 'items', 'keys', 'lambda', 'len', 'let', 'list', 'log',
  'main', 'map', 'module', 'new', 'not', 'open', 'or', 'parse', 'print', 'push', 'raise', 'range', 'repr', 'require',
  'return', 'self', 'set', 'str', 'stringify', 'super', 'then', 'this', 'tuple', 'type', 'values', 'var', 'while',
];

const sorted = (s: Iterable<string>): string[] => [...s].sort();

describe('the name stoplists are made from the packs, and are the sets they were', () => {
  it('the mention extractor\'s keywords, builtins and receivers', () => {
    expect(sorted(KEYWORDS)).toEqual(sorted(KEYWORDS_BEFORE));
    expect(sorted(BUILTINS)).toEqual(sorted(MENTION_BUILTINS_BEFORE));
    expect(sorted(RECEIVERS)).toEqual(sorted(RECEIVERS_BEFORE));
    expect([KEYWORDS, BUILTINS, RECEIVERS]).toEqual([keywordNames(), builtinNames(), receiverNames()]);
  });

  it('the call walk\'s stoplist, which slice/calls.ts reads', () => {
    expect(sorted(callWalkSkip())).toEqual(sorted(CALL_WALK_BEFORE));
    const calls = readFileSync(fileURLToPath(new URL('../../src/slice/calls.ts', import.meta.url)), 'utf8');
    expect(calls).toContain("import { callWalkSkip } from '../languages/names.js'");
  });

  it('the user-line scorer\'s names that never name a library\'s API', () => {
    expect(sorted(notApiNames())).toEqual(sorted(NOT_API_BEFORE));
    expect(sorted(notApiNames())).toEqual(sorted([...incidentalNames(), 'main']));
  });

  it('a pack lists each name once per role', () => {
    for (const p of LANGUAGES) {
      for (const [role, list] of Object.entries(p.names ?? {})) expect({ pack: p.id, role, dup: list.length - new Set(list).size }).toEqual({ pack: p.id, role, dup: 0 });
    }
  });
});

// Python's built-in functions (3.9, the Built-in Functions table of the docs), as repo/lex/builtin-names.ts held them.
const PYTHON_BUILTINS_39 = [
  'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable', 'chr', 'classmethod',
  'compile', 'complex', 'delattr', 'dict', 'dir', 'divmod', 'enumerate', 'eval', 'exec', 'filter', 'float', 'format',
  'frozenset', 'getattr', 'globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input', 'int', 'isinstance',
  'issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next', 'object', 'oct', 'open',
  'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed', 'round', 'set', 'setattr', 'slice', 'sorted',
  'staticmethod', 'str', 'sum', 'super', 'tuple', 'type', 'vars', 'zip', '__import__',
];

describe('the names facet, per pack', () => {
  const pack = (id: string): LanguagePack => LANGUAGES.find((p) => p.id === id)!;

  it('Python lists its built-in functions, once each, and the methods of its built-in types', () => {
    const py = pack('python').names!;
    expect(sorted(py.builtins)).toEqual(sorted(PYTHON_BUILTINS_39));
    expect(py.receivers).toEqual(['self', 'cls', 'super']);
    // the builtins the call walk still follows are builtins
    for (const b of py.shadowedBuiltins ?? []) expect(py.builtins).toContain(b);
    // what a user's line holds in passing is drawn from the pack's own lists
    const own = new Set([...py.builtins, ...py.keywords, ...py.receivers, ...(py.builtinMethods ?? [])]);
    expect((py.incidental ?? []).filter((n) => !own.has(n))).toEqual([]);
  });

  it('JavaScript lists the globals a symptom names, its keywords and its receivers', () => {
    const js = pack('js').names!;
    for (const g of ['console', 'require', 'JSON', 'Math', 'setTimeout']) expect(js.builtins).toContain(g);
    for (const k of ['const', 'function', 'typeof', 'undefined']) expect(js.keywords).toContain(k);
    expect(js.receivers).toEqual(['this', 'super']);
    expect(js.builtinMethods).toBeUndefined(); // the call walk skips only the packs that list built-in methods
  });

  it('Go lists the keywords the extractors always skipped', () => {
    expect(pack('go').names!.keywords).toEqual(['func', 'defer', 'nil']);
  });

  it('a pack without a names facet adds nothing: a new pack registers without touching a list', () => {
    const bare: LanguagePack = { ...pack('go'), id: 'bare', names: undefined };
    const withBare = stoplistsOf([...LANGUAGES, bare]);
    const without = stoplistsOf(LANGUAGES);
    for (const k of ['keywords', 'builtins', 'receivers', 'callWalkSkip', 'incidental'] as const) expect(sorted(withBare[k])).toEqual(sorted(without[k]));
    expect(sorted(stoplistsOf([bare]).keywords)).toEqual([]);
  });

  it('the registered packs\' stoplists are the ones every consumer reads', () => {
    const s = stoplistsOf(LANGUAGES);
    expect([sorted(s.keywords), sorted(s.builtins), sorted(s.callWalkSkip), sorted(s.incidental)])
      .toEqual([sorted(keywordNames()), sorted(builtinNames()), sorted(callWalkSkip()), sorted(incidentalNames())]);
  });
});
