/**
 * PHP's symbol queries over its tree-sitter tree (tree-sitter-php): the classes, interfaces, traits and enums of a
 * file, their methods (`Class.method`) and its functions, with exact line ranges (a declaration's attributes are part
 * of it), and its top-level statements as def-use units (in a braced `namespace X { … }` too): a unit uses every name
 * it reads, so a symbol slice of a method keeps the `use` imports and the constants it names; the namespace clause,
 * the open tag and `declare(strict_types=1)` are always kept.
 * @internal
 */
import type { Node, Tree } from 'web-tree-sitter';
import { headerEndRow, type DefEntry, type SymbolUnit } from '../../symbols/defs.js';

const CLASS_LIKE = new Set(['class_declaration', 'interface_declaration', 'trait_declaration', 'enum_declaration']);

/** Returns the top-level statements of a PHP tree: the program's, and those of each braced namespace's body. */
function topLevel(tree: Tree): Node[] {
  const out: Node[] = [];
  for (const n of tree.rootNode.namedChildren) {
    if (!n) continue;
    const body = n.type === 'namespace_definition' ? n.childForFieldName('body') : null;
    if (!body) { out.push(n); continue; }
    for (const c of body.namedChildren) if (c) out.push(c);
  }
  return out;
}

/** Returns the classes (and interfaces, traits, enums), their methods and the functions of a PHP file, in source order. */
export function phpDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  const entry = (name: string, qname: string, kind: DefEntry['kind'], node: Node, parent: number): number => {
    out.push({ name, qname, kind, start: node.startPosition.row + 1, end: node.endPosition.row + 1, headerEnd: headerEndRow(node) + 1, docEnd: 0, parent });
    return out.length - 1;
  };
  for (const n of topLevel(tree)) {
    const name = n.childForFieldName('name')?.text;
    if (!name) continue;
    if (n.type === 'function_definition') entry(name, name, 'function', n, -1);
    if (!CLASS_LIKE.has(n.type)) continue;
    const at = entry(name, name, 'class', n, -1);
    for (const m of n.childForFieldName('body')?.namedChildren ?? []) {
      if (m?.type !== 'method_declaration') continue;
      const method = m.childForFieldName('name')?.text;
      if (method) entry(method, `${name}.${method}`, 'method', m, at);
    }
  }
  return out;
}

/** Returns the names a top-level statement defines (a `use` import: its aliases). */
function definedBy(n: Node): string[] {
  if (n.type === 'function_definition' || CLASS_LIKE.has(n.type)) {
    const name = n.childForFieldName('name')?.text;
    return name ? [name] : [];
  }
  const out: string[] = [];
  if (n.type === 'namespace_use_declaration') {
    const stack = [n];
    while (stack.length) {
      const x = stack.pop()!;
      if (x.type === 'namespace_use_clause') {
        const alias = x.childForFieldName('alias')?.text;
        const names = x.namedChildren.filter((c): c is Node => c !== null && (c.type === 'name' || c.type === 'qualified_name'));
        const last = names[0]?.text ?? '';
        out.push(alias ?? last.slice(last.lastIndexOf('\\') + 1));
        continue;
      }
      for (const c of x.namedChildren) if (c) stack.push(c);
    }
    return out;
  }
  if (n.type === 'const_declaration') {
    for (const c of n.namedChildren) if (c?.type === 'const_element') { const name = c.namedChildren.find((x) => x?.type === 'name')?.text; if (name) out.push(name); }
  }
  return out;
}

/**
 * Returns a PHP file's top-level statements as def-use units. Uses are every name read in the statement (conservative:
 * a unit more than needed, never a definer less).
 */
export function phpUnits(tree: Tree): SymbolUnit[] {
  const units: SymbolUnit[] = [];
  for (const n of topLevel(tree)) {
    if (n.type === 'comment' || n.type === 'text' || n.type === 'text_interpolation') continue;
    const defines = new Set(definedBy(n));
    const uses = new Set<string>();
    if (n.type !== 'namespace_use_declaration' && n.type !== 'namespace_definition') {
      const stack = [n];
      while (stack.length) {
        const x = stack.pop()!;
        if (x.type === 'name') uses.add(x.text);
        for (const c of x.namedChildren) if (c) stack.push(c);
      }
      for (const d of defines) uses.delete(d);
    }
    const always = n.type === 'namespace_definition' || n.type === 'php_tag' || n.type === 'declare_statement';
    const kind = n.type === 'function_definition' ? 'function' : CLASS_LIKE.has(n.type) ? 'class' : 'statement';
    const named = [...defines];
    const list = named.length > 4 ? `${named.slice(0, 4).join(', ')}, …` : named.join(', ');
    const name = n.type === 'namespace_use_declaration' ? `use ${list}` : always ? n.text.split('\n')[0]!.slice(0, 80) : named.length ? list : `line ${n.startPosition.row + 1}`;
    units.push({ start: n.startPosition.row + 1, end: n.endPosition.row + 1, name, kind, defines, uses, always });
  }
  return units;
}
