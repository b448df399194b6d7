/**
 * Go's symbol queries over its tree-sitter tree: the functions, methods (`Recv.Name`) and struct and interface types
 * of a file with their exact line ranges, and its top-level declarations as def-use units (a method's unit uses its
 * receiver's type, so a symbol slice of a method keeps the type it belongs to).
 * @internal
 */
import type { Node, Tree } from 'web-tree-sitter';
import { headerEndRow, type DefEntry, type SymbolUnit } from '../../symbols/defs.js';

/** Returns the receiver type name of a method declaration (`Recv` of `(r *Recv[T])`), or ''. */
function receiverType(method: Node): string {
  const recv = method.childForFieldName('receiver');
  const stack = recv ? [recv] : [];
  while (stack.length) {
    const n = stack.shift()!;
    if (n.type === 'type_identifier') return n.text;
    for (const c of n.namedChildren) if (c) stack.push(c);
  }
  return '';
}

/** Returns the functions, methods and struct/interface types of a Go file, in source order. */
export function goDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (!n) continue;
    const entry = (name: string, qname: string, kind: DefEntry['kind'], node: Node): void => {
      out.push({ name, qname, kind, start: node.startPosition.row + 1, end: node.endPosition.row + 1, headerEnd: headerEndRow(node) + 1, docEnd: 0, parent: -1 });
    };
    if (n.type === 'function_declaration') {
      const name = n.childForFieldName('name')?.text;
      if (name) entry(name, name, 'function', n);
    } else if (n.type === 'method_declaration') {
      const name = n.childForFieldName('name')?.text;
      const recv = receiverType(n);
      if (name) entry(name, recv ? `${recv}.${name}` : name, 'method', n);
    } else if (n.type === 'type_declaration') {
      for (const spec of n.namedChildren) {
        if (spec?.type !== 'type_spec') continue;
        const name = spec.childForFieldName('name')?.text;
        const type = spec.childForFieldName('type')?.type;
        if (name && (type === 'struct_type' || type === 'interface_type')) entry(name, name, 'class', n.namedChildCount === 1 ? n : spec);
      }
    }
  }
  return out;
}

/** Returns the names a top-level declaration defines. */
function definedBy(n: Node): string[] {
  const out: string[] = [];
  if (n.type === 'function_declaration' || n.type === 'method_declaration') {
    const name = n.childForFieldName('name')?.text;
    if (name) out.push(name);
    return out;
  }
  if (n.type === 'import_declaration') {
    const stack = [n];
    while (stack.length) {
      const x = stack.pop()!;
      if (x.type === 'import_spec') {
        const alias = x.childForFieldName('name')?.text;
        const path = x.childForFieldName('path')?.text.slice(1, -1) ?? '';
        out.push(alias && alias !== '_' && alias !== '.' ? alias : path.slice(path.lastIndexOf('/') + 1));
        continue;
      }
      for (const c of x.namedChildren) if (c) stack.push(c);
    }
    return out;
  }
  // type, const and var declarations: each spec's `name` fields.
  const stack = [n];
  while (stack.length) {
    const x = stack.pop()!;
    if (/^(?:type|const|var)_spec$/.test(x.type) || x.type === 'type_alias') {
      for (const c of x.childrenForFieldName('name')) if (c) out.push(c.text);
      continue;
    }
    for (const c of x.namedChildren) if (c) stack.push(c);
  }
  return out;
}

/**
 * Returns a Go file's top-level declarations as def-use units. Uses are every identifier, type name and selected
 * field read in the declaration (conservative: a unit more than needed, never a definer less); the package clause is
 * always kept.
 */
export function goUnits(tree: Tree): SymbolUnit[] {
  const units: SymbolUnit[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (!n || n.type === 'comment') continue;
    const defines = new Set(definedBy(n));
    const uses = new Set<string>();
    if (n.type !== 'import_declaration' && n.type !== 'package_clause') {
      const stack = [n];
      while (stack.length) {
        const x = stack.pop()!;
        if (x.type === 'identifier' || x.type === 'type_identifier' || x.type === 'field_identifier' || x.type === 'package_identifier') uses.add(x.text);
        for (const c of x.namedChildren) if (c) stack.push(c);
      }
      for (const d of defines) uses.delete(d);
      if (n.type === 'method_declaration') { const r = receiverType(n); if (r) uses.add(r); }
    }
    const kind = n.type === 'function_declaration' || n.type === 'method_declaration' ? 'function' : n.type === 'type_declaration' ? 'class' : 'statement';
    const named = [...defines];
    const list = named.length > 4 ? `${named.slice(0, 4).join(', ')}, …` : named.join(', ');
    const name = n.type === 'method_declaration' && named[0] ? `${receiverType(n) || '?'}.${named[0]}`
      : n.type === 'import_declaration' ? `import ${list}` : n.type === 'package_clause' ? n.text : named.length ? list : `line ${n.startPosition.row + 1}`;
    units.push({ start: n.startPosition.row + 1, end: n.endPosition.row + 1, name, kind, defines, uses, always: n.type === 'package_clause' });
  }
  return units;
}
