// Import resolution over the whole file set: raw imports (from the lexers) become (from, to, line, kind) edges,
// unresolved imports and per-file external specifiers. Pure: a function of the file set, the raw imports and the
// config files the JS resolver reads.
import { relative, basename } from 'node:path';
import { toPosix } from './paths.js';
import type { EdgeKind, FileRecord, RawImport, UnresolvedImport } from './types.js';
import { EDGE_KINDS } from './types.js';
import type { PythonResolver } from './resolve-python.js';
import type { JsResolver } from './resolve-js.js';

const KIND_INDEX = new Map<EdgeKind, number>(EDGE_KINDS.map((k, i) => [k, i]));

/** Returns the edge quadruples and unresolved imports of files `ids` (resolved against the whole file set). */
export async function resolveFiles(root: string, files: FileRecord[], ids: number[], importsOf: (id: number) => RawImport[], dependencyRoots: readonly string[], warn: (m: string) => void): Promise<{ quads: number[]; unresolved: UnresolvedImport[] }> {
  const { PythonResolver } = await import('./resolve-python.js');
  const { JsResolver } = await import('./resolve-js.js');
  const byPath = new Map<string, number>();
  files.forEach((f, i) => byPath.set(f.path, i));
  const set = new Set(byPath.keys());
  const depPyRoots = dependencyRoots.map((d) => {
    const r = toPosix(relative(root, d));
    const p = r.startsWith('..') ? toPosix(d) : r;
    return p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
  });
  let py: PythonResolver | null = null;
  let js: JsResolver | null = null;
  const quads: number[] = [];
  const unresolved: UnresolvedImport[] = [];
  for (const i of ids) {
    const f = files[i];
    if (f.lang === 'other') continue;
    const imps = importsOf(i);
    const external = new Set<string>();
    for (const imp of imps) {
      let r: { targets: string[]; external?: string; unresolved?: string };
      if (f.lang === 'python') {
        py ??= new PythonResolver(set, basename(root), depPyRoots);
        r = py.resolve(f.path, imp);
      } else {
        js ??= new JsResolver(root, set, warn);
        r = js.resolve(f.path, imp);
      }
      if (r.external !== undefined) external.add(r.external);
      if (r.unresolved !== undefined) unresolved.push({ from: i, line: imp.line, specifier: imp.specifier, reason: r.unresolved });
      const kind = KIND_INDEX.get(imp.kind) ?? 0;
      for (const tp of r.targets) {
        const to = byPath.get(tp);
        if (to === undefined || to === i) continue;
        quads.push(i, to, imp.line, kind);
      }
    }
    const ext = [...external].sort();
    const cur = f.external;
    if (cur.length !== ext.length || cur.some((x, k) => x !== ext[k])) f.external = ext;
  }
  return { quads, unresolved };
}

/** Returns (from, to, line, kind) quadruples sorted by (from, to, line) with one edge per (from, to, kind). */
export function packEdges(q: number[]): Uint8Array {
  const count = q.length / 4;
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => q[a * 4] - q[b * 4] || q[a * 4 + 1] - q[b * 4 + 1] || q[a * 4 + 2] - q[b * 4 + 2] || q[a * 4 + 3] - q[b * 4 + 3]);
  const out = new Int32Array(count * 4);
  let n = 0;
  let groupFrom = -1, groupTo = -1, seenKinds = 0;
  for (let k = 0; k < count; k++) {
    const j = order[k] * 4;
    const from = q[j], to = q[j + 1], line = q[j + 2], kind = q[j + 3];
    if (from !== groupFrom || to !== groupTo) { groupFrom = from; groupTo = to; seenKinds = 0; }
    if (seenKinds & (1 << kind)) continue;
    seenKinds |= 1 << kind;
    out[n * 4] = from; out[n * 4 + 1] = to; out[n * 4 + 2] = line; out[n * 4 + 3] = kind;
    n++;
  }
  return new Uint8Array(out.buffer, 0, n * 16).slice();
}

