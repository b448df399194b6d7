import type { Node, Tree } from 'web-tree-sitter';
import type { LangId } from '../parse/languages.js';
import type { SourceElision } from './levels.js';

/** One elided body: 1-based inclusive source lines and the [from, to) string offsets replaced by `replacement`. */
export interface CurlyElision { start: number; end: number; from: number; to: number; replacement: string }

interface Shape {
  /** Node types walked into: their children may hold declarations. */
  containers: Set<string>;
  /** Node types whose `body` field is a function body to elide. */
  functions: Set<string>;
  /** Body node types that are brace blocks (expression bodies of arrows are kept). */
  blocks: Set<string>;
}

const JS_CONTAINERS = [
  'program', 'export_statement', 'class_declaration', 'abstract_class_declaration', 'class', 'class_body',
  'lexical_declaration', 'variable_declaration', 'variable_declarator', 'expression_statement',
  'assignment_expression', 'internal_module', 'module', 'ambient_declaration', 'public_field_definition',
  'field_definition', 'statement_block', 'parenthesized_expression',
];
const JS_FUNCTIONS = [
  'function_declaration', 'generator_function_declaration', 'function_expression', 'function', 'generator_function',
  'arrow_function', 'method_definition',
];

const SHAPES: Record<Exclude<LangId, 'python'>, Shape> = {
  javascript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
  typescript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
  tsx: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
  go: { containers: new Set(['source_file']), functions: new Set(['function_declaration', 'method_declaration']), blocks: new Set(['block']) },
  rust: {
    containers: new Set(['source_file', 'impl_item', 'trait_item', 'mod_item', 'declaration_list']),
    functions: new Set(['function_item']),
    blocks: new Set(['block']),
  },
  java: {
    containers: new Set(['program', 'class_declaration', 'class_body', 'interface_declaration', 'interface_body',
      'enum_declaration', 'enum_body', 'enum_body_declarations', 'record_declaration']),
    functions: new Set(['method_declaration', 'constructor_declaration', 'compact_constructor_declaration']),
    blocks: new Set(['block', 'constructor_body']),
  },
  php: {
    containers: new Set(['program', 'namespace_definition', 'compound_statement', 'class_declaration', 'interface_declaration',
      'trait_declaration', 'enum_declaration', 'declaration_list', 'enum_declaration_list']),
    functions: new Set(['function_definition', 'method_declaration']),
    blocks: new Set(['compound_statement']),
  },
};

/**
 * Returns the function bodies to elide for a brace language: every multi-line body of a declaration reachable
 * through declaration containers (classes, exports, namespaces, impls), replaced by `{ /* … lines a-b *\/ }`.
 * Bodies of functions nested inside other bodies go with their parent.
 */
export function curlyElisions(tree: Tree, lang: Exclude<LangId, 'python'>, docs?: DocSink): CurlyElision[] {
  const shape = SHAPES[lang];
  const out: CurlyElision[] = [];
  const stack: Node[] = [tree.rootNode];
  while (stack.length) {
    const node = stack.pop()!;
    if (shape.functions.has(node.type)) {
      const body = node.childForFieldName('body');
      if (body && shape.blocks.has(body.type) && !body.hasError && body.endPosition.row > body.startPosition.row) {
        const start = body.startPosition.row + 1;
        const end = body.endPosition.row + 1;
        out.push({ start, end, from: body.startIndex, to: body.endIndex, replacement: `{ /* … lines ${start}-${end} */ }` });
        continue;
      }
    }
    if (!shape.containers.has(node.type) && !shape.functions.has(node.type)) continue;
    const kids = node.namedChildren;
    if (docs) commentElisions(kids, docs);
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (k) stack.push(k);
    }
  }
  out.sort((a, b) => a.from - b.from);
  return out;
}

/** Where curlyElisions puts the doc-comment cuts of the `summary` and `signatures` levels. */
export interface DocSink { text: string; starts: number[]; summary: SourceElision[]; signatures: SourceElision[] }

const COMMENT_TYPES = new Set(['comment', 'line_comment', 'block_comment']);

/** Returns the 0-based last row of `n`, not counting a newline the node itself ends with (Rust line comments). */
function endRow(n: Node): number {
  const e = n.endPosition;
  return e.column === 0 && e.row > n.startPosition.row ? e.row - 1 : e.row;
}

/** Returns true when `n` is alone on its lines (only whitespace before its start and after its end). */
function wholeLines(n: Node, sink: DocSink): boolean {
  const { text, starts } = sink;
  const before = text.slice(starts[n.startPosition.row] ?? 0, n.startIndex);
  if (before.trim() !== '') return false;
  const lineEnd = (starts[endRow(n) + 1] ?? text.length + 1) - 1;
  return n.endIndex >= lineEnd || text.slice(n.endIndex, lineEnd).trim() === '';
}

/**
 * Adds the level cuts of the comments among `kids` (declarations of one container): every run of whole-line comments
 * is dropped at `signatures`; at `summary` a block comment keeps its first paragraph (up to a blank line or the first
 * `@tag`) and is closed on the next line, and a run of line comments keeps the lines before its first empty one.
 */
function commentElisions(kids: (Node | null)[], sink: DocSink): void {
  const line = (row: number): string => sink.text.slice(sink.starts[row] ?? sink.text.length, (sink.starts[row + 1] ?? sink.text.length + 1) - 1);
  let run: Node[] = [];
  const flush = (): void => {
    if (!run.length) return;
    const first = run[0].startPosition.row;
    const last = endRow(run[run.length - 1]);
    sink.signatures.push({ start: first + 1, end: last + 1, replacement: '' });
    summaryCut(run, line, sink.summary);
    run = [];
  };
  for (const k of kids) {
    if (!k || !COMMENT_TYPES.has(k.type) || !wholeLines(k, sink)) { flush(); continue; }
    if (run.length && k.startPosition.row !== endRow(run[run.length - 1]) + 1) flush();
    run.push(k);
  }
  flush();
}

function summaryCut(run: Node[], line: (row: number) => string, out: SourceElision[]): void {
  let seenText = false;
  for (let i = 0; i < run.length; i++) {
    const c = run[i];
    const t = c.text;
    if (t.startsWith('/*')) {
      const s = c.startPosition.row;
      const e = endRow(c);
      if (seenText) { out.push({ start: s + 1, end: endRow(run[run.length - 1]) + 1, replacement: '' }); return; }
      for (let row = s + 1; row < e; row++) {
        const body = line(row).trim().replace(/^\*+/, '').trim();
        if (body === '' || body.startsWith('@')) {
          if (!seenText && body === '') continue;
          const indent = /^[ \t]*/.exec(line(s))![0];
          out.push({ start: row + 1, end: endRow(run[run.length - 1]) + 1, replacement: `${indent} */` });
          return;
        }
        seenText = true;
      }
      seenText = true;
      continue;
    }
    const body = t.replace(/^\/\/[/!]?/, '').trim();
    if (body === '' && seenText) {
      out.push({ start: c.startPosition.row + 1, end: endRow(run[run.length - 1]) + 1, replacement: '' });
      return;
    }
    if (body !== '') seenText = true;
  }
}
