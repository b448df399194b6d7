import type { Node, Tree } from 'web-tree-sitter';
import { lastRow, isDocstring, lineIndent, PY_COMPOUND, PY_CLAUSES } from '../parse/pynodes.js';
import type { SourceElision, LevelElisions } from './levels.js';

export type { SourceElision } from './levels.js';

/**
 * Returns the elisions that turn a Python module into its interface skeleton at every level: each function body
 * (after the signature and docstring) becomes one `...` line at the body's indentation, with the elided range in a
 * comment (all levels); module, class and function docstrings are cut to their first paragraph (`summary`) or
 * dropped (`signatures`, with `...` where the docstring was the block's only statement). Class bodies, module
 * statements and compound statements (if/try/with/for) are kept and recursed into.
 */
export function pythonElisions(tree: Tree, lineAt: (row: number) => string): LevelElisions {
  const out: LevelElisions = { bodies: [], summary: [], signatures: [] };
  const root = tree.rootNode;
  docElisions(root, root.startPosition.row - 1, lineAt, out);
  visitBlock(root, lineAt, out);
  return out;
}

function visitBlock(block: Node, lineAt: (row: number) => string, out: LevelElisions): void {
  const stmts = block.namedChildren.filter((s): s is Node => s !== null);
  for (let i = 0; i < stmts.length; i++) {
    const skip = overloadRun(stmts, i, lineAt, out);
    if (skip > 0) { i += skip - 1; continue; }
    visitStatement(stmts[i], lineAt, out);
  }
}

/** Returns the name a statement defines when it is a def decorated with `@overload` (`typing.overload`), else ''. */
function overloadName(stmt: Node): string {
  if (stmt.type !== 'decorated_definition') return '';
  const def = stmt.childForFieldName('definition');
  if (!def || def.type !== 'function_definition') return '';
  for (const d of stmt.namedChildren) {
    if (d?.type !== 'decorator') continue;
    const e = d.namedChild(0);
    if (e && (e.text === 'overload' || /\.overload$/.test(e.text))) return def.childForFieldName('name')?.text ?? '';
  }
  return '';
}

/** Returns the name `stmt` defines when it is a (decorated) function definition, else ''. */
function defName(stmt: Node): string {
  const def = stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
  return def?.type === 'function_definition' ? def.childForFieldName('name')?.text ?? '' : '';
}

/**
 * At stmts[i], a run of `@overload` stubs followed by the implementation of the same name becomes one comment line
 * at the summary and signatures levels (the implementation's signature stays); returns the run's length, or 0.
 * Stubs without an implementation (`.pyi` files, protocols) are kept.
 */
function overloadRun(stmts: Node[], i: number, lineAt: (row: number) => string, out: LevelElisions): number {
  const name = overloadName(stmts[i]);
  if (!name) return 0;
  let j = i;
  while (j < stmts.length && (stmts[j].type === 'comment' || overloadName(stmts[j]) === name)) j++;
  while (j > i && stmts[j - 1].type === 'comment') j--;
  let impl = j;
  while (impl < stmts.length && stmts[impl].type === 'comment') impl++;
  if (impl >= stmts.length || defName(stmts[impl]) !== name || stmts[j].startPosition.row <= lastRow(stmts[j - 1])) return 0;
  const start = stmts[i].startPosition.row + 1;
  const end = lastRow(stmts[j - 1]) + 1;
  const n = stmts.slice(i, j).filter((s) => s.type !== 'comment').length;
  const e: SourceElision = { start, end, replacement: `${lineIndent(lineAt(start - 1))}# … ${n} @overload signature${n === 1 ? '' : 's'} of ${name}: lines ${start}-${end}` };
  out.summary.push(e);
  out.signatures.push(e);
  for (let k = i; k < j; k++) visitStatement(stmts[k], lineAt, { bodies: out.bodies, summary: [], signatures: [] });
  return j - i;
}

function visitStatement(stmt: Node, lineAt: (row: number) => string, out: LevelElisions): void {
  let def: Node | null = stmt;
  if (stmt.type === 'decorated_definition') {
    def = stmt.childForFieldName('definition');
    for (const d of stmt.namedChildren) if (d?.type === 'decorator') stringCuts(d, lineAt, out);
  }
  if (!def) return;
  if (def.type === 'function_definition') {
    if (!def.hasError) elideFunction(def, lineAt, out);
  } else if (def.type === 'class_definition') {
    const body = def.childForFieldName('body');
    if (body) {
      if (!def.hasError) docElisions(body, headerRow(def, body), lineAt, out);
      visitBlock(body, lineAt, out);
    }
  } else if (def.type === 'expression_statement') {
    if (!isDocstring(def)) stringCuts(def, lineAt, out);
  } else if (PY_COMPOUND.has(def.type)) {
    for (const child of def.namedChildren) {
      if (!child) continue;
      if (child.type === 'block') visitBlock(child, lineAt, out);
      else if (PY_CLAUSES.has(child.type)) {
        for (const c of child.namedChildren) if (c && c.type === 'block') visitBlock(c, lineAt, out);
      }
    }
  }
}

/** Returns the 0-based row of the `:` that ends the header of `def` (whose block is `body`). */
function headerRow(def: Node, body: Node): number {
  const colon = body.previousSibling;
  return colon ? colon.endPosition.row : def.startPosition.row;
}

