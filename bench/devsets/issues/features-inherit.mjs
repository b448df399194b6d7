// Candidate evidence for fit-list-features.mjs from class inheritance among the ten ranked files: an issue names a
// class (`OneHotEncoder`, `DraggableLegend`), the fix lands in a method its base class defines (`_BaseEncoder._transform`,
// `DraggableBase.on_motion`), which shares few of the text's words. Bases are read from each class's own `class X(A, B):`
// line, by last name, transitively within the ten files.
//   base       `B.m` where B is a base (at any depth) of a class the text names
//   baseUsed   the same, and the snippet calls or reads `m`
//   baseInh    the same, and no named class below B defines `m` itself (the named class inherits it)
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames } = await dist('slice/def-mentions.js');
const { snippetCode } = await dist('slice/symptom/mentions.js');

export const grid = { base: [0], baseUsed: [0], baseInh: [0] };

export function issueContext(i) {
  const code = snippetCode(i.text);
  const used = new Set([...code.matchAll(/\.([A-Za-z_]\w*)/g), ...code.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]));
  return { named: mentionedNames(i.text), used };
}

const last = (n) => n.slice(n.lastIndexOf('.') + 1);

/** Per class definition: its bases' last names, read from its `class` line (up to the colon, a few lines at most). */
export function defData(ctx, r, src) {
  if (r.d.kind !== 'class') return {};
  const head = src.slice(r.d.start - 1, Math.min(r.d.end, r.d.start + 5)).join(' ');
  const m = /\bclass\s+\w+\s*\(([^)]*)\)/.exec(head);
  return { bases: m ? m[1].split(',').map((b) => last(b.trim().split(/[\s=[]/)[0])).filter((b) => /^[A-Za-z_]\w*$/.test(b)) : [] };
}

/** The bases, at any depth, of the classes the text names; and, per base, the methods a named class below it defines. */
export function issueData(ctx, defs) {
  const basesOf = new Map();
  const methodsOf = new Map();
  for (const r of defs) {
    if (r.d.kind === 'class') { const n = last(r.d.name); basesOf.set(n, [...(basesOf.get(n) ?? []), ...(r.data?.bases ?? [])]); }
    const parts = r.d.name.split('.');
    if (parts.length >= 2) { const c = parts[parts.length - 2]; (methodsOf.get(c) ?? methodsOf.set(c, new Set()).get(c)).add(parts[parts.length - 1]); }
  }
  // base → the classes between a named class and it (the named one included), whose own methods shadow the base's.
  ctx.below = new Map();
  for (const n of ctx.named.names) {
    if (!basesOf.has(n)) continue;
    const walk = (c, path, depth) => {
      if (depth > 6) return;
      for (const b of basesOf.get(c) ?? []) {
        if (b === n || path.includes(b)) continue;
        const s = ctx.below.get(b) ?? new Set();
        for (const x of path) for (const m of methodsOf.get(x) ?? []) s.add(m);
        ctx.below.set(b, s);
        walk(b, [...path, b], depth + 1);
      }
    };
    walk(n, [n], 0);
  }
}

export function defFeatures(ctx, r) {
  const parts = r.d.name.split('.');
  if (parts.length < 2 || !ctx.below) return { base: 0, baseUsed: 0, baseInh: 0 };
  const cls = parts[parts.length - 2];
  const m = parts[parts.length - 1];
  const shadow = ctx.below.get(cls);
  if (!shadow || ctx.named.names.has(cls)) return { base: 0, baseUsed: 0, baseInh: 0 };
  return { base: 1, baseUsed: ctx.used.has(m) ? 1 : 0, baseInh: shadow.has(m) ? 0 : 1 };
}
