import type { Node, Tree } from 'web-tree-sitter';
import { lastRow, isDocstring, PY_COMPOUND, PY_CLAUSES } from '../../parse/pynodes.js';
import type { DefEntry, SymbolUnit } from '../../symbols/defs.js';

/**
 * Returns every class, function and method of a Python module (nested ones included) with the ranges Python's
 * `ast` reports: start at the first decorator, end at the last statement's last line.
 */
export function pythonDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  walkBlock(tree.rootNode, '', -1, false, out);
  return out;
}

function walkBlock(block: Node, prefix: string, parent: number, inClass: boolean, out: DefEntry[]): void {
  for (const stmt of block.namedChildren) if (stmt) walkStmt(stmt, prefix, parent, inClass, out);
}

function walkStmt(stmt: Node, prefix: string, parent: number, inClass: boolean, out: DefEntry[]): void {
  let def: Node | null = stmt;
  if (stmt.type === 'decorated_definition') def = stmt.childForFieldName('definition');
  if (!def) return;
  if (def.type === 'function_definition' || def.type === 'class_definition') {
    const name = def.childForFieldName('name')?.text ?? '?';
    const body = def.childForFieldName('body');
    const colon = body?.previousSibling;
    const headerEnd = (colon ? colon.endPosition.row : def.startPosition.row) + 1;
    const first = body?.namedChildren.find((n) => n !== null && n.type !== 'comment');
    const docEnd = first && isDocstring(first) && first.startPosition.row + 1 > headerEnd - 1 ? lastRow(first) + 1 : 0;
    const isClass = def.type === 'class_definition';
    const idx = out.length;
    out.push({
      name,
      qname: prefix ? `${prefix}.${name}` : name,
      kind: isClass ? 'class' : inClass ? 'method' : 'function',
      start: stmt.startPosition.row + 1,
      end: lastRow(def) + 1,
      headerEnd,
      docEnd,
      parent,
    });
    if (body) walkBlock(body, prefix ? `${prefix}.${name}` : name, idx, isClass, out);
    return;
  }
  if (PY_COMPOUND.has(def.type)) {
    for (const child of def.namedChildren) {
      if (!child) continue;
      if (child.type === 'block') walkBlock(child, prefix, parent, inClass, out);
      else if (PY_CLAUSES.has(child.type)) {
        for (const c of child.namedChildren) if (c && c.type === 'block') walkBlock(c, prefix, parent, inClass, out);
      }
    }
  }
}

/**
 * A module-level statement as a unit of the def-use slice: `defines` holds the module-level names it binds (including
 * `global` names assigned in its functions), `uses` those it reads (free names of its functions included), `always`
 * marks `from __future__` and star imports (they affect every name).
 */
export interface PyUnit extends SymbolUnit {
  /** The subset of `defines` bound by import statements. */
  imports: Set<string>;
}

interface Scope {
  bound: Set<string>;
  imported: Set<string>;
  used: Set<string>;
  globals: Set<string>;
  children: Scope[];
  isClass: boolean;
}

const newScope = (isClass = false): Scope => ({ bound: new Set(), imported: new Set(), used: new Set(), globals: new Set(), children: [], isClass });

/** Returns the names a scope reads from outside itself: its free names and those its children leave unresolved. */
function freeNames(s: Scope): Set<string> {
  const out = new Set<string>();
  for (const n of s.used) if (!s.bound.has(n) || s.globals.has(n)) out.add(n);
  for (const c of s.children) {
    for (const n of freeNames(c)) {
      // Class bodies do not scope their names over nested functions, so the names pass through a class untouched.
      if (s.isClass || !s.bound.has(n) || s.globals.has(n)) out.add(n);
    }
  }
  return out;
}

/** Returns the names declared `global` anywhere below `s` (functions that assign module names). */
function globalNames(s: Scope, out = new Set<string>()): Set<string> {
  for (const g of s.globals) out.add(g);
  for (const c of s.children) globalNames(c, out);
  return out;
}

function bindTarget(n: Node, s: Scope): void {
  switch (n.type) {
    case 'identifier': s.bound.add(n.text); return;
    case 'attribute': { const o = n.childForFieldName('object'); if (o) collect(o, s); return; }
    case 'subscript': collect(n, s); return;
    default:
      for (const c of n.namedChildren) if (c) bindTarget(c, s);
  }
}

function bindImport(n: Node, s: Scope): void {
  for (const c of n.namedChildren) {
    if (!c) continue;
    if (n.type === 'import_from_statement' && c.id === n.childForFieldName('module_name')?.id) continue;
    if (c.type === 'aliased_import') {
      const alias = c.childForFieldName('alias');
      if (alias) { s.bound.add(alias.text); s.imported.add(alias.text); }
    } else if (c.type === 'dotted_name') {
      const first = n.type === 'import_statement' ? c.namedChild(0) : c.namedChild(c.namedChildCount - 1);
      if (first) { s.bound.add(first.text); s.imported.add(first.text); }
    } else if (c.type === 'wildcard_import') {
      s.bound.add('*');
    }
  }
}

function collectParams(params: Node | null, outer: Scope, inner: Scope): void {
  if (!params) return;
  for (const p of params.namedChildren) {
    if (!p) continue;
    if (p.type === 'identifier') { inner.bound.add(p.text); continue; }
    const name = p.childForFieldName('name');
    const type = p.childForFieldName('type');
    const value = p.childForFieldName('value');
    if (type) collect(type, outer);
    if (value) collect(value, outer);
    if (name) bindTarget(name, inner);
    else for (const c of p.namedChildren) if (c && c.type === 'identifier') inner.bound.add(c.text);
  }
}

