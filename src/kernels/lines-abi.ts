// Shared contract of the line-ops kernel (assembly/lines.ts) and its TypeScript twin (src/kernels/js/lines.ts).
// The keyword table is duplicated in assembly/lines.ts (AssemblyScript cannot import from src/); a test checks
// that both implementations flag the same lines.

/**
 * Line flag: contains a signal keyword (a SIGNAL_KEYWORDS entry, ASCII case-insensitive) that starts a word (the byte
 * before is not a lowercase letter), starts with an uppercase letter (`KeyError`, `ECONNREFUSED`), or is a symbol.
 */
export const FLAG_KEYWORD = 1;
/** Line flag: contains a letter followed by ':' or '(' and a digit (`x.py:12`, `a.ts(3,4)`) or `line <digit>`. */
export const FLAG_LOCATION = 2;
/** Line flag: empty or only spaces, tabs, CR, VT, FF. */
export const FLAG_BLANK = 4;
/** Line flag: a ck marker (`[ck: `, optionally indented and/or opened by a JSON quote). Never collapsed. */
export const FLAG_MARKER = 8;
/** Line flag: contains a byte >= 0x80. */
export const FLAG_NON_ASCII = 16;
/**
 * Line flag: the line starts with a signal prefix the classifier's prefix rules (src/normalize/signal.ts) may accept,
 * checked on bytes: indented `at ` / `... 12` (stack frames); unindented `E ` / `E:` / `W:` (pytest, apt), `__` / `_ `
 * (pytest report headers and frame separators), `>` and two blanks (pytest source lines), `#` ending in a digit
 * (TAP counters), `diff --git `, `+++ `, `--- a/`, `@@ -`; at any indentation `not ok`, an `ok ` holding a `#`
 * (a directive), and a status glyph (non-ASCII first byte: `✖ ℹ ﹣`) when the line holds a `#` or ends in a digit.
 * Exact for what the rules test on bytes (a `✔ name (1ms)` line of a long run never reaches them); the classifier
 * confirms the rest. Lines with none of KEYWORD, LOCATION, PREFIX never reach it outside a block.
 */
export const FLAG_PREFIX = 32;
/** Line flag: starts with a space or a tab. */
export const FLAG_INDENT = 64;
/**
 * Line flag, on KEYWORD lines only: the line holds `://`, and no URL_ANCHORS entry lies wholly outside its URLs (a URL:
 * the run of ASCII non-blank bytes around a `://`; a byte >= 0x80 ends it). The classifier's word test cannot accept
 * such a line (src/normalize/signal.ts hasSignalWord replaces each URL by a blank before its regexes, and each of
 * their matches holds an anchor), so it answers it without decoding it: npm's fetch lines, whose only keyword is in
 * the registry's URL.
 */
export const FLAG_URL_WORDS = 128;

/**
 * Blank-free pieces of which every match of the classifier's word regexes holds one (signal.ts SIGNAL_ANCHORS
 * derives them from its word lists; a test checks the two agree): lowercase, ASCII letters compared without case,
 * symbols by their UTF-8 bytes. At most 64 entries (the wasm kernel keeps one u64 mask per first byte).
 */
export const URL_ANCHORS: readonly string[] = [
  'abort', 'assert', 'cannot', 'caused', 'conflict', 'could', 'crash', 'critical', 'denied', 'deprecat', 'dumped',
  'eacces', 'eaddrinuse', 'econnre', 'enoent', 'eperm', 'err', 'exception', 'exit', 'expected', 'extraneous', 'fail',
  'fatal', 'fault', 'forbidden', 'found', 'invalid', 'killed', 'memory', 'mismatch', 'missing', 'overflow',
  'packages', 'panic', 'passed', 'received', 'refused', 'segmentation', 'severe', 'stack', 'status', 'successful',
  'such', 'tests', 'timed', 'timeout', 'traceback', 'unable', 'unauthorized', 'undefined', 'unmet', 'vulnerab',
  'warn', '\u00d7', '\u25cf', '\u2715', '\u2716', '\u2717', '\u2718', '\u274c'
];

