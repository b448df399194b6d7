/**
 * Which special methods an issue's code runs by its syntax (the packs' tables): `a == b` runs `__eq__`, `x * y` `__mul__`
 * or `__rmul__`, `-p` `__neg__`, `m[i, j]` `__getitem__`. A text never writes these names as words, so neither the
 * lexical ranking nor the names it mentions (def-mentions.ts) reach them, yet an operator that misbehaves on a
 * project's objects is fixed in that object's special method (issue dev set: `S(0.0) == S.false` → `Float.__eq__`,
 * `milli*W` → `Prefix.__mul__`). Operators and subscripts only, read from the snippets' source lines
 * (symptom/mentions.ts snippetCode), never from prose or program output: builtins (`len`, `repr`, `iter`) and
 * attribute access are in nearly every snippet and told nothing on the issue sets.
 */
import type { Def } from '../repo/types.js';
import { snippetCode } from './symptom/mentions.js';
import { LANGUAGES } from '../languages/index.js';

let table: readonly (readonly [RegExp, readonly string[]])[] | undefined;

/**
 * Returns the operators and subscripts of the packs' languages (their `syntax.operatorMethods`: Python's), each with
 * the special methods it may run; built on first use (this module may be evaluated before the packs are). Exported for
 * the issue bench's feature script (bench/devsets/issues/features-syntax.mjs), which tries builtins beside them.
 */
export function operatorSyntax(): readonly (readonly [RegExp, readonly string[]])[] {
  return (table ??= LANGUAGES.flatMap((p) => p.syntax?.operatorMethods ?? []));
}

/**
 * Snippet lines longer than this (minified code, data pasted as one line) are not read. An issue's formulas fit (the
 * longest snippet line of the 405 issues of both sets has 1,397 characters), and the subscript patterns backtrack with
 * the square of a line's length: a 60 KB line of `a[a[…` took 1.5 s.
 */
const MAX_SNIPPET_LINE = 2000;

/** Returns the special method names the snippets of `text` run by their operators and subscripts. */
export function syntaxMethods(text: string): ReadonlySet<string> {
  const code = snippetCode(text).split('\n').filter((l) => l.length <= MAX_SNIPPET_LINE).join('\n');
  const out = new Set<string>();
  for (const [re, names] of operatorSyntax()) if (re.test(code)) for (const n of names) out.add(n);
  return out;
}

/** Returns whether `d` is a method (`Class.name`) whose name is one of `methods` (syntaxMethods). */
export function runBySyntax(methods: ReadonlySet<string>, d: Def): boolean {
  const dot = d.name.lastIndexOf('.');
  return dot > 0 && methods.has(d.name.slice(dot + 1));
}
