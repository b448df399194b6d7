// Candidate evidence for fit-list-features.mjs from delegation: the text matches a public entry point
// (`_AxesBase.set_xlim`, `sqf_list`), the fix lands in the definition that entry point hands its work to
// (`Axis._set_lim`, `_generic_factor_list`), whose own words the text rarely says. A definition is a delegator when
// its own code (docstring, comments and blank lines left out) is at most THIN lines; what it calls is read from
// those lines by name (`f(`, `.f(`), and a callee is every definition of the ten files whose last name is that
// name, when at most MAX_TWINS define it (a common name resolves to nothing).
//   deleg      a callee of a delegator among the TOP definitions by lexical score, at that delegator's share of
//              the best lexical score
//   delegAny   a callee of any of the TOP definitions (delegator or not), at its share
//   deleg2     `deleg`, and the callees' callees when the callee delegates too (two hops), at the share times 0.5
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { ownLines } = await dist('rank/symbols.js');
const { proseLines } = await dist('rank/prose-lines.js');
const { langOf } = await dist('repo/lang.js');

export const grid = { deleg: [0], delegAny: [0], deleg2: [0] };

const THIN = Number(process.env.THIN ?? 8);
const TOP = Number(process.env.TOP ?? 5);
const MAX_TWINS = Number(process.env.MAX_TWINS ?? 2);
const NOT_CALLS = new Set(['if', 'for', 'while', 'return', 'print', 'len', 'isinstance', 'super', 'str', 'int', 'float', 'list', 'dict', 'set', 'tuple', 'range', 'getattr', 'setattr', 'hasattr', 'type', 'zip', 'map', 'any', 'all', 'not', 'and', 'or', 'in', 'sorted', 'min', 'max', 'abs', 'sum', 'iter', 'next', 'enumerate', 'bool', 'repr', 'format', 'append', 'get', 'pop', 'update', 'items', 'keys', 'values', 'join', 'split', 'copy']);

export function issueContext() {
  return {};
}

const proseOf = new WeakMap();
/** Per definition: how many own code lines it has, and the names it calls on them. */
export function defData(ctx, r, src, i, f) {
  let prose = proseOf.get(src);
  if (prose === undefined) { prose = proseLines(src.join('\n'), langOf(f.path)) ?? null; proseOf.set(src, prose); }
  if (r.d.kind === 'class' || r.d.kind === 'variable') return { code: Infinity, calls: [] };
  const code = ownLines(f.defs, r.d).flatMap(([a, b]) => src.slice(a - 1, b).filter((l, k) => !prose?.[a - 1 + k] && l.trim() && !/^\s*(@|#)/.test(l)));
  // The def line(s) up to the signature's end are not the body.
  const body = code.slice(1);
  const calls = new Set();
  for (const l of body) for (const m of l.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)) if (!NOT_CALLS.has(m[1])) calls.add(m[1]);
  return { code: body.length, calls: [...calls] };
}

const last = (n) => n.slice(n.lastIndexOf('.') + 1);

export function issueData(ctx, defs) {
  const byLast = new Map();
  for (const r of defs) if (r.d.kind !== 'class' && r.d.kind !== 'variable') (byLast.get(last(r.d.name)) ?? byLast.set(last(r.d.name), []).get(last(r.d.name))).push(r);
  const best = Math.max(0, ...defs.map((r) => r.lex));
  const top = [...defs].filter((r) => r.lex > 0).sort((a, b) => b.lex - a.lex).slice(0, TOP);
  ctx.deleg = new Map();
  ctx.delegAny = new Map();
  ctx.deleg2 = new Map();
  const put = (m, r, v) => m.set(r, Math.max(m.get(r) ?? 0, v));
  const callees = (w) => w.data.calls.flatMap((c) => { const t = byLast.get(c) ?? []; return t.length <= MAX_TWINS ? t.filter((x) => x !== w) : []; });
  for (const w of top) {
    const share = best > 0 ? w.lex / best : 0;
    for (const c of callees(w)) {
      put(ctx.delegAny, c, share);
      if (w.data.code <= THIN) {
        put(ctx.deleg, c, share);
        put(ctx.deleg2, c, share);
        if (c.data.code <= THIN) for (const c2 of callees(c)) put(ctx.deleg2, c2, share * 0.5);
      }
    }
  }
}

export function defFeatures(ctx, r) {
  return { deleg: ctx.deleg?.get(r) ?? 0, delegAny: ctx.delegAny?.get(r) ?? 0, deleg2: ctx.deleg2?.get(r) ?? 0 };
}
