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
