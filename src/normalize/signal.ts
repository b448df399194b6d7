// Signal classification: which lines of a tool output must survive verbatim.
// Speed comes from the line-ops kernel: it flags keyword and location candidates in the same pass that splits
// lines, so the regexes below only run on flagged lines; everything else is a few byte comparisons per line.
// Bias: a false positive costs a few tokens, a false negative loses the answer, so every rule errs towards keeping.
import { FLAG_BLANK, FLAG_KEYWORD, FLAG_LOCATION, FLAG_MARKER, FLAG_NON_ASCII, FLAG_PREFIX, FLAG_URL_WORDS, SIGNAL_KEYWORDS, KEYWORD_PHRASES } from '../kernels/lines-abi.js';
import type { LineOps } from '../kernels/lines-abi.js';
import { withoutPaths } from './path-words.js';
import { asBuffer, lineSlice, type TextSource } from './bytes.js';

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORDS = [
  ...SIGNAL_KEYWORDS.filter((k) => !k.startsWith('passed') && /^[a-z]/.test(k) && !(k in KEYWORD_PHRASES)),
  ...Object.values(KEYWORD_PHRASES).flat(),
];
const SYMBOLS = SIGNAL_KEYWORDS.filter((k) => !/^[a-z]/.test(k));

/**
 * Signal words, refined from the kernel's substring match: a word must start a word (`es-errors` yes, `verror`
 * no), or end a CamelCase name (`KeyError`, `AssertionFailed`), or sit in an ALL-CAPS code (`ECONNREFUSED`);
 * "passed" counts only after a number ("10 passed in 2s"; the kernel only flags `passed in`/`passed,`/`passed (`,
 * so pytest -v's thousands of `PASSED` lines never reach a regex). URLs are removed first (package names in npm/pip fetch logs).
 */
const WORD_START_RE = new RegExp(`(?<![A-Za-z])(?:${WORDS.map(escapeRe).join('|')})|\\d+ passed|passed:?\\s*\\d|${SYMBOLS.map(escapeRe).join('|')}`, 'i');
const CAMEL_WORDS = ['Error', 'Exception', 'Warning', 'Fail', 'Failed', 'Failure', 'Fault', 'Denied', 'Refused', 'Timeout', 'Abort', 'Panic', 'Fatal', 'Invalid', 'Missing', 'Mismatch', 'Crash', 'Conflict'];
const CAPS_WORDS = ['ERROR', 'ERR', 'FAIL', 'FATAL', 'REFUSED', 'DENIED', 'TIMEOUT', 'TIMEDOUT', 'ABORT', 'PANIC', 'WARN', 'EXCEPTION', 'INVALID', 'MISSING', 'CRASH', 'CONFLICT'];
const CAMEL_RE = new RegExp(`[a-z0-9](?:${CAMEL_WORDS.join('|')})`);
const CAPS_RE = new RegExp(`[A-Z](?:${CAPS_WORDS.join('|')})`);

/**
 * Anchors: pieces of text without a blank (`\s`) of which every match of the three word regexes above holds one
 * (ASCII letters compared without case; the symbols as their UTF-8 bytes): the longest blank-free piece of each word
 * or phrase (`could not` → `could`), `passed` for the two counts, the CamelCase and ALL-CAPS words; an anchor holding
 * another is dropped. The line kernel's FLAG_URL_WORDS rests on them (URL_ANCHORS in kernels/lines-abi.ts is this
 * list, which a test checks). @internal (exported for the tests)
 */
export const SIGNAL_ANCHORS: readonly string[] = (() => {
  const pieces = [...WORDS, ...SYMBOLS].map((w) => w.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a)).toLowerCase());
  const all = [...new Set([...pieces, 'passed', ...CAMEL_WORDS.map((w) => w.toLowerCase()), ...CAPS_WORDS.map((w) => w.toLowerCase())])];
  return all.filter((a) => !all.some((b) => b !== a && a.includes(b))).sort();
})();

/**
 * Returns `line` with every run of non-blanks that holds `://` (a URL) replaced by one space, in one pass: what the
 * global replace of the regular expression `\S*:\/\/\S*` with ' ' gives (test/normalize/stream.test.ts), which
 * backtracked over each long token from every position in it: npm's verbose logs are lines of long URLs, and that
 * replace took 50-140 ms of a 50 MB log.
 */