function elideFunction(def: Node, lineAt: (row: number) => string, out: LevelElisions): void {
  const body = def.childForFieldName('body');
  if (!body) return;
  const colonRow = headerRow(def, body);
  // Only the first two statements matter: materialising every statement of a long body costs more than the parse.
  const first = nextStatement(body.firstNamedChild);
  if (!first || first.startPosition.row <= colonRow) return; // one-line def: nothing to gain
  let keepUntil = colonRow;
  let rest: Node | null = first;
  if (isDocstring(first)) {
    keepUntil = lastRow(first);
    rest = nextStatement(first.nextNamedSibling);
    docElisions(body, colonRow, lineAt, out, first, rest);
  }
  if (!rest || rest.startPosition.row <= keepUntil) return;
  const endRow = lastRow(def);
  // A body that is already just `...` (a stub) stays as it is: the marker would be longer than the body.
  if (rest.text === '...' && endRow === rest.startPosition.row) return;
  if (endRow <= keepUntil) return;
  const indent = lineIndent(lineAt(first.startPosition.row));
  out.bodies.push({
    start: keepUntil + 2,
    end: endRow + 1,
    replacement: `${indent}...  # … lines ${keepUntil + 2}-${endRow + 1}`,
  });
}

/** Opening prefix and quote of a triple-quoted string literal (`r"""`, `'''`), else null. */
const TRIPLE = /^([rRuUbB]{0,2})("""|''')/;

/**
 * Adds the `summary` and `signatures` elisions of the docstring of `block` (its first statement, when that is a
 * lone string on lines of its own after the header row `headerRow`): summary keeps the first paragraph and closes
 * the string on the next line; signatures drops it, or leaves `...` when it is the block's only statement.
 */
function docElisions(block: Node, headerRow: number, lineAt: (row: number) => string, out: LevelElisions,
  first: Node | null = nextStatement(block.firstNamedChild), rest: Node | null | undefined = undefined): void {
  if (!first || !isDocstring(first) || first.startPosition.row <= headerRow) return;
  const str = first.namedChild(0);
  if (!str || str.type !== 'string') return;
  const startRow = first.startPosition.row;
  const endRow = lastRow(first);
  const next = rest === undefined ? nextStatement(first.nextNamedSibling) : rest;
  if (next && next.startPosition.row <= endRow) return; // `"""doc"""; x = 1`: not on lines of its own
  const firstLine = lineAt(startRow);
  const indent = lineIndent(firstLine);
  // signatures: no docstring; a block that held nothing else keeps a `...` so it stays a block.
  out.signatures.push({ start: startRow + 1, end: endRow + 1, replacement: next ? '' : `${indent}...` });
  if (endRow === startRow) return;
  const open = TRIPLE.exec(str.text);
  if (!open) return;
  // summary: the first paragraph (up to the first blank line after some text), on one line when it is short.
  const para: string[] = [];
  let cutRow = endRow; // first row not in the first paragraph
  for (let row = startRow; row <= endRow; row++) {
    let line = lineAt(row);
    if (row === startRow) line = line.slice(indent.length + open[0].length);
    if (row === endRow) {
      const close = line.lastIndexOf(open[2]);
      line = close >= 0 ? line.slice(0, close) : line;
    }
    const t = line.trim();
    if (t === '') { if (para.length) { cutRow = row; break; } continue; }
    para.push(t);
  }
  const joined = para.join(' ');
  const raw = /[rR]/.test(open[1]);
  if (joined.length <= MAX_ONE_LINE && !joined.endsWith(open[2][0]) && (raw || !joined.includes('\\'))) {
    out.summary.push({ start: startRow + 1, end: endRow + 1, replacement: `${indent}${open[0]}${joined}${open[2]}` });
  } else if (cutRow < endRow) {
    out.summary.push({ start: cutRow + 1, end: endRow + 1, replacement: `${indent}${open[2]}` });
  }
}

/** A docstring's first paragraph up to this many characters is put on one line at the summary level. */
const MAX_ONE_LINE = 240;

/** Returns `n` or the first named sibling after it that is not a comment. */
function nextStatement(n: Node | null): Node | null {
  while (n && n.type === 'comment') n = n.nextNamedSibling;
  return n;
}

/**
 * Adds, for the summary and signatures levels, the cut of every multi-line triple-quoted string inside `node` (a
 * decorator or a module/class-level statement: `_doc = """…"""`, `@doc(examples="""…""")`) to its first paragraph.
 * The rest of the string's last line (`""",` or `""" % args`) is kept, so the statement stays valid. F-strings are
 * kept whole: a cut could split a replacement field.
 */
function stringCuts(node: Node, lineAt: (row: number) => string, out: LevelElisions): void {
  if (node.endPosition.row === node.startPosition.row) return;
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.endPosition.row === n.startPosition.row) continue;
    if (n.type === 'lambda' || n.type === 'function_definition' || n.type === 'class_definition') continue;
    if (n.type === 'string') {
      const cut = paragraphCut(n, lineAt);
      if (cut) { out.summary.push(cut); out.signatures.push(cut); }
      continue;
    }
    for (let i = n.namedChildCount - 1; i >= 0; i--) {
      const c = n.namedChild(i);
      if (c) stack.push(c);
    }
  }
}

/** Returns the elision that cuts the triple-quoted string `str` after its first paragraph, or null when none applies. */
function paragraphCut(str: Node, lineAt: (row: number) => string): SourceElision | null {
  const open = TRIPLE.exec(str.text);
  if (!open) return null;
  const startRow = str.startPosition.row;
  const endRow = str.endPosition.row;
  const first = lineAt(startRow).slice(str.startPosition.column + open[0].length);
  let seenText = first.trim() !== '';
  for (let row = startRow + 1; row < endRow; row++) {
    const blank = lineAt(row).trim() === '';
    if (!blank) { seenText = true; continue; }
    if (!seenText) continue;
    const last = lineAt(endRow);
    const indent = lineIndent(last);
    return { start: row + 1, end: endRow + 1, replacement: `${indent}${open[2]}${last.slice(str.endPosition.column)}` };
  }
  return null;
}
