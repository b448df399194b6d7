// Candidate evidence for fit-list-features.mjs from a definition's own source and the issue text:
//   lit     a string literal of the definition (split at placeholders) of ≥ 10 characters that the text quotes
//   litErr  the same, quoted on one of the text's error lines (`XError: …`, `Warning: …`)
//   exc     the definition raises an exception class the text names
//   chain   `C.m` where the text names class C and its snippet calls or reads `.m` / `m(`
//   cls     `C.m` where the text names class C
//   kw      the definition has a parameter the text's snippet passes as a keyword argument (`f(x, evaluate=False)`)
//   chain2  `chain`, or `C._x_m` where the snippet uses `m` (the private twin of the method called)
//   outLit  a literal fragment (≥ 4 characters) of its code lines found in the text outside its snippets' source
//           (output, prose, tracebacks), by the fragment's rarity among the ten files' definitions and its length
//   ident   a compound identifier of the text (snake_case, camelCase) in its code, by its rarity there
//   tLast, tEnd, tCls, tBoth   its name (whole, by its end, its class, class and end) is a word of the text's first line
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames } = await dist('slice/def-mentions.js');
const { snippetCode } = await dist('slice/symptom/mentions.js');
const { ownLines } = await dist('rank/symbols.js');
const { proseLines } = await dist('rank/prose-lines.js');
const { langOf } = await dist('repo/lang.js');

export const grid = { lit: [0], litErr: [0], exc: [0], chain: [0], chain2: [0], cls: [0], kw: [0], outLit: [0], ident: [0], tLast: [0], tEnd: [0], tCls: [0], tBoth: [0] };

const ERROR_LINE = /\b[A-Z]\w*(?:Error|Exception|Warning)\b:?\s*(.*)$/;

export function issueContext(i) {
  const text = i.text;
  const norm = text.replace(/\s+/g, ' ');
  const errLines = text.split('\n').filter((l) => ERROR_LINE.test(l)).map((l) => l.replace(/\s+/g, ' ')).join('\n');
  const excs = new Set([...text.matchAll(/\b([A-Z]\w*(?:Error|Exception|Warning))\b/g)].map((m) => m[1]));
  const code = snippetCode(text);
  const kws = new Set([...code.matchAll(/[(,]\s*([A-Za-z_]\w*)\s*=(?!=)/g)].map((m) => m[1]));
  const attrs = new Set([...code.matchAll(/\.([A-Za-z_]\w*)/g)].map((m) => m[1]));
  const calls = new Set([...code.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]));
  // The text without its snippets' source lines: prose, program output, tracebacks (whitespace runs as one space).
  const srcLines = code.split('\n');
  const nonSrc = text.split('\n').filter((l, k) => !srcLines[k]?.trim()).join('\n').replace(/[ \t]+/g, ' ');
  // The text's compound identifiers (snake_case or camelCase of two parts or more, as written anywhere).
  const idents = new Set([...text.matchAll(/\b[A-Za-z_][A-Za-z0-9_]*\b/g)].map((m) => m[0]).filter((w) => /[a-z0-9]_[a-z0-9]/i.test(w) || /[a-z][A-Z]/.test(w)));
  // The words of the text's first line (its title), lower-cased, whole identifiers and dotted parts.
  const title = new Set((text.trim().split('\n')[0].match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).map((w) => w.toLowerCase()));
  return { norm, errLines, excs, kws, attrs, calls, named: mentionedNames(text), nonSrc, idents, title };
}