export function withoutUrls(line: string): string {
  let out = '';
  let from = 0;
  for (let i = line.indexOf('://'); i >= 0; i = line.indexOf('://', from)) {
    let s = i;
    while (s > from && !isBlank(line.charCodeAt(s - 1))) s--;
    let e = i + 3;
    while (e < line.length && !isBlank(line.charCodeAt(e))) e++;
    out += `${line.slice(from, s)} `;
    from = e;
  }
  return out + line.slice(from);
}

/** Returns true for the characters `\s` matches in a JavaScript regular expression. */
function isBlank(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f ||
    c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Returns true when the (kernel-flagged) line carries a signal word in a position that makes it one. */
export function hasSignalWord(line: string): boolean {
  let text = line.includes('://') ? withoutUrls(line) : line;
  if (text.includes('/') || text.includes('\\')) text = withoutPaths(text); // file paths name files, not events
  return WORD_START_RE.test(text) || CAMEL_RE.test(text) || CAPS_RE.test(text);
}

/** `path.ext:12`, `path.ext(12,3)`, `line 12`; the path may be absolute, relative, `file://`, Windows. */
const LOCATION_RE =
  /(?:^|[\s"'`(\[<=,;:@|>])(?:[A-Za-z]:)?[\w.~\-/\\+@$]*[\w\-]\.[A-Za-z][\w\-]{0,11}(?::\d+|\(\d+(?:,\d+)?\))|(?:^|[\s"'`(\[<=,;:])(?:Makefile|Dockerfile|makefile|GNUmakefile):\d+|\bline \d+/;

/** pytest failure headers `____ test_name ____` and unittest/go separators naming a test. */
const TEST_HEADER_RE = /^_{3,} .+ _{3,}\s*$/;

/** pytest frame separators `_ _ _ _ …` between the frames of one failure report. */
const FRAME_SEPARATOR_RE = /^(?:_ ){3,}_?\s*$/;
/** The location line that closes a report frame: `path.py:12: ` or `path.py:12: ErrorName` at column 0. */
const FRAME_FOOTER_RE = /^[^\s:]+:\d+:(?:\s|$)/;
/** A counter line of a test summary: an info glyph or `#`, one lowercase word, one number (`ℹ skipped 1`, `# todo 1`). */
const COUNTER_RE = /^\s*(?:#|[^\x00-\x7f])\s*[a-z_]+\s+\d+(?:\.\d+)?\s*$/;
/** A TAP directive (`# SKIP why`, `# TODO`), or the same comment after a reporter's status glyph. */
const DIRECTIVE_RE = /\s#\s*\S/;

/** Limit of continuation lines a diagnostic (code frame, notes) keeps after its headline. */
const DIAGNOSTIC_BLOCK_LINES = 40;
/** Limit of lines one Python traceback block keeps (deep recursion is collapsed as alternation anyway). */
const TRACEBACK_BLOCK_LINES = 4000;
/** Limit of lines the message after a traceback's exception line keeps (assertion diffs: `- a`, `+ b`, `?  ^`). */
const MESSAGE_BLOCK_LINES = 40;
/** Limit of lines one frame of a test failure report keeps (source with its `>` line, `E` lines, locals). */
const REPORT_BLOCK_LINES = 80;
/** Limit of lines the YAML diagnostic of a failed TAP result keeps (`---` … `...`). */
const YAML_BLOCK_LINES = 200;

/** Statistics of a classification pass. */
export interface SignalStats {
  /** Lines tested against a regex (the kernel flagged them as candidates). */
  candidates: number;
  signal: number;
}

function startsWithAscii(buf: Uint8Array, s: number, e: number, text: string): boolean {
  if (e - s < text.length) return false;
  for (let j = 0; j < text.length; j++) if (buf[s + j] !== text.charCodeAt(j)) return false;
  return true;
}

function firstNonSpace(buf: Uint8Array, s: number, e: number): number {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  return s;
}

/**
 * Returns a per-line array (1 = signal) over the visible lines of `buf` (lines with `hidden[i] = 1` are skipped:
 * they are copies of a visible line). Markers are transparent: they neither count as signal nor end a block.
 *
 * Besides single lines (signal words, locations, prefixes), blocks keep what follows a headline:
 *   - traceback: `Traceback (most recent call last)` through its exception line, then the message after it
 *     (an assertion diff) until two blank lines, a rule or a new traceback;
 *   - diagnostic: after a signal-word line, continuation lines indented at least as deep (strictly deeper at column
 *     0), `|` / numbered code-frame lines and diff lines (`+ x`, `- x`, `? ^`); a blank line ends it unless the
 *     next line continues it; after a location line, only code-frame lines;
 *   - report frame: after a test header `___ name ___` or a frame separator `_ _ _`, every line up to the frame's
 *     `path:12:` footer (the source with its `>` line, `E` lines, locals);
 *   - YAML: the `---` … `...` diagnostic right after a `not ok` TAP result;
 *   - hunk: `+ - \` lines of a unified diff hunk.
 */
export function classifySignal(input: Uint8Array | TextSource, ops: LineOps, hidden: Uint8Array, stats?: SignalStats): Uint8Array {
  const n = ops.count;
  const { starts, flags } = ops;
  const signal = new Uint8Array(n);
  // The text whole in memory (base 0), or a window of it read from `input` (a TextSource): bytes base.. of the text;
  // every position below is relative to `base`. Lines are visited in order, each with at most COMMIT_LOOKBACK lines
  // before it and the next visible line after it, so a window that moves forward answers every read.
  const src = input instanceof Uint8Array ? undefined : input;
  let base = 0;
  let winEnd = 0;
  let b: Buffer = src ? Buffer.alloc(0) : asBuffer(input as Uint8Array);
  let buf: Uint8Array = b;
  let hashes = new ByteFinder(b, 35); // '#': TAP directives and counters
  const load = (from: number, to: number): void => {
    const len = Math.min(src!.length, Math.max(to, from + TEXT_WINDOW_BYTES)) - from;
    if (windowBuf.length < len) windowBuf = Buffer.allocUnsafe(Math.max(len, TEXT_WINDOW_BYTES));
    src!.read(windowBuf, len, from);
    b = windowBuf.subarray(0, len);
    buf = b;
    base = from;
    winEnd = from + len;
    hashes = new ByteFinder(b, 35);
  };
  let windowBuf = Buffer.alloc(0);
  /** Returns nothing; makes the window hold the text from..to (a new window starts at `from`). */
  const cover = (from: number, to: number): void => {
    if (from < base || Math.min(to, src!.length) > winEnd) load(from, to);
  };
  /** Returns nothing; makes the window reach `to`, from the same base (positions taken before stay true). */
  const extend = (to: number): void => {
    if (Math.min(to, src!.length) > winEnd) load(base, to);
  };
  const text = (s: number, e: number, nonAscii: boolean): string => lineSlice(b, s, e, !nonAscii);
  let traceback = 0; // lines left in a Python traceback block (0 = not in one)
  let message = 0; // lines left in the message after a traceback's exception line
  let messageBlank = false; // the previous message line was blank (two in a row end it)
  let diagnostic = 0; // continuation lines left after a diagnostic headline
  let diagIndent = 0; // indentation of that headline
  let framesOnly = false; // the block was opened by a location line: code-frame lines only
  let report = 0; // lines left in a test report frame
  let yaml = 0; // lines left in a TAP YAML diagnostic
  let yamlNext = false; // the previous line was `not ok`: a `---` here opens its YAML block
  let hunk = false; // inside a unified-diff hunk
  let candidates = 0;
  let count = 0;
  /** The next visible non-marker line after i, or -1. */
  const nextVisible = (i: number): number => {
    for (let j = i + 1; j < n; j++) if (!hidden[j] && !(flags[j]! & FLAG_MARKER)) return j;
    return -1;
  };
  // Outside a block only flagged lines matter: with the kernel's list of them, jump from one to the next (the lines
  // between would take the fast path below; in a cold hook process even that loop costs milliseconds on 100k lines).
  // A line flagged only for keywords that all sit in its URLs is passed over there too: below, outside a block, it
  // would only be counted as a candidate (it is not decoded; without FLAG_PREFIX it cannot open a hunk, `@@ -`, or
  // a YAML block; without FLAG_LOCATION it is no location). On the 55 MB log, 76k of the 92k flagged lines.
  const flagged = ops.flagged;
  let next = 0; // index in `flagged` of the first flagged line not behind i
  for (let i = 0; i < n; i++) {
    if (flagged && traceback === 0 && diagnostic === 0 && !hunk && message === 0 && report === 0 && yaml === 0 && !yamlNext) {
      while (next < flagged.length) {
        const j = flagged[next]!;
        if (j >= i) {
          if ((flags[j]! & URL_ONLY_MASK) !== FLAG_URL_WORDS) break;
          if (!hidden[j]) candidates++;
        }
        next++;
      }
      if (next === flagged.length) break;
      i = flagged[next]!;
    }
    if (hidden[i]) continue;
    const f = flags[i]!;
    if (f & FLAG_MARKER) continue;
    // Fast path (most lines): nothing the kernel flagged and no block open.
    if ((f & (FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX)) === 0 && traceback === 0 && diagnostic === 0 && !hunk &&
      message === 0 && report === 0 && yaml === 0 && !yamlNext) continue;
    if (src) cover(starts[i < COMMIT_LOOKBACK ? 0 : i - COMMIT_LOOKBACK]!, starts[i + 1]!);
    const s = starts[i]! - base;
    const e = starts[i + 1]! - 1 - base;
    const b0 = e > s ? buf[s]! : -1;
    const indented = b0 === 32 || b0 === 9;
    const blank = (f & FLAG_BLANK) !== 0;
    const q = firstNonSpace(buf, s, e);
    let sig = false;

    if (yamlNext) {
      yamlNext = false;
      if (trimmedIs(buf, q, e, '---')) yaml = YAML_BLOCK_LINES;
    }
    if (yaml > 0) {
      yaml--;
      if (!blank) sig = true;
      if (trimmedIs(buf, q, e, '...')) yaml = 0;
    }
    if (report > 0) {
      report--;
      if (isRule(buf, q, e)) report = 0; // the next header (or the summary rule) ends the frame
      else if (!blank) {
        sig = true;
        if (!indented && f & FLAG_LOCATION && FRAME_FOOTER_RE.test(text(s, e, (f & FLAG_NON_ASCII) !== 0))) report = 0;
      }
    }
    if (message > 0) {
      message--;
      if (blank) {
        if (messageBlank) message = 0;
        messageBlank = true;
      } else if (isRule(buf, q, e) || startsWithAscii(buf, s, e, 'Traceback ')) message = 0;
      else {
        sig = true;
        messageBlank = false;
      }
    }
    if (traceback > 0) {
      traceback--;
      if (blank) traceback = 0;
      else {
        sig = true;
        if (!indented) {
          traceback = 0; // the exception line closes the block; the message after it opens
          message = MESSAGE_BLOCK_LINES;
          messageBlank = false;
        }
      }
    }
    if (hunk) {
      if (b0 === 43 || b0 === 45 || b0 === 92) sig = true; // + - "\ No newline"
      else if (b0 !== 32 && !startsWithAscii(buf, s, e, '@@ ')) hunk = false;
    }
    if (!sig && diagnostic > 0) {
      diagnostic--;
      if (blank) {
        // A blank line inside a message (an assertion diff) does not end it when the next line continues it.
        const j = framesOnly ? -1 : nextVisible(i);
        if (j >= 0 && src) extend(starts[j + 1]!); // the same base: the positions of line i hold
        if (j < 0 || !continuesDiagnostic(buf, starts[j]! - base, starts[j + 1]! - 1 - base, flags[j]!, diagIndent, false)) diagnostic = 0;
      } else if (continuesDiagnostic(buf, s, e, f, diagIndent, framesOnly)) sig = true;
      else diagnostic = 0;
    }
    if (f & FLAG_KEYWORD) {
      candidates++;
      // A line whose keywords are all in its URLs (the kernel's FLAG_URL_WORDS) cannot pass: it is not decoded.
      const line = f & FLAG_URL_WORDS ? undefined : text(s, e, (f & FLAG_NON_ASCII) !== 0);
      if (line !== undefined && hasSignalWord(line)) {
        sig = true;
        diagnostic = DIAGNOSTIC_BLOCK_LINES;
        diagIndent = q - s;
        framesOnly = false;
        if (line.includes('Traceback (most recent call last)')) {
          traceback = TRACEBACK_BLOCK_LINES;
          message = 0;
        }
      }
    }
    if (!sig && f & FLAG_LOCATION) {
      candidates++;
      if (LOCATION_RE.test(text(s, e, (f & FLAG_NON_ASCII) !== 0))) {
        sig = true;
        if (diagnostic === 0) {
          // A location line may head a code frame (`❯ a.ts:8:65` then `8| code`, `| ^`): keep the frame only.
          diagnostic = DIAGNOSTIC_BLOCK_LINES;
          diagIndent = q - s;
          framesOnly = true;
        }
      }
    }
    if (f & FLAG_PREFIX && b0 >= 0) {
      if (b0 === 95 && isReportOpener(text(s, e, false))) {
        sig = true;
        report = REPORT_BLOCK_LINES;
      } else if (!sig) sig = prefixSignal(b, s, e, q, b0, indented, hashes);
      if (startsWithAscii(buf, q, e, 'not ok')) yamlNext = true;
    }
    if (startsWithAscii(buf, s, e, '@@ -')) {
      hunk = true;
      sig = true;
    }
    if (sig) {
      signal[i] = 1;
      count++;
      if (b0 === 100 && startsWithAscii(buf, s, e, 'diff --git ')) count += keepCommitLine(buf, starts, base, hidden, signal, i);
    }
  }
  if (stats) {
    stats.candidates += candidates;
    stats.signal += count;
  }
  return signal;
}

/**
 * Returns true when line s..e continues a diagnostic whose headline is indented `indent`: a code-frame line
 * (`|`, `^`, `12 | code`), and unless `framesOnly`, a line indented at least as deep (deeper at column 0) or a
 * diff line (`+ a`, `- b`, `? ^`) at the headline's depth.
 */
function continuesDiagnostic(buf: Uint8Array, s: number, e: number, f: number, indent: number, framesOnly: boolean): boolean {
  if (f & FLAG_BLANK) return false;
  const q = firstNonSpace(buf, s, e);
  if (buf[q] === 124 || buf[q] === 94 || isNumberedFrame(buf, s, e)) return true;
  if (framesOnly) return false;
  return q - s >= Math.max(indent, 1) || (q - s >= indent && isDiffLine(buf, q, e));
}

/** Returns true for a test failure header (`____ test_x ____`) or a frame separator (`_ _ _ _`). */
function isReportOpener(line: string): boolean {
  return TEST_HEADER_RE.test(line) || FRAME_SEPARATOR_RE.test(line);
}

/** Returns true when the line, from q (its first non-blank byte), is a rule: 8+ of one of `= - _ * ~`. */
function isRule(buf: Uint8Array, q: number, e: number): boolean {
  if (e - q < 8) return false;
  const c = buf[q]!;
  if (c !== 61 && c !== 45 && c !== 95 && c !== 42 && c !== 126) return false;
  for (let j = 1; j < 8; j++) if (buf[q + j] !== c) return false;
  return true;
}

/** The flags that tell a line flagged only for keywords in its URLs (FLAG_URL_WORDS implies FLAG_KEYWORD): not a marker. */
const URL_ONLY_MASK = FLAG_URL_WORDS | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER;

/** Lines above a `diff --git` header searched for the `commit <sha>` line of `git log -p` / `git show` it belongs to. */
const COMMIT_LOOKBACK = 64;

/** Bytes of the text a classification over a TextSource reads at a time (a longer stretch when a line needs it). */
const TEXT_WINDOW_BYTES = 1 << 20;

/**
 * Marks as signal the `commit <hex>` line that heads the file diff at line `at` (`git log -p`, `git show`): which
 * commit a hunk belongs to is part of its answer. Looks back at most COMMIT_LOOKBACK lines and stops at a hunk line,
 * another file's header or a line already kept. Returns the number of lines it marked (0 or 1).
 */
function keepCommitLine(buf: Uint8Array, starts: LineOps["starts"], base: number, hidden: Uint8Array, signal: Uint8Array, at: number): number {
  for (let j = at - 1; j >= 0 && j >= at - COMMIT_LOOKBACK; j--) {
    if (hidden[j]) continue;
    const s = starts[j]! - base;
    const e = starts[j + 1]! - 1 - base;
    const c = e > s ? buf[s]! : -1;
    if (c === 43 || c === 45 || c === 64) return 0; // + - @: the previous file's hunk
    if (c === 99 && startsWithAscii(buf, s, e, 'commit ') && e - s >= 14 && isHex(buf, s + 7, s + 14)) {
      signal[j] = 1;
      return 1;
    }
  }
  return 0;
}

function isHex(buf: Uint8Array, s: number, e: number): boolean {
  for (let p = s; p < e; p++) {
    const c = buf[p]!;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Returns true for a diff line from q: `+`, `-` or `?` followed by a space or the end of the line. */
function isDiffLine(buf: Uint8Array, q: number, e: number): boolean {
  const c = buf[q];
  return (c === 43 || c === 45 || c === 63) && (q + 1 >= e || buf[q + 1] === 32 || buf[q + 1] === 9);
}

/**
 * Answers "does byte `c` occur in q..e?" for lines asked about in order, with the native Buffer.indexOf: the next
 * occurrence found is remembered, so each byte of the output is searched at most once per pass (a JS loop over every
 * `ok …` line of a large TAP run was the slowest part of classifySignal before V8 optimized it).
 */
class ByteFinder {
  private from = -1; // the last search started here…
  private at = -1; // …and found `c` here (Infinity: nowhere after `from`)
  constructor(private readonly buf: Buffer, private readonly c: number) {}

  /** Returns true when the byte occurs in q..e. */
  within(q: number, e: number): boolean {
    if (this.from < 0 || q < this.from || (this.at < q && this.at !== Infinity)) {
      const k = this.buf.indexOf(this.c, q);
      this.from = q;
      this.at = k < 0 ? Infinity : k;
    }
    return this.at < e;
  }
}

/** Returns true when the last non-blank byte of q..e is a digit. */
function endsWithDigit(buf: Uint8Array, q: number, e: number): boolean {
  while (e > q && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e > q && buf[e - 1]! >= 48 && buf[e - 1]! <= 57;
}

/** Returns true when bytes q..e, without trailing blanks, are exactly `text`. */
function trimmedIs(buf: Uint8Array, q: number, e: number, text: string): boolean {
  while (e > q && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e - q === text.length && startsWithAscii(buf, q, e, text);
}

/** Returns true for `12 | code` and `12 code`-style numbered code-frame lines (rustc, gcc, tsc --pretty). */
function isNumberedFrame(buf: Uint8Array, s: number, e: number): boolean {
  let q = firstNonSpace(buf, s, e);
  const d0 = q;
  while (q < e && buf[q]! >= 48 && buf[q]! <= 57) q++;
  if (q === d0 || q >= e) return false;
  while (q < e && buf[q] === 32) q++;
  return q < e && (buf[q] === 124 || q > d0 + 1);
}

/**
 * Returns true for lines whose first bytes make them signal: stack frames, pytest `E ` and `>` source lines,
 * apt `E:`/`W:`, diffs, TAP `not ok` and directives (`# SKIP`), summary counters (`ℹ todo 1`, `# fail 3`).
 * `q` is the first non-blank byte.
 */
function prefixSignal(buf: Buffer, s: number, e: number, q: number, b0: number, indented: boolean, hashes: ByteFinder): boolean {
  const c = q < e ? buf[q]! : -1;
  // TAP results: every `not ok`; an `ok` only with a directive (`# SKIP why`, `# TODO`).
  if (c === 110 && startsWithAscii(buf, q, e, 'not ok') && (q + 6 === e || buf[q + 6] === 32)) return true;
  if (c === 111 && startsWithAscii(buf, q, e, 'ok ')) return hashes.within(q, e) && DIRECTIVE_RE.test(buf.toString('utf8', q, e));
  // A status glyph (✖ ℹ ﹣ …) heading a counter (`ℹ skipped 1`) or a result with a directive (`﹣ x (1ms) # why`).
  // Byte checks first (a counter ends in a digit, a directive holds '#'): most glyph lines are neither.
  if (c >= 0x80) {
    const counter = endsWithDigit(buf, q, e);
    if (!counter && !hashes.within(q, e)) return false;
    const line = buf.toString('utf8', s, e);
    return (counter && COUNTER_RE.test(line)) || DIRECTIVE_RE.test(line);
  }
  if (indented) {
    // V8 / Java stack frames ("    at f (x.js:1:2)", "\tat com.x.Y(Y.java:3)") and "... 12 more".
    if (startsWithAscii(buf, q, e, 'at ')) return true;
    if (startsWithAscii(buf, q, e, '... ') && q + 4 < e && buf[q + 4]! >= 48 && buf[q + 4]! <= 57) return true;
    return false;
  }
  const b1 = e - s > 1 ? buf[s + 1]! : -1;
  if (b0 === 69 && (b1 === 32 || b1 === 58)) return true; // "E   assert …" (pytest), "E: …" (apt)
  if (b0 === 87 && b1 === 58) return true; // "W: …" (apt)
  // A failing source line: `>` then 2+ blanks (pytest `>       return x / n`); not `> npm run build` banners.
  if (b0 === 62 && e - s > 2 && (b1 === 32 || b1 === 9) && (buf[s + 2] === 32 || buf[s + 2] === 9)) return true;
  if (b0 === 35) return endsWithDigit(buf, q, e) && COUNTER_RE.test(buf.toString('latin1', s, e)); // "# tests 35" (TAP summary)
  if (startsWithAscii(buf, s, e, 'diff --git ') || startsWithAscii(buf, s, e, '+++ ') || startsWithAscii(buf, s, e, '--- a/')) return true;
  return false;
}
