// Features for fit-def-features.mjs: Python's data model read from the issue's code. A snippet's syntax runs special
// methods the text never writes as words: `a == b` runs `__eq__`, `x[i]` `__getitem__`, `-p` `__neg__`, `len(x)`
// `__len__`, calling a class `C(...)` its `__init__` / `__new__`. `op` marks a special method of a class the text
// names (a call, identifier or dotted name) that the text's code invokes by syntax; `ctor` the constructor of a class
// the text calls. Both only as evidence beside the lexical score (noisy-OR shares, `op` and `ctor` in the grid).
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames, namesDefByEnd } = await dist('slice/def-mentions.js');
const OPERATOR_SYNTAX = (await dist('slice/def-syntax.js')).operatorSyntax();

export const grid = { task: ['both'], op: [0, 0.2, 0.3, 0.4, 0.5, 0.6], ctor: [0], needClass: [0, 2] };

/** Returns the code of `text`: fenced blocks, interpreter lines (`>>>`, `...`, `In [n]:`) and inline backtick spans. */
export function codeOf(text) {
  const out = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) { fenced = !fenced; continue; }
    if (fenced || /^\s*(>>>|\.\.\.|In \[\d+\]:)/.test(line) || /^( {4}|\t)/.test(line)) { out.push(line.replace(/^\s*(>>>|\.\.\.|In \[\d+\]:)\s?/, '')); continue; }
    for (const m of line.matchAll(/`([^`\n]+)`/g)) out.push(m[1]);
  }
  return out.join('\n');
}

/** The special methods Python code runs by builtins, statements and attribute access (the slicer reads only the
 * operators and subscripts: def-syntax.ts operatorSyntax(), the packs' tables). */
const BUILTIN_SYNTAX = [
  [/\bdel\s+\w+\[/, ['__delitem__']],
  [/\blen\(/, ['__len__']],
  [/\b(?:iter|list|tuple|sorted|set)\(|\bfor\s+\w+\s+in\b/, ['__iter__']],
  [/\b\w+\s+(?:not\s+)?in\s+\w/, ['__contains__']],
  [/\brepr\(|^[A-Za-z_][\w.]*\s*$/m, ['__repr__']],
  [/\b(?:str|print)\(|\bf["']/, ['__str__']],
  [/\bhash\(/, ['__hash__']],
  [/\bbool\(|\bif\s+\w/, ['__bool__']],
  [/\babs\(/, ['__abs__']],
  [/\bcopy\(|\bdeepcopy\(/, ['__copy__', '__deepcopy__']],
  [/\bpickle\.|\bdumps\(|\bloads\(/, ['__reduce__', '__reduce_ex__', '__getstate__', '__setstate__']],
  [/\bwith\s+\w/, ['__enter__', '__exit__']],
  [/\w\.\w/, ['__getattr__', '__getattribute__']],
];
const SYNTAX = [...OPERATOR_SYNTAX, ...BUILTIN_SYNTAX];

/** Returns the special method names the code of `text` runs by its syntax (with `operatorsOnly`, by operators and subscripts). */
export function syntaxDunders(text, operatorsOnly = false) {
  const code = codeOf(text);
  const out = new Set();
  for (const [re, names] of operatorsOnly ? OPERATOR_SYNTAX : SYNTAX) if (re.test(code)) for (const n of names) out.add(n);
  return out;
}

export const issueContext = (i) => {
  const named = mentionedNames(i.text);
  const code = codeOf(i.text);
  // Classes the code calls: `Name(` with a capitalised name.
  const called = new Set([...code.matchAll(/\b([A-Z]\w*)\(/g)].map((m) => m[1]));
  return { named, dunders: syntaxDunders(i.text), ops: syntaxDunders(i.text, true), called };
};

export const defFeatures = (ctx, d) => {
  const parts = d.name.split('.');
  // The slicer's end-of-name mention (fuse.ts TASK_END_MENTION_SHARE), part of the baseline.
  const end = !d.named && namesDefByEnd(ctx.named, d) ? 1 : 0;
  if (parts.length < 2) return { end, op: 0, opAny: 0, ctor: 0 };
  const last = parts[parts.length - 1];
  const cls = parts[parts.length - 2];
  const classNamed = ctx.named.names.has(cls);
  const isOp = ctx.dunders.has(last);
  return { end, op: isOp && classNamed ? 1 : 0, opAny: isOp ? 1 : 0, opOnly: ctx.ops.has(last) ? 1 : 0, ctor: (last === '__init__' || last === '__new__') && ctx.called.has(cls) ? 1 : 0 };
};

export const miss = (d, p) => (1 - 0.4 * (d.f?.end ?? 0)) * (1 - p.op * (p.needClass === 1 ? d.f?.op ?? 0 : p.needClass === 2 ? d.f?.opOnly ?? 0 : d.f?.opAny ?? 0)) * (1 - p.ctor * (d.f?.ctor ?? 0));
