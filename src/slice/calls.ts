/**
 * Following calls from an API entry point to the raise sites of an exception class: when the symptom names only the
 * user's call (`pd.merge(…)`) and the error (`KeyError: 'key'`), walk the calls made by the entry definition's body
 * breadth-first (names resolved against the index's definitions, preferring the same file and the files it
 * imports), and return the first raise statements of that class the walk reaches, with the call path.
 * Static and approximate: calls through variables of unknown type resolve by name only, ambiguous names (more than
 * MAX_CANDIDATES definitions outside the caller's own imports) are not followed.
 */
import type { Def, FileRecord, RepoIndex } from '../repo/types.js';
import { isTestPath } from '../graph/tests.js';
import { isConstructorName } from '../languages/index.js';
import { linesOf, type FileText } from './ranges.js';
import { callWalkSkip } from '../languages/names.js';
import { resolveCallWalk, type CallWalkOptions } from './options.js';

/** A definition reached by the walk. */
interface Node { file: FileRecord; id: number; def: Def; depth: number; parent?: Node }

/** A raise site the walk reached, with the definitions from the entry to it. */
export interface ReachedRaise { path: string; line: number; depth: number; path_: string[] }

const MAX_CANDIDATES = 4;
const MAX_VISITS = 400;

/** What the walk reads. */
export interface CallContext {
  index: RepoIndex;
  defsNamed(name: string): { file: FileRecord; def: Def }[];
  text(path: string): FileText | undefined;
}

/**
 * Returns up to `limit` raise statements of `excType` reachable by calls from `entries` within `maxDepth` calls,
 * shallowest first (ties in walk order). `lines` replaces the raise pattern (e.g. a lookup `[how]`).
 */
export function raisesReachable(ctx: CallContext, entries: { file: FileRecord; def: Def }[], excType: string, opts: CallWalkOptions = {}): ReachedRaise[] {
  const { maxDepth, limit, lines: raiseRe } = resolveCallWalk(opts, excType);
  const deps = new Map<number, Set<number>>();
  const depsOf = (id: number): Set<number> => {
    let s = deps.get(id);
    if (!s) {
      s = new Set();
      const { edgeFrom, edgeTo } = ctx.index;
      for (let e = 0; e < edgeFrom.length; e++) if (edgeFrom[e] === id) s.add(edgeTo[e]!);
      deps.set(id, s);
    }
    return s;
  };
  const seen = new Set<string>();
  const queue: Node[] = [];
  for (const e of entries) {
    const id = ctx.index.fileId(e.file.path);
    if (id === undefined) continue;
    queue.push({ file: e.file, id, def: e.def, depth: 0 });
    seen.add(`${id}:${e.def.start}`);
  }
  const out: ReachedRaise[] = [];
  for (let qi = 0; qi < queue.length && qi < MAX_VISITS && out.length < limit; qi++) {
    const n = queue[qi]!;
    const ft = ctx.text(n.file.path);
    if (!ft) continue;
    const body = linesOf(ft, n.def.start, n.def.end);
    const lines = body.split('\n');
    // Raises of the class in this body (nested defs included: they run when called from here, mostly); docstrings
    // and comments are prose (doctest examples call `compile(` too).
    const prose = docOrCommentLines(lines);
    for (let i = 0; i < lines.length && out.length < limit; i++) {
      if (!prose[i] && raiseRe.test(lines[i]!)) {
        const chain: string[] = [];
        for (let p: Node | undefined = n; p; p = p.parent) chain.unshift(p.def.name);
        out.push({ path: n.file.path, line: n.def.start + i, depth: n.depth, path_: chain });
      }
    }
    if (n.depth >= maxDepth) continue;
    const called = new Set<string>();
    const code = body.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
    const callRe = /([A-Za-z_$][\w$]*)\s*\(/g;
    const skip = callWalkSkip(); // builtins and built-in methods, never followed by name (languages/names.ts)
    let m: RegExpExecArray | null;
    while ((m = callRe.exec(code))) {
      const name = m[1]!;
      if (!skip.has(name)) called.add(name); // recursion ends at `seen`; a method may call a same-named function
    }
    for (const name of called) {
      let cands = ctx.defsNamed(name).filter((c) => c.def.kind === 'function' || c.def.kind === 'method' || c.def.kind === 'class');
      cands = cands.filter((c) => !isTestPath(c.file.path));
      if (!cands.length) continue;
      if (cands.length > MAX_CANDIDATES) {
        const mine = depsOf(n.id);
        cands = cands.filter((c) => c.file === n.file || mine.has(ctx.index.fileId(c.file.path)!));
        if (!cands.length || cands.length > MAX_CANDIDATES) continue;
      }
      for (const c of cands) {
        const id = ctx.index.fileId(c.file.path)!;
        let targets: Def[] = [c.def];
        if (c.def.kind === 'class') {
          // Instantiating a class runs its constructor (the packs' `syntax.constructorNames`).
          const ctor = c.file.defs.filter((d) => d.name.startsWith(`${c.def.name}.`) && isConstructorName(d.name.slice(c.def.name.length + 1)));
          if (!ctor.length) continue;
          targets = ctor;
        }
        for (const def of targets) {
          const key = `${id}:${def.start}`;
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push({ file: c.file, id, def, depth: n.depth + 1, parent: n });
        }
      }
    }
  }
  return out;
}

/**
 * Returns, per line, whether it is prose: it starts inside a triple-quoted string or opens one, or it is a comment
 * or a doctest line. A code line that opens a string (`raise X("""…`) stays code.
 */
export function docOrCommentLines(lines: readonly string[]): boolean[] {
  const out: boolean[] = [];
  let open: string | undefined;
  for (const line of lines) {
    const t = line.trim();
    const inside = open !== undefined;
    const re = /"""|'''/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      if (open === undefined) open = m[0];
      else if (m[0] === open) open = undefined;
    }
    out.push(inside || /^(?:#|\/\/|\*|\/\*|>>>|\.\.\.\s|[rbuRBU]?(?:"""|'''))/.test(t));
  }
  return out;
}
