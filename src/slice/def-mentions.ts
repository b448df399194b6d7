/**
 * Which definitions an issue text names: a definition whose own name the text calls (`sinc(x)`, `df.agg(...)`),
 * writes as the last part of a dotted name (`Figure.savefig`, `np.linalg.norm`), or writes alone as an identifier
 * (`_print_Function`), or whose `Class.method` pair it writes. Read from the mentions the symptom parser extracts
 * (symptom/mentions.ts), so prose, backticks and code snippets count alike. Evidence for ranking a prose task's
 * definitions (evidence/definitions.ts rankTaskSymbols): on the issue sets a named definition is a fix site 20 times as often as
 * the others.
 */
import type { Def } from '../repo/types.js';
import { extractMentions } from './symptom/mentions.js';

/** The names a text mentions: single names, and `Class.method` pairs (the last two parts of dotted names). */
export interface MentionedNames {
  names: ReadonlySet<string>;
  pairs: ReadonlySet<string>;
}

/** Returns the names `text` mentions (see the module comment). */
export function mentionedNames(text: string): MentionedNames {
  const names = new Set<string>();
  const pairs = new Set<string>();
  for (const m of extractMentions(text)) {
    if (m.kind === 'call') for (const p of m.parts) names.add(p);
    else if (m.kind === 'qualified') {
      names.add(m.parts[m.parts.length - 1]!);
      if (m.parts.length >= 2) pairs.add(m.parts.slice(-2).join('.'));
    } else if (m.kind === 'identifier') names.add(m.text);
  }
  return { names, pairs };
}

/** Shortest mentioned name that names a definition by the end of its own name (namesDefByEnd): `sub` names no `_eval_sub`. */
const END_MIN = 3;

/** Returns whether the text that gave `m` names definition `d` (its last name part, or its last two parts). */
export function namesDef(m: MentionedNames, d: Def): boolean {
  const parts = d.name.split('.');
  return m.names.has(parts[parts.length - 1]!) || (parts.length >= 2 && m.pairs.has(parts.slice(-2).join('.')));
}

/**
 * Returns whether the text that gave `m` names definition `d` by the end of its last name part, after an underscore:
 * `col_insert` names `_eval_col_insert`, `sum_of_weights` names `_sum_of_weights`, `Subs` names `_print_Subs`
 * (the private, dispatched or helper twin of what the user calls). A name the text mentions is at least END_MIN long.
 */
export function namesDefByEnd(m: MentionedNames, d: Def): boolean {
  const last = d.name.slice(d.name.lastIndexOf('.') + 1);
  for (let i = last.indexOf('_'); i >= 0 && i < last.length - 1; i = last.indexOf('_', i + 1)) {
    const end = last.slice(i + 1);
    if (end.length >= END_MIN && m.names.has(end)) return true;
  }
  return false;
}