/** The flags that make a line one the signal classifier looks at outside a block (LineOps.flagged lists them). */
export const FLAGGED = FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER;

/** Run kind: the same line repeated (first line kept). */
export const RUN_REPEAT = 1;
/** Run kind: two lines alternating (first two kept), e.g. spinners. */
export const RUN_ALTERNATE = 2;
/** Run kind: blank lines (first kept). */
export const RUN_BLANK = 3;

/**
 * Keywords that make a line a signal candidate, lowercase; matched as substrings with ASCII case folding.
 * Superset of every word the signal classifier (src/normalize/signal.ts) looks for: a word missing here is a
 * false negative there. At most 64 entries (the wasm kernel keeps one u64 mask per first byte).
 */
export const SIGNAL_KEYWORDS: readonly string[] = [
  'error', 'warn', 'fail', 'fatal', 'exception', 'traceback', 'panic', 'assert', 'abort', 'denied', 'refused',
  'cannot', 'could not', "couldn't", 'unable', 'not found', 'no such', 'undefined', 'segmentation', 'core dumped',
  'killed', 'timed', 'timeout', 'vulnerab', 'err!', 'passed in', 'passed,', 'passed (', 'tests:', 'caused by', 'expected', 'received',
  'invalid', 'deprecat', 'mismatch', 'missing', 'conflict', 'critical', 'severe', 'exit', 'unmet', 'extraneous',
  'forbidden', 'unauthorized', 'crash', 'stack trace', 'enoent', 'eacces', 'eperm',
  'econnre', 'eaddrinuse', 'packages in', 'tests in', 'successfully installed', 'build successful', 'out of memory', 'overflow',
  '\u2716', '\u2717', '\u2718', '\u2715', '\u00d7', '\u274c', '\u25cf',
];

/**
 * Kernel keywords that are only a prefilter for longer phrases: the classifier looks for the phrases, not the
 * keyword (one 64-entry table cannot hold every phrase; `exit` alone would make "exiting" a signal).
 */
export const KEYWORD_PHRASES: Readonly<Record<string, readonly string[]>> = {
  exit: ['exit code', 'exit status', 'exited with'],
  timed: ['timed out', 'timedout'],
};

/** Thresholds of the run rules (minimum run lengths, in lines). */
export interface LineOpsOptions {
  readonly minRepeat: number;
  readonly minAlternate: number;
  readonly minBlank: number;
}

/** The line table of one buffer. */
export interface LineOps {
  /** Number of lines (a trailing newline does not start a new line). */
  readonly count: number;
  /** count + 1 byte offsets; line i is bytes [starts[i], starts[i + 1] - 1). */
  readonly starts: Int32Array;
  /** count FLAG_* bitsets. */
  readonly flags: Uint8Array;
  /**
   * count 32-bit hashes of the line bytes (equal lines, equal hashes): FNV-style over the line's 8-byte chunks,
   * each chunk's two 32-bit halves mixed in, then `h ^= h >>> 15`. A prefilter for equality, not a checksum. The
   * kernel's tables in place (T1's, linesInPlace's) compute them when first read; nothing in T1 reads them.
   */
  readonly hashes: Int32Array;
  /** Triples (kind, first line, end line exclusive), 0-based, in order and non-overlapping. */
  readonly runs: Int32Array;
  /**
   * Indices of the lines with a FLAGGED flag, in order: the classifier jumps between them outside a block, so the
   * lines of a long output nothing flagged cost no JavaScript (absent: the classifier visits every line).
   */
  readonly flagged?: Int32Array;
  /** Length in bytes of the longest line (newline excluded); absent when not computed. */
  readonly maxLineBytes?: number;
  /** Which implementation produced the table. */
  readonly impl: 'wasm' | 'js';
}
