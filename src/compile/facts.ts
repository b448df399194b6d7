import { Query, type Language, type Node, type Tree } from 'web-tree-sitter';
import type { LangId } from '../parse/languages.js';
import { PY_COMPOUND, PY_CLAUSES } from '../parse/pynodes.js';

/** One call site: `name(...)` (recv '') or `recv.name(...)` (recv is the receiver's text when it is a plain name, else '?'). */
/** One distinct call while collecting: `name(...)` (recv '') or `recv.name(...)`. */
interface CallSite { name: string; recv: string; line: number }

/** Something static analysis cannot follow: a non-constant getattr/import, or a computed call. */
export interface DynamicFact { line: number; kind: 'dynamic-dispatch' | 'dynamic-import'; detail: string }

/** A decorator application: its dotted name (`app.route`, `receiver`) and line. */
export interface DecoratorFact { name: string; line: number }

/** What the compiler needs to know about one file; cached by content hash. */
export interface FileFacts {
  /**
   * Distinct called names, columnar so a warm run decodes them fast: call i is `recv` = callNames[2i] ('' for a bare
   * call, '?' for a computed receiver) and `name` = callNames[2i+1], first called at line callLines[i].
   */
  callNames: string[];
  callLines: Int32Array;
  /** Every member call (`recv.name(...)`) as triples [call index, line, argument count]. */
  sites: Int32Array;
  /** Names bound at module level (imports, defs, assignments). */
  bound: string[];
  /** Names bound at module level by imports. */
  imported: string[];
  /** The subset of `imported` that names whole modules (`import x`, `import x.y as z`): their attributes are functions, not events. */
  modules: string[];
  dynamic: DynamicFact[];
  decorators: DecoratorFact[];
  errorLine: number;
}

function isConstString(n: Node | null | undefined, lang: LangId): boolean {
  if (!n) return false;
  if (lang === 'python') {
    if (n.type === 'string') return !n.namedChildren.some((c) => c?.type === 'interpolation');
    if (n.type === 'concatenated_string') return n.namedChildren.every((c) => isConstString(c, lang));
    return false;
  }
  if (n.type === 'string') return true;
  if (n.type === 'template_string') return !n.namedChildren.some((c) => c?.type === 'template_substitution');
  return false;
}

/**
 * Returns why an argument is not a constant name, in words (`an f-string`, `a variable`), for the warning that
 * declares the blind spot: a module named by an f-string is chosen at run time, and no static reader can know it.
 */
function whyNotConstant(n: Node | null | undefined): string {
  if (!n) return 'missing';
  if (n.type === 'string' || n.type === 'concatenated_string') return 'an f-string, formatted at run time';
  if (n.type === 'template_string') return 'a template string, formatted at run time';
  if (n.type === 'identifier') return `a variable (${clip(n.text)})`;
  return 'computed at run time';
}

function args(call: Node): Node[] {
  const a = call.childForFieldName('arguments');
  return a ? a.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment') : [];
}

// Keyed by the Language object itself: the parser module loads each grammar once per process.
const siteQueries = new Map<Language, Query | null>();

/** Returns the (cached) query capturing every `callType` node and every decorator of `language`; null when the
 * grammar has neither node type (a tree walk would have found no sites either). */
