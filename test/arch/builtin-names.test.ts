// Issue 39 item 5: one list of built-in names. Each language's builtins, globals, built-in methods, receivers and
// keywords are written once, in its pack's `names` facet (src/languages/<pack>/names.ts); every stoplist is made from
// them (src/languages/names.ts). Outside src/languages/ no module may write such a list again: no array or set literal
// holds three or more of the packs' builtin names (builtins, globals, built-in methods, receivers), or six or more of
// their keywords. Fewer keywords are a grammar rule, not a list (the snippet reader's definition words `def`, `class`,
// `function`, `fn`, `func`; the shell's `if`/`elif`/`do`, which are no pack's). It is how seeds.ts came to keep a third
// list beside the one that called itself the only one.
//
// One module is allowed, for a stated reason: the lexical tokenizer's STOPWORDS are lower-cased tokens (English
// function words with keywords), part of the lexical operator's hash (TOKENIZER_VERSION): made from the packs' names
// they would change every cached lexical index and the ranking, which is measured, not refactored.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/languages/index.js';
import { SRC, literals, sources } from './source.js';

const ALLOWED = new Set(['rank/tokenize.ts']);
const MAX_BUILTINS = 2;
const MAX_KEYWORDS = 5;

/** Returns the string elements of each bracketed list literal of `code` (`[…]`, `new Set([…])`), with its line. */
function listLiterals(code: string): { items: string[]; line: number }[] {
  const out: { items: string[]; line: number }[] = [];
  for (const m of code.matchAll(/\[([^[\]]+)\]/g)) {
    const items = literals(m[1]!).map((l) => l.text).filter((t) => t[0] === "'" || t[0] === '"').map((t) => t.slice(1, -1));
    if (items.length) out.push({ items, line: code.slice(0, m.index).split('\n').length });
  }
  return out;
}

describe('one list of built-in names, in the language packs', () => {
  const builtins = new Set(LANGUAGES.flatMap((p) => [...(p.names?.builtins ?? []), ...(p.names?.builtinMethods ?? []), ...(p.names?.receivers ?? [])]));
  const keywords = new Set(LANGUAGES.flatMap((p) => p.names?.keywords ?? []));

  it('no module outside src/languages/ writes a list of builtin names or of keywords', () => {
    const found: string[] = [];
    for (const f of sources(SRC)) {
      if (f.startsWith('languages/') || ALLOWED.has(f)) continue;
      for (const { items, line } of listLiterals(readFileSync(join(SRC, f), 'utf8'))) {
        const b = items.filter((x) => builtins.has(x));
        const k = items.filter((x) => keywords.has(x));
        if (b.length > MAX_BUILTINS) found.push(`${f}:${line}: builtin names ${b.join(', ')}`);
        if (k.length > MAX_KEYWORDS) found.push(`${f}:${line}: keywords ${k.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the allowed module still holds such a list (else remove it from ALLOWED)', () => {
    for (const f of ALLOWED) {
      const lists = listLiterals(readFileSync(join(SRC, f), 'utf8'));
      expect({ f, has: lists.some(({ items }) => items.filter((x) => keywords.has(x)).length > MAX_KEYWORDS) }).toEqual({ f, has: true });
    }
  });

  it('sees the lists it checks, and the packs hold names', () => {
    expect(builtins.has('len') && builtins.has('console') && keywords.has('def')).toBe(true);
    const lists = listLiterals("const A = new Set(['len', 'print', 'isinstance']);\nconst b = x[0];\nconst C = ['a', 'b'];");
    expect(lists).toEqual([{ items: ['len', 'print', 'isinstance'], line: 1 }, { items: ['a', 'b'], line: 3 }]);
  });
});
