// Signal classification: which lines of a tool output must survive verbatim.
// Speed comes from the line-ops kernel: it flags keyword and location candidates in the same pass that splits
// lines, so the regexes below only run on flagged lines; everything else is a few byte comparisons per line.
// Bias: a false positive costs a few tokens, a false negative loses the answer, so every rule errs towards keeping.
import { FLAG_BLANK, FLAG_KEYWORD, FLAG_LOCATION, FLAG_MARKER, FLAG_NON_ASCII, FLAG_PREFIX, KEYWORDS } from '../kernels/lines-abi.js';
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS = KEYWORDS.filter((k) => !k.startsWith('passed') && /^[a-z]/.test(k));
const SYMBOLS = KEYWORDS.filter((k) => !/^[a-z]/.test(k));
/**
 * Signal words, refined from the kernel's substring match: a word must start a word (`es-errors` yes, `verror`
 * no), or end a CamelCase name (`KeyError`, `AssertionFailed`), or sit in an ALL-CAPS code (`ECONNREFUSED`);
 * "passed" counts only after a number ("10 passed in 2s"; the kernel only flags `passed in`/`passed,`/`passed (`,
 * so pytest -v's thousands of `PASSED` lines never reach a regex). URLs are removed first (package names in npm/pip fetch logs).
 */