function siteQuery(language: Language, callType: string): Query | null {
  let q = siteQueries.get(language);
  if (q === undefined) {
    // A grammar rejects a pattern naming a node type it lacks: try calls and decorators, then each alone.
    q = null;
    for (const src of [`(${callType}) @site (decorator) @site`, `(${callType}) @site`, '(decorator) @site']) {
      try { q = new Query(language, src); break; } catch { /* next */ }
    }
    siteQueries.set(language, q);
  }
  return q;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

/** Returns the compiler's facts about a parsed file: calls, module-level names, dynamic sites and decorators. */
export function fileFacts(tree: Tree, lang: LangId, errorLine: number): FileFacts {
  const py = lang === 'python';
  const calls = new Map<string, CallSite>();
  const dynamic: DynamicFact[] = [];
  const decorators: DecoratorFact[] = [];
  const sites: (CallSite | number)[] = [];
  const callType = py ? 'call' : 'call_expression';
  const memberType = py ? 'attribute' : 'member_expression';
  const propField = py ? 'attribute' : 'property';
  const visit = (node: Node): void => {
    const line = node.startPosition.row + 1;
    if (node.type === 'decorator') {
      let e = node.namedChild(0);
      if (e?.type === 'call' || e?.type === 'call_expression') e = e.childForFieldName('function');
      if (e) decorators.push({ name: e.text.replace(/\s+/g, ''), line });
      return;
    }
    const fn = node.childForFieldName('function');
    if (!fn) return;
    const a = args(node);
    let name = '';
    let recv = '';
    if (fn.type === 'identifier') name = fn.text;
    else if (fn.type === memberType) {
      name = fn.childForFieldName(propField)?.text ?? '';
      const obj = fn.childForFieldName('object');
      recv = obj && (obj.type === 'identifier' || obj.type === 'this' || obj.type === 'self') ? obj.text : '?';
    } else if (fn.type === 'import') {
      if (!isConstString(a[0], lang)) dynamic.push({ line, kind: 'dynamic-import', detail: `import(${clip(a[0]?.text ?? '')}) with a non-constant specifier (${whyNotConstant(a[0])})` });
      return;
    } else if (!py && fn.type === 'subscript_expression') {
      const idx = fn.childForFieldName('index');
      if (!isConstString(idx, lang) && idx?.type !== 'number') dynamic.push({ line, kind: 'dynamic-dispatch', detail: `${clip(fn.text)}(…) calls a computed member` });
      return;
    }
    if (!name) return;
    if (py && name === 'getattr' && recv === '' && a.length >= 2 && !isConstString(a[1], lang)) {
      dynamic.push({ line, kind: 'dynamic-dispatch', detail: `getattr(${clip(a.map((x) => x.text).join(', '))}) with a non-constant name (${whyNotConstant(a[1])})` });
    }
    if ((name === 'import_module' || name === '__import__' || (!py && name === 'require' && recv === '')) && a.length >= 1 && !isConstString(a[0], lang)) {
      dynamic.push({ line, kind: 'dynamic-import', detail: `${recv && recv !== '?' ? `${recv}.` : ''}${name}(${clip(a[0].text)}) with a non-constant module (${whyNotConstant(a[0])})` });
    }
    const key = `${recv}\u0000${name}`;
    let site = calls.get(key);
    if (!site) calls.set(key, (site = { name, recv, line }));
    if (recv) sites.push(site, line, a.length);
  };
  // The call and decorator nodes, found by a query that runs inside the parser's wasm (walking every node from
  // JavaScript marshals a cursor per step and cost as much as the parse), sorted into the depth-first pre-order a
  // tree walk visits them in: by start, the enclosing node first.
  const found = siteQuery(tree.language, callType)?.captures(tree.rootNode).map((c) => c.node) ?? [];
  found.sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
  for (const n of found) visit(n);
  const bound = new Set<string>();
  const imported = new Set<string>();
  const modules = new Set<string>();
  if (py) pyBindings(tree.rootNode, bound, imported, modules);
  else curlyBindings(tree.rootNode, bound, imported);
  const sorted = [...calls.values()].sort((x, y) => x.line - y.line || (x.name < y.name ? -1 : x.name > y.name ? 1 : x.recv < y.recv ? -1 : 1));
  const indexOf = new Map(sorted.map((c, i) => [c, i]));
  const siteArr = new Int32Array(sites.length);
  for (let i = 0; i < sites.length; i += 3) {
    siteArr[i] = indexOf.get(sites[i] as CallSite)!;
    siteArr[i + 1] = sites[i + 1] as number;
    siteArr[i + 2] = sites[i + 2] as number;
  }
  return {
    callNames: sorted.flatMap((c) => [c.recv, c.name]),
    callLines: Int32Array.from(sorted, (c) => c.line),
    sites: siteArr,
    bound: [...bound].sort(),
    imported: [...imported].sort(),
    modules: [...modules].sort(),
    dynamic,
    decorators,
    errorLine,
  };
}

function bindNames(n: Node, out: Set<string>): void {
  if (n.type === 'identifier' || n.type === 'shorthand_property_identifier_pattern') { out.add(n.text); return; }
  if (n.type === 'attribute' || n.type === 'subscript' || n.type === 'member_expression') return;
  for (const c of n.namedChildren) {
    if (!c) continue;
    if (c.type === 'pair_pattern') { const v = c.childForFieldName('value'); if (v) bindNames(v, out); }
    else bindNames(c, out);
  }
}

/** Collects the names a Python module binds at module level (without entering function or class bodies). */
function pyBindings(block: Node, bound: Set<string>, imported: Set<string>, modules: Set<string>): void {
  for (const stmt of block.namedChildren) {
    if (!stmt) continue;
    let n: Node | null = stmt;
    if (n.type === 'decorated_definition') n = n.childForFieldName('definition');
    if (!n) continue;
    switch (n.type) {
      case 'function_definition': case 'class_definition': {
        const name = n.childForFieldName('name');
        if (name) bound.add(name.text);
        break;
      }
      case 'import_statement': case 'import_from_statement': case 'future_import_statement': {
        const moduleName = n.childForFieldName('module_name');
        for (const c of n.namedChildren) {
          if (!c || c.id === moduleName?.id) continue;
          let name: string | undefined;
          if (c.type === 'aliased_import') name = c.childForFieldName('alias')?.text;
          else if (c.type === 'dotted_name') name = (n.type === 'import_statement' ? c.namedChild(0) : c.namedChild(c.namedChildCount - 1))?.text;
          if (name) {
            bound.add(name);
            imported.add(name);
            if (n.type === 'import_statement') modules.add(name);
          }
        }
        break;
      }
      case 'expression_statement':
        for (const e of n.namedChildren) {
          let a: Node | null = e;
          while (a && (a.type === 'assignment' || a.type === 'augmented_assignment')) {
            const left = a.childForFieldName('left');
            if (left) bindNames(left, bound);
            a = a.childForFieldName('right');
          }
        }
        break;
      default:
        if (PY_COMPOUND.has(n.type)) {
          if (n.type === 'for_statement') { const l = n.childForFieldName('left'); if (l) bindNames(l, bound); }
          for (const c of n.namedChildren) {
            if (!c) continue;
            if (c.type === 'block') pyBindings(c, bound, imported, modules);
            else if (PY_CLAUSES.has(c.type)) for (const b of c.namedChildren) if (b?.type === 'block') pyBindings(b, bound, imported, modules);
            else if (c.type === 'with_clause') {
              for (const w of c.namedChildren) {
                const alias = w?.namedChild(0)?.childForFieldName('alias');
                if (alias) bindNames(alias, bound);
              }
            }
          }
        }
    }
  }
}

/** Collects the names a JS/TS module binds at top level (imports, declarations), without entering bodies. */
function curlyBindings(root: Node, bound: Set<string>, imported: Set<string>): void {
  for (const stmt of root.namedChildren) {
    if (!stmt) continue;
    if (stmt.type === 'import_statement') {
      const stack: Node[] = [stmt];
      while (stack.length) {
        const n = stack.pop()!;
        if (n.type === 'import_specifier') {
          const a = n.childForFieldName('alias') ?? n.childForFieldName('name');
          if (a) { bound.add(a.text); imported.add(a.text); }
          continue;
        }
        if (n.type === 'identifier') { bound.add(n.text); imported.add(n.text); }
        for (const c of n.namedChildren) if (c && c.type !== 'string') stack.push(c);
      }
      continue;
    }
    const decl = stmt.type === 'export_statement' ? stmt.childForFieldName('declaration') ?? stmt : stmt;
    const name = decl.childForFieldName('name');
    if (name && decl.type !== 'expression_statement') bound.add(name.text);
    if (decl.type === 'lexical_declaration' || decl.type === 'variable_declaration') {
      for (const d of decl.namedChildren) {
        if (d?.type !== 'variable_declarator') continue;
        const n = d.childForFieldName('name');
        if (n) bindNames(n, bound);
        const v = d.childForFieldName('value');
        // `const x = require('y')` binds an import.
        if (n && v?.type === 'call_expression' && v.childForFieldName('function')?.text === 'require') bindNames(n, imported);
      }
    }
  }
}
