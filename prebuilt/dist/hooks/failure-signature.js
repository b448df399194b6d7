/**
 * Recognizes a true failure in a tool's output — a traceback, a red test run, a compiler error — by the SHAPE the
 * tools print it in, never by a word: "error" in a passing log, a test named `test_error`, or a commit message that
 * quotes a traceback does not count. Each detector is one small function with a stable name; the first that matches
 * wins. A match carries a signature: a hash over what identifies the failure (failing test ids, the exception line and
 * its innermost frame), free of timings and process ids, so the same failure seen twice hashes the same.
 */
import { createHash } from 'node:crypto';
import { stripAnsi } from '../slice/symptom/lines.js';
const MAX_KEYS = 20;
/**
 * Returns the distinct capture groups 1 of `re` over `lines` (the whole match when `whole` is set or there is no
 * group), with the index of the first matching line.
 */
function collect(lines, re, keep = () => true, whole = false) {
    const keys = [];
    let first = -1;
    for (let i = 0; i < lines.length; i++) {
        const m = re.exec(lines[i]);
        if (!m || !keep(m))
            continue;
        if (first < 0)
            first = i;
        const key = (whole ? m[0] : m[1] ?? m[0]).trim();
        if (keys.length < MAX_KEYS && !keys.includes(key))
            keys.push(key); // a runner may list a failure twice
    }
    return first < 0 ? undefined : { keys, line: first };
}
/** Returns the index of the first line matching `re`, or -1. */
function find(lines, re, from = 0) {
    for (let i = from; i < lines.length; i++)
        if (re.test(lines[i]))
            return i;
    return -1;
}
/** Memory addresses and ids that differ between two runs of the same failure. */
const VOLATILE = /0x[0-9a-f]+|\b\d+(?:\.\d+)?m?s\b/gi;
// --- Python ------------------------------------------------------------------------------------------------------
const PY_HEADER = /^ {0,4}Traceback \(most recent call last\):\s*$/;
const PY_FRAME = /^\s+File "([^"]+)", line (\d+)/;
const PY_EXCEPTION = /^ {0,4}([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|Fault|[A-Z]\w*))(?::.*)?$/;
/** A Python traceback: the header at a line start, at least one `File "…", line N` frame, then the exception line. */
const pythonTraceback = (lines) => {
    for (let i = find(lines, PY_HEADER); i >= 0; i = find(lines, PY_HEADER, i + 1)) {
        let j = i + 1;
        let frame;
        while (j < lines.length && (PY_FRAME.test(lines[j]) || /^\s/.test(lines[j]) || lines[j] === '')) {
            const m = PY_FRAME.exec(lines[j]);
            if (m)
                frame = `${m[1]}:${m[2]}`;
            j++;
        }
        if (!frame || j >= lines.length || !PY_EXCEPTION.test(lines[j]))
            continue;
        return { keys: [lines[j].trim().replace(VOLATILE, '#').slice(0, 200), frame], line: i };
    }
    return undefined;
};
/** pytest: `FAILED path::test` / `ERROR path::test` summary lines, or failure sections closed by a `N failed` summary. */
const pytest = (lines) => {
    const ids = collect(lines, /^(?:FAILED|ERROR) (\S+\.py(?:::\S+)?)(?: - .*)?$/);
    if (ids)
        return ids;
    const summary = find(lines, /^(?:=+ )?(?:\d+ \w+, )*\d+ (?:failed|errors?)\b.* in \d+(?:\.\d+)?s\b.*?(?: =+)?$/);
    if (summary < 0)
        return undefined;
    const sections = collect(lines, /^_{3,} (\S.*?) _{3,}$/);
    return sections ? { keys: sections.keys, line: sections.line } : undefined;
};
// --- Go, Rust ------------------------------------------------------------------------------------------------------
/** go test: `--- FAIL: TestName` lines (or `FAIL\tpkg` when the test binary itself failed), or a goroutine panic. */
const goTest = (lines) => {
    const tests = collect(lines, /^\s*--- FAIL: (\S+)/);
    if (tests)
        return tests;
    const pkgs = collect(lines, /^FAIL\t(\S+)/);
    if (pkgs)
        return pkgs;
    const panic = find(lines, /^panic: .+/);
    if (panic >= 0 && find(lines, /^goroutine \d+ \[[^\]]+\]:$/, panic) >= 0)
        return { keys: [lines[panic].replace(VOLATILE, '#').slice(0, 200)], line: panic };
    return undefined;
};
/** cargo test: `test name ... FAILED` lines next to a `test result: FAILED.` summary. */
const cargoTest = (lines) => {
    if (find(lines, /^test result: FAILED\./) < 0)
        return undefined;
    return collect(lines, /^test (\S+) \.\.\. FAILED$/) ?? { keys: ['test result: FAILED'], line: find(lines, /^test result: FAILED\./) };
};
/** A Rust panic outside the test harness: `thread 'main' panicked at src/x.rs:L:C:` (the thread id varies: dropped). */
const rustPanic = (lines) => collect(lines, /^thread '[^']*'(?: \(\d+\))? panicked at ([^\s:]+:\d+:\d+)/);
// --- JavaScript test runners -----------------------------------------------------------------------------------------
/** jest: a `FAIL path` header or a `Tests: … N failed` summary, keyed by the `● title` of each failed test. */
const jest = (lines) => {
    const header = find(lines, /^FAIL\s+\S+/);
    const summary = find(lines, /^Tests:\s+.*\b[1-9]\d* failed\b/);
    if (header < 0 && summary < 0)
        return undefined;
    // `● Console` opens console output in passing runs too: not a failure title.
    const titles = collect(lines, /^\s*● (.+)$/, (m) => !/^Console$/.test(m[1].trim()));
    if (titles)
        return titles;
    return header >= 0 ? collect(lines, /^FAIL\s+(\S+)/) : undefined;
};
/** vitest: ` FAIL  file > test` blocks, or the `Failed Tests N` banner, or a `Tests  N failed` summary. */
const vitest = (lines) => {
    const blocks = collect(lines, /^ FAIL {1,2}(\S.*?)\s*$/);
    if (blocks)
        return blocks;
    const banner = find(lines, /^⎯+ Failed (?:Tests|Suites) \d+ ⎯+$/);
    if (banner >= 0)
        return { keys: [lines[banner].trim()], line: banner };
    return undefined;
};
/** node:test: TAP `not ok N - name` (not TODO/SKIP) with a `# fail N` summary, or the spec reporter's `✖ name (…)`. */
const nodeTest = (lines) => {
    if (find(lines, /^# fail [1-9]\d*$/) >= 0) {
        const tap = collect(lines, /^\s*not ok \d+ - (.+?)\s*$/, (m) => !/#\s*(?:TODO|SKIP)\b/i.test(m[1]));
        if (tap)
            return tap;
    }
    if (find(lines, /^ℹ fail [1-9]\d*$/) >= 0 || find(lines, /^✖ failing tests:$/) >= 0) {
        return collect(lines, /^\s*✖ (.+?) \([\d.]+m?s\)$/);
    }
    return undefined;
};
// --- Compilers, npm, runtime stacks ----------------------------------------------------------------------------------
const CC_ERROR = /^([^\s:()]+\.[A-Za-z+]{1,6}):(\d+):(?:(\d+):)? (?:fatal )?error\b:?\s*(.*)$/;
const TSC_ERROR = /^([^\s:()]+\.[cm]?[jt]sx?)(?:\((\d+),(\d+)\): | ?:(\d+):(\d+) - )error (TS\d+):/;
const RUSTC_ERROR = /^error(?:\[E\d{4}\])?: .+/;
const RUSTC_AT = /^\s+--> ([^\s:]+:\d+:\d+)$/;
/** `file:line:col: error` (C, C++, Go, Swift…), tsc's `file(l,c): error TSnnnn`, rustc's `error[E…]` + `--> file:l:c`. */
const compilerError = (lines) => {
    // Keyed by the whole diagnostic line (file, position, message), not by the file alone.
    const cc = collect(lines, CC_ERROR, undefined, true);
    if (cc)
        return { keys: cc.keys.map((k) => k.slice(0, 200)), line: cc.line };
    const tsc = collect(lines, TSC_ERROR, undefined, true);
    if (tsc)
        return { keys: tsc.keys.map((k) => k.slice(0, 200)), line: tsc.line };
    const keys = [];
    let first = -1;
    for (let i = find(lines, RUSTC_ERROR); i >= 0; i = find(lines, RUSTC_ERROR, i + 1)) {
        const at = RUSTC_AT.exec(lines[i + 1] ?? '');
        if (!at)
            continue;
        if (first < 0)
            first = i;
        if (keys.length < MAX_KEYS)
            keys.push(`${at[1]} ${lines[i].slice(0, 160)}`);
    }
    return first < 0 ? undefined : { keys, line: first };
};
const JS_FRAME = /^\s+at (?:.+? \()?(?:file:\/\/)?[^\s()]+:\d+:\d+\)?$/;
const JAVA_FRAME = /^\s+at [\w$.<>/]+\([^()]*\)$/;
/** npm's `npm ERR!` / `npm error` report carrying a JavaScript stack (`at fn (file:line:col)`). */
const npmErrorStack = (lines) => {
    const first = find(lines, /^npm (?:ERR!|error) /);
    // The stack is printed as `npm ERR!     at …` (npm ≤ 9) or `npm verbose stack     at …` (npm 10+), or bare.
    if (first < 0 || find(lines, /^(?:npm (?:ERR!|error|verbose)(?: stack)? )?\s+at (?:.+? \()?(?:file:\/\/)?[^\s()]+:\d+:\d+\)?$/) < 0)
        return undefined;
    const code = lines.find((l) => /^npm (?:ERR!|error) code /.test(l));
    return { keys: [(code ?? lines[first]).slice(0, 200)], line: first };
};
const ERROR_LINE = /^(?:Uncaught )?(?:Exception in thread "[^"]*" )?([\w$.]*(?:Error|Exception|Panic|Failure)\w*)(?: \[[A-Z_]+\])?(?::.*)?$/;
/** An uncaught error at a line start followed directly by stack frames (Node `at fn (file:l:c)`, Java `at a.b(F.java:N)`). */
const stackTrace = (lines) => {
    for (let i = 0; i < lines.length - 1; i++) {
        if (!ERROR_LINE.test(lines[i]))
            continue;
        const frame = lines[i + 1];
        if (!JS_FRAME.test(frame) && !JAVA_FRAME.test(frame))
            continue;
        return { keys: [lines[i].replace(VOLATILE, '#').slice(0, 200), frame.trim()], line: i };
    }
    return undefined;
};
/** The detectors in the order they are tried: test runners first (their output also holds tracebacks and stacks). */
const DETECTORS = [
    ['pytest', pytest],
    ['go-test', goTest],
    ['cargo-test', cargoTest],
    ['jest', jest],
    ['vitest', vitest],
    ['node-test', nodeTest],
    ['python-traceback', pythonTraceback],
    ['rust-panic', rustPanic],
    ['compiler-error', compilerError],
    ['npm-error-stack', npmErrorStack],
    ['stack-trace', stackTrace],
];
/** Characters of a long output that are read: its head (a build's first error) and its tail (runners' summaries). */
const HEAD_CHARS = 64 * 1024;
const TAIL_CHARS = 192 * 1024;
/**
 * Returns the part of `text` the detectors read: all of it up to 256 KiB, else its first 64 KiB and last 192 KiB cut
 * at line starts. A hook must answer in milliseconds whatever the output's size, and test runners and scripts print
 * what failed at the end; compilers print their first error near the start.
 */
function scanWindow(text) {
    if (text.length <= HEAD_CHARS + TAIL_CHARS)
        return text;
    const head = text.slice(0, text.lastIndexOf('\n', HEAD_CHARS) + 1);
    const tail = text.slice(text.indexOf('\n', text.length - TAIL_CHARS) + 1);
    return `${head}${tail}`;
}
/** Returns the scanned part of `text` (scanWindow) without terminal escapes and carriage-return redraws, split into lines. */
export function outputLines(text) {
    return stripAnsi(scanWindow(text)).split('\n').map((l) => (l.includes('\r') ? l.slice(l.lastIndexOf('\r', l.length - 2) + 1).replace(/\r$/, '') : l));
}
/** Returns the first failure found in `text` (a tool's output), or undefined when it shows none. */
export function detectFailure(text) {
    if (!text)
        return undefined;
    const lines = outputLines(text);
    for (const [kind, detect] of DETECTORS) {
        const hit = detect(lines);
        if (!hit || hit.keys.length === 0)
            continue;
        // Sorted: parallel runners (cargo, jest) report the same failures in a different order from run to run.
        const signature = createHash('sha1').update(`${kind}\0${[...hit.keys].sort().join('\0')}`).digest('hex').slice(0, 16);
        return { kind, signature, keys: hit.keys, at: hit.line };
    }
    return undefined;
}