const COMPREHENSIONS = new Set(['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression']);

function collect(n: Node, s: Scope): void {
  switch (n.type) {
    case 'identifier': s.used.add(n.text); return;
    case 'comment': return;
    case 'attribute': { const o = n.childForFieldName('object'); if (o) collect(o, s); return; }
    case 'keyword_argument': { const v = n.childForFieldName('value'); if (v) collect(v, s); return; }
    case 'import_statement': case 'import_from_statement': case 'future_import_statement': bindImport(n, s); return;
    case 'global_statement':
      for (const c of n.namedChildren) if (c && c.type === 'identifier') { s.globals.add(c.text); s.bound.add(c.text); }
      return;
    case 'nonlocal_statement': return;
    case 'decorated_definition':
      for (const c of n.namedChildren) if (c && c.type === 'decorator') collect(c, s);
      { const d = n.childForFieldName('definition'); if (d) collect(d, s); }
      return;
    case 'function_definition': {
      const name = n.childForFieldName('name');
      if (name) s.bound.add(name.text);
      const inner = newScope();
      collectParams(n.childForFieldName('parameters'), s, inner);
      const rt = n.childForFieldName('return_type');
      if (rt) collect(rt, s);
      const body = n.childForFieldName('body');
      if (body) collect(body, inner);
      s.children.push(inner);
      return;
    }
    case 'lambda': {
      const inner = newScope();
      collectParams(n.childForFieldName('parameters'), s, inner);
      const body = n.childForFieldName('body');
      if (body) collect(body, inner);
      s.children.push(inner);
      return;
    }
    case 'class_definition': {
      const name = n.childForFieldName('name');
      if (name) s.bound.add(name.text);
      const sup = n.childForFieldName('superclasses');
      if (sup) collect(sup, s);
      const inner = newScope(true);
      const body = n.childForFieldName('body');
      if (body) collect(body, inner);
      s.children.push(inner);
      return;
    }
    case 'assignment': case 'augmented_assignment': {
      const left = n.childForFieldName('left');
      const right = n.childForFieldName('right');
      const type = n.childForFieldName('type');
      if (left) {
        if (n.type === 'augmented_assignment') collect(left, s);
        bindTarget(left, s);
      }
      if (type) collect(type, s);
      if (right) collect(right, s);
      return;
    }
    case 'for_statement': case 'for_in_clause': {
      const left = n.childForFieldName('left');
      if (left) bindTarget(left, s);
      for (const c of n.namedChildren) if (c && c.id !== left?.id) collect(c, s);
      return;
    }
    case 'named_expression': {
      const name = n.childForFieldName('name');
      if (name) s.bound.add(name.text);
      const v = n.childForFieldName('value');
      if (v) collect(v, s);
      return;
    }
    case 'as_pattern': {
      const alias = n.childForFieldName('alias');
      for (const c of n.namedChildren) {
        if (!c) continue;
        if (c.id === alias?.id || c.type === 'as_pattern_target') bindTarget(c, s);
        else collect(c, s);
      }
      return;
    }
    default:
      if (COMPREHENSIONS.has(n.type)) {
        const inner = newScope();
        for (const c of n.namedChildren) if (c) collect(c, inner);
        s.children.push(inner);
        return;
      }
      for (const c of n.namedChildren) if (c) collect(c, s);
  }
}

function unitName(stmt: Node, defines: Set<string>): string {
  let def: Node | null = stmt;
  if (stmt.type === 'decorated_definition') def = stmt.childForFieldName('definition');
  const name = def?.childForFieldName('name');
  if (def && (def.type === 'function_definition' || def.type === 'class_definition') && name) return name.text;
  const names = [...defines].filter((d) => d !== '*');
  if (stmt.type === 'import_statement' || stmt.type === 'import_from_statement' || stmt.type === 'future_import_statement') {
    return `import ${names.length > 4 ? `${names.slice(0, 4).join(', ')}, …` : names.join(', ') || '*'}`;
  }
  if (names.length) return names.length > 4 ? `${names.slice(0, 4).join(', ')}, …` : names.join(', ');
  return `line ${stmt.startPosition.row + 1}`;
}

/** Returns the module's top-level statements as def-use units, in source order. */
export function pythonUnits(tree: Tree): PyUnit[] {
  const units: PyUnit[] = [];
  for (const stmt of tree.rootNode.namedChildren) {
    if (!stmt || stmt.type === 'comment') continue;
    const s = newScope();
    collect(stmt, s);
    const defines = new Set([...s.bound, ...globalNames(s)]);
    const uses = freeNames(s);
    // Names a top-level statement reads are module names even when it binds them too (`x = x + 1`).
    for (const n of s.used) uses.add(n);
    let def: Node | null = stmt;
    if (stmt.type === 'decorated_definition') def = stmt.childForFieldName('definition');
    const kind = def?.type === 'function_definition' ? 'function' : def?.type === 'class_definition' ? 'class' : 'statement';
    const always = stmt.type === 'future_import_statement' || defines.has('*');
    units.push({ start: stmt.startPosition.row + 1, end: lastRow(stmt) + 1, name: unitName(stmt, defines), kind, defines, uses, always, imports: s.imported });
  }
  return units;
}
