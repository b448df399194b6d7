/**
 * Java's symbol queries over its tree-sitter tree: classes, interfaces, enums, records and annotation types (nested ones
 * as `Outer.Inner`), their methods and constructors, with exact line ranges (annotations included; a Javadoc comment
 * is the declaration's sibling, not part of it); and the file's top-level declarations as def-use units (the package
 * clause is always kept; an import defines the simple name it brings in).
 * @internal
 */
import type { Node, Tree } from 'web-tree-sitter';
import type { DefEntry, SymbolUnit } from '../../symbols/defs.js';

const TYPES = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration']);
const METHODS = new Set(['method_declaration', 'constructor_declaration', 'compact_constructor_declaration', 'annotation_type_element_declaration']);
const BODIES = new Set(['class_body', 'interface_body', 'enum_body', 'enum_body_declarations', 'annotation_type_body']);

/** Returns the 0-based row where a declaration's header ends (its body's opening brace, else its last row). */
function headerEndRow(node: Node): number {
  const body = node.childForFieldName('body');
  return body ? body.startPosition.row : node.endPosition.row;
}

/** Returns the types, methods and constructors of a Java file, outermost first, in source order. */
export function javaDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  const visit = (node: Node, prefix: string, parent: number): void => {
    for (const c of node.namedChildren) {
      if (!c) continue;
      if (BODIES.has(c.type)) { visit(c, prefix, parent); continue; }
      const isType = TYPES.has(c.type);
      if (!isType && !METHODS.has(c.type)) continue;
      const name = c.childForFieldName('name')?.text ?? (c.type === 'compact_constructor_declaration' ? prefix.slice(prefix.lastIndexOf('.') + 1) : '');
      if (!name) continue;
      const qname = prefix ? `${prefix}.${name}` : name;
      const idx = out.length;
      out.push({ name, qname, kind: isType ? 'class' : 'method', start: c.startPosition.row + 1, end: c.endPosition.row + 1, headerEnd: headerEndRow(c) + 1, docEnd: 0, parent });
      if (isType) { const body = c.childForFieldName('body'); if (body) visit(body, qname, idx); }
    }
  };
  visit(tree.rootNode, '', -1);
  return out;
}

/** Returns the names a top-level declaration defines. */
function definedBy(n: Node): string[] {
  if (TYPES.has(n.type)) { const name = n.childForFieldName('name')?.text; return name ? [name] : []; }
  if (n.type === 'import_declaration') {
    // `import a.b.C;` defines C; `import static a.b.C.m;` defines m; `import a.b.*;` defines nothing by name.
    if (n.namedChildren.some((c) => c?.type === 'asterisk')) return [];
    const path = n.namedChildren.find((c) => c?.type === 'scoped_identifier' || c?.type === 'identifier')?.text ?? '';
    return path ? [path.slice(path.lastIndexOf('.') + 1)] : [];
  }
  return [];
}

/**
 * Returns a Java file's top-level declarations as def-use units. Uses are every identifier and type name read in a
 * declaration (conservative: a unit more than needed, never a definer less).
 */
export function javaUnits(tree: Tree): SymbolUnit[] {
  const units: SymbolUnit[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (!n || n.type === 'line_comment' || n.type === 'block_comment') continue;
    const defines = new Set(definedBy(n));
    const uses = new Set<string>();
    if (n.type !== 'import_declaration' && n.type !== 'package_declaration') {
      const stack = [n];
      while (stack.length) {
        const x = stack.pop()!;
        if (x.type === 'identifier' || x.type === 'type_identifier') uses.add(x.text);
        for (const c of x.namedChildren) if (c) stack.push(c);
      }
      for (const d of defines) uses.delete(d);
    }
    const named = [...defines];
    const kind = TYPES.has(n.type) ? 'class' : 'statement';
    const name = n.type === 'import_declaration' ? n.text.replace(/;\s*$/, '') : n.type === 'package_declaration' ? n.text.replace(/;\s*$/, '') : named.length ? named.join(', ') : `line ${n.startPosition.row + 1}`;
    units.push({ start: n.startPosition.row + 1, end: n.endPosition.row + 1, name, kind, defines, uses, always: n.type === 'package_declaration' });
  }
  return units;
}
