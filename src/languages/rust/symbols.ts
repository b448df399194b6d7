/**
 * Rust's symbol queries over its tree-sitter tree: functions, methods (`Type.method` of `impl Type` and `impl Trait
 * for Type`, `Trait.method` of a trait's provided methods), structs, enums, unions and traits with their exact line
 * ranges (from their first attribute: `#[test]`, `#[derive(…)]`), inline modules' items with the module as parent; and
 * a file's top-level items as def-use units (an `impl` block uses its type, so a symbol slice of a method keeps the
 * type it belongs to).
 * @internal
 */
import type { Node, Tree } from 'web-tree-sitter';
import type { DefEntry, SymbolUnit } from '../../symbols/defs.js';

const TYPES = new Set(['struct_item', 'enum_item', 'union_item', 'trait_item']);

/** Returns the last identifier of a type node (`Cart` of `Cart<T>`, `a::Cart`, `&mut Cart`), or ''. */
function typeName(n: Node | null): string {
  if (!n) return '';
  if (n.type === 'type_identifier' || n.type === 'identifier') return n.text;
  if (n.type === 'generic_type') return typeName(n.childForFieldName('type'));
  if (n.type === 'scoped_type_identifier') return typeName(n.childForFieldName('name'));
  for (let k = n.namedChildCount - 1; k >= 0; k--) { const t = typeName(n.namedChild(k)); if (t) return t; }
  return '';
}

/** Returns the 0-based first row of an item, at its first outer attribute. */
function startRow(n: Node): number {
  let row = n.startPosition.row;
  for (let prev = n.previousNamedSibling; prev?.type === 'attribute_item'; prev = prev.previousNamedSibling) row = prev.startPosition.row;
  return row;
}

/** Returns the 0-based row where an item's header ends (its body's opening brace, else its last row). */
function headerEndRow(n: Node): number {
  const body = n.childForFieldName('body');
  return body ? body.startPosition.row : n.endPosition.row;
}

/** Returns the functions, methods, types and traits of a Rust file, in source order. */
export function rustDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  const visit = (container: Node, owner: string, parent: number, prefix: string): void => {
    for (const n of container.namedChildren) {
      if (!n) continue;
      const entry = (name: string, qname: string, kind: DefEntry['kind']): number => {
        out.push({ name, qname, kind, start: startRow(n) + 1, end: n.endPosition.row + 1, headerEnd: headerEndRow(n) + 1, docEnd: 0, parent });
        return out.length - 1;
      };
      if (n.type === 'function_item' || n.type === 'function_signature_item') {
        const name = n.childForFieldName('name')?.text;
        if (name) entry(name, owner ? `${owner}.${name}` : `${prefix}${name}`, owner ? 'method' : 'function');
      } else if (TYPES.has(n.type)) {
        const name = n.childForFieldName('name')?.text;
        if (!name) continue;
        const at = entry(name, `${prefix}${name}`, 'class');
        const body = n.childForFieldName('body');
        if (n.type === 'trait_item' && body) visit(body, name, at, prefix);
      } else if (n.type === 'impl_item') {
        const type = typeName(n.childForFieldName('type'));
        const body = n.childForFieldName('body');
        if (type && body) visit(body, type, parent, prefix);
      } else if (n.type === 'mod_item') {
        const name = n.childForFieldName('name')?.text;
        const body = n.childForFieldName('body');
        if (name && body) visit(body, '', parent, `${prefix}${name}::`);
      }
    }
  };
  visit(tree.rootNode, '', -1, '');
  return out;
}

/** Returns the names a top-level item defines (its name; a use declaration's imported names). */
function definedBy(n: Node): string[] {
  if (n.type === 'impl_item') return [];
  if (n.type === 'use_declaration') {
    const out: string[] = [];
    const stack = [n.childForFieldName('argument')];
    while (stack.length) {
      const x = stack.pop();
      if (!x) continue;
      if (x.type === 'identifier') out.push(x.text);
      else if (x.type === 'scoped_identifier') { const name = x.childForFieldName('name'); if (name) out.push(name.text); }
      else if (x.type === 'use_as_clause') { const alias = x.childForFieldName('alias'); if (alias) out.push(alias.text); }
      else for (const c of x.namedChildren) stack.push(c);
    }
    return out;
  }
  const name = n.childForFieldName('name')?.text;
  return name ? [name] : [];
}

/**
 * Returns a Rust file's top-level items as def-use units. Uses are every identifier and type name read in the item
 * (conservative: a unit more than needed, never a definer less); an `impl` block's unit is named `impl Type` and uses
 * its type and trait.
 */
export function rustUnits(tree: Tree): SymbolUnit[] {
  const units: SymbolUnit[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (!n || n.type === 'line_comment' || n.type === 'block_comment' || n.type === 'attribute_item') continue;
    const defines = new Set(definedBy(n));
    const uses = new Set<string>();
    if (n.type !== 'use_declaration') {
      const stack = [n];
      while (stack.length) {
        const x = stack.pop()!;
        if (x.type === 'identifier' || x.type === 'type_identifier' || x.type === 'field_identifier') uses.add(x.text);
        for (const c of x.namedChildren) if (c) stack.push(c);
      }
      for (const d of defines) uses.delete(d);
    }
    const type = n.type === 'impl_item' ? typeName(n.childForFieldName('type')) : '';
    const kind = n.type === 'function_item' ? 'function' : TYPES.has(n.type) || n.type === 'impl_item' ? 'class' : 'statement';
    const named = [...defines];
    const list = named.length > 4 ? `${named.slice(0, 4).join(', ')}, …` : named.join(', ');
    const name = n.type === 'impl_item' ? `impl ${type || '?'}` : n.type === 'use_declaration' ? `use ${list}` : named.length ? list : `line ${n.startPosition.row + 1}`;
    units.push({ start: startRow(n) + 1, end: n.endPosition.row + 1, name, kind, defines, uses, always: n.type === 'inner_attribute_item' });
  }
  return units;
}
