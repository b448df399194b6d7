/**
 * What relates a seed file's definitions to the ones a slice shows of it, beyond their lexical match: the text naming
 * a definition, and calls by name between the file's definitions. The plan (plan.ts) reads these relations when a
 * trace's or names' seed file is too large to show whole: the definitions the text names, and those the seed lines'
 * definitions call, join its ranges while the budget allows.
 *
 * Calls are found by name, as `name(` anywhere in the file's text, and resolved within the file only: a name that
 * more than MAX_TWINS of the file's definitions share (`__init__`, `draw` of many classes) says nothing, and is not
 * followed. Syntax common to the languages the index reads; no language is named here.
 */
import type { Def, FileRecord } from '../../repo/types.js';
import { namesDef, type MentionedNames } from '../def-mentions.js';

/** What the evidence says of one seed file's definitions beyond their lexical match. */
export interface FileRelations {
  /** Start lines of the definitions the text names (def-mentions.ts namesDef). */
  named: number[];
  /** Calls by name between the file's definitions: [caller's start line, callee's start line], caller order. */
  calls: [number, number][];
}

/**
 * A called name that more than this many of the file's definitions share is not followed: a call of `__init__` or of
 * a method every class of the file defines cannot say which one runs.
 */
const MAX_TWINS = 2;

/** Returns the last part of a definition's name (`draw` of `Patch.draw`). */
function lastName(d: Def): string {
  return d.name.slice(d.name.lastIndexOf('.') + 1);
}

/**
 * Returns the relations of a file's definitions (see FileRelations): which of them the text names, and which call
 * which (by name, within the file).
 */
export function fileRelations(rec: FileRecord, text: string, named: MentionedNames): FileRelations {
  const defs = rec.defs;
  const out: FileRelations = { named: defs.filter((d) => namesDef(named, d)).map((d) => d.start), calls: [] };
  if (!defs.length) return out;
  const starts = lineStarts(text);
  // The names a call can resolve to: those few enough of the file's definitions carry.
  const byName = new Map<string, Def[]>();
  for (const d of defs) {
    const n = lastName(d);
    const list = byName.get(n);
    if (list) list.push(d);
    else byName.set(n, [d]);
  }
  for (const [n, list] of byName) if (list.length > MAX_TWINS || n.length < 3) byName.delete(n);
  if (!byName.size) return out;
  const seen = new Set<string>();
  for (const m of text.matchAll(/[A-Za-z_$][\w$]*(?=\s*\()/g)) {
    const callees = byName.get(m[0]);
    if (!callees) continue;
    const line = lineAt(starts, m.index!) + 1;
    const caller = innermostAt(defs, line);
    if (!caller) continue;
    for (const callee of callees) {
      // A definition's own line (`def name(`) and a call inside the callee itself (recursion) relate nothing.
      if (callee.start <= line && line <= callee.end) continue;
      const key = `${caller.start}:${callee.start}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.calls.push([caller.start, callee.start]);
    }
  }
  return out;
}

/** Returns the offset of each line's start. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Returns the 0-based line holding offset `at`. */
function lineAt(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Returns the innermost definition holding `line` (the shortest), or undefined. */
function innermostAt(defs: readonly Def[], line: number): Def | undefined {
  let best: Def | undefined;
  for (const d of defs) if (d.start <= line && line <= d.end && (!best || d.end - d.start < best.end - best.start)) best = d;
  return best;
}
