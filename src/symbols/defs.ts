import type { Node } from 'web-tree-sitter';

/**
 * A top-level statement of a module as a def-use unit: what it defines and every name it reads (symbol slices keep
 * a unit and, transitively, the units defining what it reads).
 */
export interface SymbolUnit {
  start: number;
  end: number;
  name: string;
  kind: 'function' | 'class' | 'statement';
  defines: Set<string>;
  uses: Set<string>;
  /** Kept in every slice (a module's `__future__` imports, Go's package clause). */
  always: boolean;
}

/** One definition found by the parser: a class, function or method with its exact line range. */
export interface DefEntry {
  /** Bare name: `merge`. */
  name: string;
  /** Dotted path through enclosing classes and functions: `DataFrame.merge`. */
  qname: string;
  kind: 'function' | 'method' | 'class';
  /** 1-based first line, at the first decorator when decorated. */
  start: number;
  /** 1-based last line of the last statement (Python's `end_lineno`). */
  end: number;
  /** 1-based last line of the header (`def …:` / `class …:` / up to the opening brace). */
  headerEnd: number;
  /** 1-based last line of the docstring when there is one right after the header, else 0. */
  docEnd: number;
  /** Index of the enclosing definition in the same table, or -1 at module level. */
  parent: number;
}

/** Returns the 0-based row where a declaration's header ends: its body's first row (the opening brace), else its last row. */
export function headerEndRow(node: Node): number {
  const body = node.childForFieldName('body');
  return body ? body.startPosition.row : node.endPosition.row;
}
