import type { Node, Tree } from 'web-tree-sitter';
import { headerEndRow, type DefEntry } from '../../symbols/defs.js';

const CLASSES = new Set(['class_declaration', 'abstract_class_declaration', 'class', 'interface_declaration']);
const FUNCTIONS = new Set(['function_declaration', 'generator_function_declaration', 'function_expression', 'function',
  'generator_function', 'arrow_function']);
const WALK = new Set(['program', 'export_statement', 'lexical_declaration', 'variable_declaration', 'statement_block',
  'internal_module', 'module', 'ambient_declaration', 'expression_statement']);

/** Returns the 0-based row where `node` starts, moved up over decorators attached before it. */
function startRow(node: Node): number {
  let row = node.startPosition.row;
  let prev = node.previousNamedSibling;
  while (prev && prev.type === 'decorator') { row = prev.startPosition.row; prev = prev.previousNamedSibling; }
  return row;
}

/**
 * Returns the classes, functions (declarations and `const f = () => {}`), and methods of a JS/TS module with
 * 1-based ranges (decorators included). Functions nested in bodies are listed with dotted names.
 */
export function curlyDefs(tree: Tree): DefEntry[] {
  const out: DefEntry[] = [];
  const visit = (node: Node, prefix: string, parent: number, inClass: boolean): void => {
    for (const c of node.namedChildren) {
      if (!c) continue;
      let name: string | undefined;
      let kind: DefEntry['kind'] | undefined;
      let target: Node = c;
      let span: Node = c;
      if (CLASSES.has(c.type)) { name = c.childForFieldName('name')?.text; kind = 'class'; }
      else if (c.type === 'method_definition' || c.type === 'method_signature' || c.type === 'abstract_method_signature') {
        name = c.childForFieldName('name')?.text; kind = inClass ? 'method' : 'function';
      } else if (FUNCTIONS.has(c.type) && c.childForFieldName('name')) { name = c.childForFieldName('name')?.text; kind = 'function'; }
      else if (c.type === 'variable_declarator') {
        const v = c.childForFieldName('value');
        if (v && (FUNCTIONS.has(v.type) || CLASSES.has(v.type))) {
          name = c.childForFieldName('name')?.text;
          kind = CLASSES.has(v.type) ? 'class' : 'function';
          target = v;
          span = c.parent && (c.parent.type === 'lexical_declaration' || c.parent.type === 'variable_declaration') && c.parent.namedChildCount === 1 ? c.parent : c;
          if (span.parent?.type === 'export_statement') span = span.parent;
        }
      } else if ((c.type === 'public_field_definition' || c.type === 'field_definition')) {
        const v = c.childForFieldName('value');
        if (v && FUNCTIONS.has(v.type)) { name = (c.childForFieldName('name') ?? c.childForFieldName('property'))?.text; kind = 'method'; target = v; }
      }
      if (name && kind) {
        if (span === c && c.parent?.type === 'export_statement') span = c.parent;
        const idx = out.length;
        const qname = prefix ? `${prefix}.${name}` : name;
        out.push({
          name, qname, kind,
          start: startRow(span) + 1,
          end: span.endPosition.row + 1,
          headerEnd: headerEndRow(target) + 1,
          docEnd: 0,
          parent,
        });
        const body = target.childForFieldName('body');
        if (body) visit(body, qname, idx, kind === 'class');
        continue;
      }
      if (WALK.has(c.type) || c.type === 'variable_declarator' || c.type === 'class_body') visit(c, prefix, parent, inClass);
      else if (prefix && !inClass) visit(c, prefix, parent, false); // inside a function body: find nested functions
    }
  };
  visit(tree.rootNode, '', -1, false);
  return out;
}

/** A top-level statement of a JS/TS module as a def-use unit. */
export interface CurlyUnit { start: number; end: number; name: string; kind: 'function' | 'class' | 'statement'; defines: Set<string>; uses: Set<string>; always: boolean; imports: Set<string> }

const DECL_NAME_PARENTS = new Set(['function_declaration', 'generator_function_declaration', 'class_declaration',
  'abstract_class_declaration', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'internal_module']);

function bindPattern(n: Node, out: Set<string>): void {
  if (n.type === 'identifier' || n.type === 'shorthand_property_identifier_pattern') { out.add(n.text); return; }
  for (const c of n.namedChildren) {
    if (!c) continue;
    if (c.type === 'pair_pattern') { const v = c.childForFieldName('value'); if (v) bindPattern(v, out); }
    else bindPattern(c, out);
  }
}

/**
 * Returns the module's top-level statements as def-use units. Uses are every identifier read in the statement
 * (locals included): conservative, it may keep a unit more than needed but never drops a definer.
 */
export function curlyUnits(tree: Tree): CurlyUnit[] {
  const units: CurlyUnit[] = [];
  for (const stmt of tree.rootNode.namedChildren) {
    if (!stmt || stmt.type === 'comment') continue;
    const defines = new Set<string>();
    const uses = new Set<string>();
    let decl: Node = stmt;
    if (stmt.type === 'export_statement') decl = stmt.childForFieldName('declaration') ?? stmt;
    if (DECL_NAME_PARENTS.has(decl.type)) { const n = decl.childForFieldName('name'); if (n) defines.add(n.text); }
    if (decl.type === 'lexical_declaration' || decl.type === 'variable_declaration') {
      for (const d of decl.namedChildren) if (d?.type === 'variable_declarator') { const n = d.childForFieldName('name'); if (n) bindPattern(n, defines); }
    }
    if (stmt.type === 'import_statement') {
      const stack = [stmt];
      while (stack.length) {
        const n = stack.pop()!;
        if (n.type === 'import_specifier') { const a = n.childForFieldName('alias') ?? n.childForFieldName('name'); if (a) defines.add(a.text); continue; }
        if (n.type === 'identifier') defines.add(n.text);
        for (const c of n.namedChildren) if (c && c.type !== 'string') stack.push(c);
      }
    } else {
      const stack = [decl];
      while (stack.length) {
        const n = stack.pop()!;
        if (n.type === 'identifier' || n.type === 'type_identifier' || n.type === 'shorthand_property_identifier') uses.add(n.text);
        for (const c of n.namedChildren) if (c) stack.push(c);
      }
      for (const d of defines) uses.delete(d);
    }
    const kind = /function|arrow/.test(decl.type) || (decl.type === 'lexical_declaration' && /arrow_function|function/.test(decl.namedChild(0)?.childForFieldName('value')?.type ?? ''))
      ? 'function' : /class/.test(decl.type) ? 'class' : 'statement';
    const named = [...defines];
    const shortList = named.length > 4 ? `${named.slice(0, 4).join(', ')}, …` : named.join(', ');
    const name = stmt.type === 'import_statement' ? `import ${shortList}` : named.length ? shortList : `line ${stmt.startPosition.row + 1}`;
    units.push({ start: startRow(stmt) + 1, end: stmt.endPosition.row + 1, name, kind, defines, uses, always: false, imports: stmt.type === 'import_statement' ? new Set(defines) : new Set() });
  }
  return units;
}