const WORD_START_RE = new RegExp(`(?<![A-Za-z])(?:${WORDS.map(escapeRe).join('|')})|\\d+ passed|passed:?\\s*\\d|${SYMBOLS.map(escapeRe).join('|')}`, 'i');
const CAMEL_RE = /[a-z0-9](?:Error|Exception|Warning|Fail|Failed|Failure|Fault|Denied|Refused|Timeout|Abort|Panic|Fatal|Invalid|Missing|Mismatch|Crash|Conflict)/;
const CAPS_RE = /[A-Z](?:ERROR|ERR|FAIL|FATAL|REFUSED|DENIED|TIMEOUT|TIMEDOUT|ABORT|PANIC|WARN|EXCEPTION|INVALID|MISSING|CRASH|CONFLICT)/;
const URL_RE = /\S*:\/\/\S*/g;
/** Returns true when the (kernel-flagged) line carries a signal word in a position that makes it one. */
export function hasSignalWord(line) {
    const text = line.includes('://') ? line.replace(URL_RE, ' ') : line;
    return WORD_START_RE.test(text) || CAMEL_RE.test(text) || CAPS_RE.test(text);
}
/** `path.ext:12`, `path.ext(12,3)`, `line 12`; the path may be absolute, relative, `file://`, Windows. */
const LOCATION_RE = /(?:^|[\s"'`(\[<=,;:@|>])(?:[A-Za-z]:)?[\w.~\-/\\+@$]*[\w\-]\.[A-Za-z][\w\-]{0,11}(?::\d+|\(\d+(?:,\d+)?\))|(?:^|[\s"'`(\[<=,;:])(?:Makefile|Dockerfile|makefile|GNUmakefile):\d+|\bline \d+/;
/** pytest failure headers `____ test_name ____` and unittest/go separators naming a test. */
const TEST_HEADER_RE = /^_{3,} .+ _{3,}\s*$/;
/** Limit of continuation lines a diagnostic (code frame, notes) keeps after its headline. */
const DIAGNOSTIC_BLOCK_LINES = 40;
/** Limit of lines one Python traceback block keeps (deep recursion is collapsed as alternation anyway). */
const TRACEBACK_BLOCK_LINES = 4000;
function startsWithAscii(buf, s, e, text) {
    if (e - s < text.length)
        return false;
    for (let j = 0; j < text.length; j++)
        if (buf[s + j] !== text.charCodeAt(j))
            return false;
    return true;
}
function firstNonSpace(buf, s, e) {
    while (s < e && (buf[s] === 32 || buf[s] === 9))
        s++;
    return s;
}
/**
 * Returns a per-line array (1 = signal) over the visible lines of `buf` (lines with `hidden[i] = 1` are skipped:
 * they are copies of a visible line). Markers are transparent: they neither count as signal nor end a block.
 */
export function classifySignal(buf, ops, hidden, stats) {
    const n = ops.count;
    const { starts, flags } = ops;
    const signal = new Uint8Array(n);
    const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
    const text = (s, e, nonAscii) => b.toString(nonAscii ? 'utf8' : 'latin1', s, e);
    let traceback = 0; // lines left in a Python traceback block (0 = not in one)
    let diagnostic = 0; // continuation lines left after a diagnostic headline
    let hunk = false; // inside a unified-diff hunk
    let candidates = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
        if (hidden[i])
            continue;
        const f = flags[i];
        if (f & FLAG_MARKER)
            continue;
        // Fast path (most lines): nothing the kernel flagged and no block open.
        if ((f & (FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX)) === 0 && traceback === 0 && diagnostic === 0 && !hunk)
            continue;
        const s = starts[i];
        const e = starts[i + 1] - 1;
        const b0 = e > s ? buf[s] : -1;
        const indented = b0 === 32 || b0 === 9;
        let sig = false;
        if (traceback > 0) {
            traceback--;
            if (f & FLAG_BLANK)
                traceback = 0;
            else {
                sig = true;
                if (!indented)
                    traceback = 0; // the exception line closes the block
            }
        }
        if (hunk) {
            if (b0 === 43 || b0 === 45 || b0 === 92)
                sig = true; // + - "\ No newline"
            else if (b0 !== 32 && !startsWithAscii(buf, s, e, '@@ '))
                hunk = false;
        }
        if (!sig && diagnostic > 0) {
            diagnostic--;
            const q = firstNonSpace(buf, s, e);
            const frame = indented || (q < e && buf[q] === 124) || isNumberedFrame(buf, s, e);
            if (frame && !(f & FLAG_BLANK))
                sig = true;
            else
                diagnostic = 0;
        }
        if (f & FLAG_KEYWORD) {
            candidates++;
            const line = text(s, e, (f & FLAG_NON_ASCII) !== 0);
            if (hasSignalWord(line)) {
                sig = true;
                diagnostic = DIAGNOSTIC_BLOCK_LINES;
                if (line.includes('Traceback (most recent call last)'))
                    traceback = TRACEBACK_BLOCK_LINES;
            }
        }
        if (!sig && f & FLAG_LOCATION) {
            candidates++;
            if (LOCATION_RE.test(text(s, e, (f & FLAG_NON_ASCII) !== 0)))
                sig = true;
        }
        if (!sig && b0 >= 0)
            sig = prefixSignal(buf, s, e, b0, indented);
        if (startsWithAscii(buf, s, e, '@@ -')) {
            hunk = true;
            sig = true;
        }
        if (sig) {
            signal[i] = 1;
            count++;
        }
    }
    if (stats) {
        stats.candidates += candidates;
        stats.signal += count;
    }
    return signal;
}
/** Returns true for `12 | code` and `12 code`-style numbered code-frame lines (rustc, gcc, tsc --pretty). */
function isNumberedFrame(buf, s, e) {
    let q = firstNonSpace(buf, s, e);
    const d0 = q;
    while (q < e && buf[q] >= 48 && buf[q] <= 57)
        q++;
    if (q === d0 || q >= e)
        return false;
    while (q < e && buf[q] === 32)
        q++;
    return q < e && (buf[q] === 124 || q > d0 + 1);
}
/** Returns true for lines whose first bytes make them signal: stack frames, pytest `E `, apt `E:`/`W:`, diffs. */
function prefixSignal(buf, s, e, b0, indented) {
    if (indented) {
        const q = firstNonSpace(buf, s, e);
        // V8 / Java stack frames ("    at f (x.js:1:2)", "\tat com.x.Y(Y.java:3)") and "... 12 more".
        if (startsWithAscii(buf, q, e, 'at '))
            return true;
        if (startsWithAscii(buf, q, e, '... ') && q + 4 < e && buf[q + 4] >= 48 && buf[q + 4] <= 57)
            return true;
        return false;
    }
    const b1 = e - s > 1 ? buf[s + 1] : -1;
    if (b0 === 69 && (b1 === 32 || b1 === 58))
        return true; // "E   assert …" (pytest), "E: …" (apt)
    if (b0 === 87 && b1 === 58)
        return true; // "W: …" (apt)
    if (b0 === 95 && TEST_HEADER_RE.test(Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('utf8', s, e)))
        return true;
    if (startsWithAscii(buf, s, e, 'diff --git ') || startsWithAscii(buf, s, e, '+++ ') || startsWithAscii(buf, s, e, '--- a/'))
        return true;
    return false;
}
