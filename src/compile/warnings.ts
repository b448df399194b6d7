/**
 * Warnings worth reading: grouped by kind, ranked within a kind by how central their place is to the target (the
 * target itself first, then files by the rank assembly gave them), at most `perKind` per kind, and one `more`
 * marker counting the rest by kind — so every kind that occurs (dynamic dispatch, events, name collisions) stays
 * declared however many there are.
 */
import type { CompileWarning } from './types.js';

/** Kinds in the order they are listed: where static analysis stops first, then everything else by name. */
const KIND_ORDER = ['dynamic-dispatch', 'dynamic-import', 'event-registration', 'name-collision', 'parse-error'];

/** Returns `warnings` deduplicated, grouped, ranked and capped, plus the count per kind before capping. */
export function rankWarnings(warnings: readonly CompileWarning[], centrality: (path: string) => number, perKind: number): { shown: CompileWarning[]; counts: Record<string, number> } {
  const seen = new Set<string>();
  const byKind = new Map<string, CompileWarning[]>();
  for (const w of warnings) {
    const key = JSON.stringify(w);
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byKind.get(w.kind);
    if (list) list.push(w); else byKind.set(w.kind, [w]);
  }
  const kinds = [...byKind.keys()].sort((a, b) => {
    const ia = KIND_ORDER.indexOf(a), ib = KIND_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const shown: CompileWarning[] = [];
  const counts: Record<string, number> = {};
  const hidden: string[] = [];
  let more = 0;
  for (const k of kinds) {
    const list = byKind.get(k)!;
    counts[k] = list.length;
    list.sort((a, b) => centrality(a.path) - centrality(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line) || (a.detail < b.detail ? -1 : 1));
    shown.push(...list.slice(0, perKind));
    if (list.length > perKind) { more += list.length - perKind; hidden.push(`${list.length - perKind} ${k}`); }
  }
  if (more) {
    shown.push({ kind: 'more-warnings', path: '', line: 0, detail: `${more} more warning(s) not listed (${hidden.join(', ')}), in files farther from the target; --max-warnings N lists more per kind` });
  }
  return { shown, counts };
}
