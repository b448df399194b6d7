/** The shape of a parsed symptom: what the user pasted, split into frames, messages, types, tests, diagnostics. */

/** The format a frame was read from; it decides how its path is resolved and how its order is read. */
export type FrameFormat =
  | 'python'
  | 'pytest'
  | 'node'
  | 'node-header'
  | 'go'
  /** A `go test` failure's `x_test.go:42:` line (its path completed by the package's `FAIL\tpkg` line when it comes). */
  | 'go-test'
  | 'rust'
  | 'java'
  /** PHP: `#0 /path/File.php(12): X->m()` frames; the uncaught exception's ` in /path:12` (its throw site); a
   * warning's or error's `in /path on line 12`; Xdebug's call stacks; PHPUnit's `/path/FooTest.php:15` locations. */
  | 'php'
  | 'php-header'
  | 'php-error'
  | 'php-xdebug'
  | 'phpunit'
  /** IPython/Jupyter frames (`----> 150` marker lines; classic `path in f(...)` and 8.x `File path:150, in f`). */
  | 'ipython'
  /** A failing doctest example: the docstring line that ran it; a traceback it raised continues its block. */
  | 'doctest'
  /** Firefox and Safari frames (`f@https://host/x.js:1:2`), innermost first. */
  | 'browser'
  | 'path';

/** One stack frame (or a located mention) from a symptom. */
export interface Frame {
  /** The path as written, with `file://` decoded and backslashes turned into `/`. */
  path: string;
  line?: number;
  col?: number;
  /** The function name the frame names, when it names one. */
  func?: string;
  /** The source line the symptom printed under the frame, trimmed. */
  source?: string;
  format: FrameFormat;
  /** Index of the traceback block (chained exceptions start a new block), 0-based in text order. */
  chain: number;
  /** Call order inside its block: 0 is the outermost caller; higher is nearer the raise. */
  order: number;
  /** For Java-like frames: the fully qualified class (`com.example.App`), used to resolve the path by package. */
  qualifiedClass?: string;
  /** True when the runtime marks the frame as its own internals (`node:internal/…`, `<frozen …>`). */
  internal?: boolean;
  /** The archive a frame's code was loaded from, when the frame prints it (a JVM frame's `~[jackson-databind-2.15.2.jar:2.15.2]`). */
  container?: string;
}

/** One compiler or linter diagnostic. */
export interface Diagnostic {
  path: string;
  line: number;
  col?: number;
  severity: 'error' | 'warning' | 'note';
  code?: string;
  message: string;
  /** `python`: the warnings module (`path:N: SomeWarning: message`); `generic`: a gcc-shaped line of another tool. */
  tool: 'gcc' | 'tsc' | 'mypy' | 'pyright' | 'eslint' | 'rustc' | 'python' | 'go' | 'javac' | 'kotlinc' | 'phpstan' | 'psalm' | 'generic';
}

/**
 * A name the symptom mentions outside any frame: in prose, in a code block or between backticks. Resolution to
 * repository files and definitions happens in seeding; this is text → data only.
 */
export interface Mention {
  /**
   * `path`: a file path (`requests/sessions.py`, `lib/x.ts:12`); `module`: a dotted module path
   * (`sklearn.utils._set_output`); `qualified`: a dotted name whose last parts look like a class member or function
   * (`DataFrame.merge`, `np.linalg.norm`); `identifier`: a single name (`ccode`, `_print_Function`); `call`: a call
   * or attribute chain in a code snippet (`ccode(sinc(x))` → parts ['ccode', 'sinc'], `df.groupby(...).agg`).
   */
  kind: 'path' | 'module' | 'qualified' | 'identifier' | 'call';
  /** The mention as written (trimmed). */
  text: string;
  /** Dotted or chained parts, in order (`['sklearn', 'utils', '_set_output']`; a path: its segments). */
  parts: string[];
  /** A line number written with a path (`x.py:12`), when there is one. */
  line?: number;
  /** Where it was seen first: between backticks, in a fenced/indented code block or an IPython `In [n]:` line, or in prose. */
  where: 'backtick' | 'code' | 'prose';
  /** How many times it occurs in the text. */
  count: number;
  /**
   * `call`: the parts called without a receiver (`refine(x)`, not `x.refine()`), when there are any. Such a call
   * reaches a function or a class in scope, never a method.
   */
  bare?: string[];
  /**
   * `call`: `[Class, member]` for a member reached on an instance the snippet has just built (`Point(1, 2).distance(q)`,
   * or `p.distance(q)` after `p = Point(1, 2)`): the member of that class is meant, not every definition of its name.
   */
  members?: Array<[string, string]>;
  /**
   * `call`: true when every occurrence is the whole right side of an assignment, one call of literals and names
   * (`x = Symbol('x')`, `df = DataFrame({'a': [1, 2]})`): the snippet declares its data there, the subject comes after.
   */
  declares?: boolean;
  /** `identifier`: true when every occurrence is a name an import line brings in (`from pkg import Name`). */
  imported?: boolean;
}

/** Everything `parseSymptom` extracts from a symptom text. */
export interface ParsedSymptom {
  frames: Frame[];
  /** Error messages (the text after `ExcType: `), innermost-cause last, deduplicated. */
  messages: string[];
  /** Exception/error class names (last dotted component), deduplicated, in text order. */
  exceptionTypes: string[];
  /** Failing test identifiers (`tests/x.py::test_y`, jest file paths). */
  tests: string[];
  diagnostics: Diagnostic[];
  /** Names mentioned in prose and code blocks (issue texts), most specific first; empty for plain tracebacks. */
  mentions: Mention[];
}