/** The fixed fragments of the string literals on `lines` (placeholders split them), trimmed. */
function fragments(lines) {
  const out = [];
  for (const l of lines) for (const m of l.matchAll(/(['"])((?:\\.|(?!\1).)*)\1/g)) {
    for (const part of m[2].split(/%\(\w+\)[sdrf]|%[-+ #0-9.]*[sdrfige]|\{[^{}]*\}|\\n|\\t/)) {
      const t = part.replace(/\s+/g, ' ').trim();
      if (t.length >= 10 && /[A-Za-z]{3}/.test(t)) out.push(t);
    }
  }
  return out;
}

const proseOf = new WeakMap();
/** Per definition: the fixed fragments (≥ 4 characters, a letter) of the string literals on its own code lines. */
export function defData(ctx, r, src, i, f) {
  let prose = proseOf.get(src);
  if (prose === undefined) { prose = proseLines(src.join('\n'), langOf(f.path)) ?? null; proseOf.set(src, prose); }
  const code = ownLines(f.defs, r.d).flatMap(([a, b]) => src.slice(a - 1, b).filter((_, k) => !prose?.[a - 1 + k]));
  const frags = new Set();
  for (const l of code) for (const m of l.matchAll(/(['"])((?:\\.|(?!\1).)*)\1/g)) {
    for (const part of m[2].replace(/\\\\/g, '\\').split(/%\(\w+\)[sdrf]|%[-+ #0-9.]*[sdrfige]|\{[^{}]*\}|\\n|\\t/)) {
      const t = part.replace(/\s+/g, ' ').trim();
      if (t.length >= 4 && /[A-Za-z]/.test(t)) frags.add(t);
    }
  }
  const ids = new Set();
  for (const l of code) for (const m of l.matchAll(/\b[A-Za-z_][A-Za-z0-9_]*\b/g)) if (ctx.idents.has(m[0])) ids.add(m[0]);
  return { frags: [...frags].filter((t) => ctx.nonSrc.includes(t)), ids: [...ids] };
}

/** How many definitions of the ten files hold each matched fragment. */
export function issueData(ctx, defs) {
  ctx.df = new Map();
  ctx.n = defs.length;
  for (const r of defs) for (const t of r.data.frags) ctx.df.set(t, (ctx.df.get(t) ?? 0) + 1);
  ctx.idf = new Map();
  for (const r of defs) for (const t of r.data.ids) ctx.idf.set(t, (ctx.idf.get(t) ?? 0) + 1);
}

export function defFeatures(ctx, r, src, i, f) {
  const d = r.d;
  const own = ownLines(f.defs, d);
  const lines = own.flatMap(([a, b]) => src.slice(a - 1, b));
  const frs = fragments(lines);
  const lit = frs.some((t) => ctx.norm.includes(t)) ? 1 : 0;
  const litErr = frs.some((t) => ctx.errLines.includes(t)) ? 1 : 0;
  let exc = 0;
  for (const l of lines) { const m = /\braise\s+([A-Z]\w*)/.exec(l); if (m && ctx.excs.has(m[1])) exc = 1; }
  const parts = d.name.split('.');
  const last = parts[parts.length - 1];
  const cls = parts.length >= 2 && ctx.named.names.has(parts[parts.length - 2]) ? 1 : 0;
  const chain = cls && (ctx.attrs.has(last) || ctx.calls.has(last)) ? 1 : 0;
  // The signature: from the def line to the line that closes its parameters.
  let kw = 0;
  if (d.kind !== 'class' && d.kind !== 'variable' && ctx.kws.size) {
    const sig = src.slice(d.start - 1, Math.min(d.end, d.start + 8)).join(' ');
    const m = /\bdef\s+\w+\s*\(([^)]*)\)/.exec(sig);
    if (m) for (const p of m[1].split(',')) { const n = p.trim().replace(/^\*+/, '').split(/[=:\s]/)[0]; if (n && n !== 'self' && ctx.kws.has(n)) kw = 1; }
  }
  const used = new Set([...ctx.attrs, ...ctx.calls]);
  let chain2 = chain;
  if (cls && !chain2) for (let k = last.indexOf('_'); k >= 0 && k < last.length - 1; k = last.indexOf('_', k + 1)) { const e = last.slice(k + 1); if (e.length >= 3 && used.has(e)) chain2 = 1; }
  let outLit = 0;
  for (const t of r.data?.frags ?? []) outLit = Math.max(outLit, Math.min(1, t.length / 12) * Math.log(1 + ctx.n / ctx.df.get(t)) / Math.log(1 + ctx.n));
  let ident = 0;
  for (const t of r.data?.ids ?? []) ident = Math.max(ident, Math.log(1 + ctx.n / ctx.idf.get(t)) / Math.log(1 + ctx.n));
  const lastL = last.toLowerCase();
  const tLast = ctx.title.has(lastL) ? 1 : 0;
  let tEnd = tLast;
  for (let k = lastL.indexOf('_'); !tEnd && k >= 0 && k < lastL.length - 1; k = lastL.indexOf('_', k + 1)) { const e = lastL.slice(k + 1); if (e.length >= 3 && ctx.title.has(e)) tEnd = 1; }
  const tCls = parts.length >= 2 && ctx.title.has(parts[parts.length - 2].toLowerCase()) ? 1 : 0;
  return { lit, litErr, exc, chain, chain2, cls, kw, outLit, ident, tLast, tEnd, tCls, tBoth: tCls && tEnd ? 1 : 0 };
}
