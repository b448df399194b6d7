/** What several scorers look up on the repository: definitions by name; and the small formatting helpers they share. */
import type { Def, FileRecord } from '../../repo/types.js';
import { filesDefining } from '../../rank/lexical.js';
import { implementationOf } from '../stubs.js';
import { preloadedLexical } from './lexical-index.js';
import type { SeedContext } from './types.js';

/**
 * Returns the definitions of the index by short name: from the files whose definition names the lexical index says
 * hold the name's words, when it is loaded (prose), else from a map of every definition (built once per seeding;
 * it decodes every file's definitions, ~80 ms on sympy).
 */
export function defsNamed(ctx: SeedContext, name: string): { file: FileRecord; def: Def }[] {
  const lx = ctx.defsByName ? undefined : preloadedLexical(ctx.index);
  if (lx) {
    const memo = (ctx.defsNamedMemo ??= new Map());
    const known = memo.get(name);
    if (known) return known;
    const files = filesDefining(lx, name);
    if (files) {
      const out: { file: FileRecord; def: Def }[] = [];
      for (const id of files) {
        const file = ctx.index.files[id]!;
        if (implementationOf(ctx.index, file.path)) continue; // a stub's declaration is its implementation's (stubs.ts)
        for (const def of file.defs) if (def.name.slice(def.name.lastIndexOf('.') + 1) === name) out.push({ file, def });
      }
      memo.set(name, out);
      return out;
    }
  }
  if (!ctx.defsByName) {
    const m = new Map<string, { file: FileRecord; def: Def }[]>();
    for (const file of ctx.index.files) {
      if (implementationOf(ctx.index, file.path)) continue;
      for (const def of file.defs) {
        const short = def.name.slice(def.name.lastIndexOf('.') + 1);
        const l = m.get(short);
        if (l) l.push({ file, def });
        else m.set(short, [{ file, def }]);
      }
    }
    ctx.defsByName = m;
  }
  return ctx.defsByName.get(name) ?? [];
}

/** Returns `s` cut to `n` characters, an ellipsis marking the cut. */
export function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** Returns `x` rounded to two decimals (the scale confidences are written in). */
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Returns -1, 0 or 1 as `a` sorts before, with or after `b` (code-unit order). */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
