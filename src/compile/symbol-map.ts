/**
 * Compile pass 1, the symbol map: every function, class and method name of the repository index, by the files that
 * define it. Resolution looks called names up here when the caller's imports do not explain them.
 */
import type { RepoIndex } from '../repo/index.js';
import { lastPart } from './names.js';

/** Bare name → ids of the files defining it, ascending: functions and classes apart from methods. */
export interface SymbolMap { functions: Map<string, number[]>; methods: Map<string, number[]> }

/** Returns the symbol map of `index` (each id listed once per name, in id order); of the names in `only` when given. */
export function buildSymbolMap(index: RepoIndex, only?: ReadonlySet<string>): SymbolMap {
  const functions = new Map<string, number[]>();
  const methods = new Map<string, number[]>();
  index.files.forEach((f, id) => {
    for (const d of f.defs) {
      const map = d.kind === 'method' ? methods : d.kind === 'function' || d.kind === 'class' ? functions : undefined;
      if (!map) continue;
      const n = lastPart(d.name);
      if (only && !only.has(n)) continue;
      const list = map.get(n);
      if (!list) map.set(n, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
  });
  return { functions, methods };
}
