/** Line-level recognizers shared by the symptom parser: each returns what one line says, or null. */
/** Returns `text` with terminal escape sequences (colours, cursor movement) removed. */
export function stripAnsi(text) {
    // CSI sequences, OSC sequences (terminated by BEL or ST), and two-byte escapes.
    return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g, '');
}
/**
 * Returns a frame path with `file://` decoded, other URLs reduced to their path part and Windows backslashes turned
 * into `/`. `http://localhost:3000/src/x.js?v=1` → `/src/x.js`; `webpack:///./src/x.js` → `./src/x.js` (bundler
 * URLs put a namespace where the host goes, and the path after it is relative to the project).
 */
export function normalizeFramePath(raw) {
    let p = raw.trim();
    if (p.startsWith('file://')) {
        p = p.slice('file://'.length);
        try {
            p = decodeURIComponent(p);
        }
        catch { /* keep as written */ }
        // file:///C:/x → /C:/x → C:/x
        if (/^\/[A-Za-z]:\//.test(p))
            p = p.slice(1);
    }
    else {
        const url = URL_PREFIX.exec(p);
        if (url) {
            p = p.slice(url[0].length).replace(/[?#].*$/, '');
            try {
                p = decodeURIComponent(p);
            }
            catch { /* keep as written */ }
            if (!p.startsWith('/'))
                p = `/${p}`;
            if (/^\/\.\.?\//.test(p))
                p = p.slice(1); // `/./src/x.js`: the namespace was empty, the path is relative
        }
    }
    return p.replace(/\\/g, '/');
}
/** A URL's scheme and authority (`https://host:3000`, `webpack://`, `webpack-internal://`), up to its path. */
const URL_PREFIX = /^[A-Za-z][\w+.-]*:\/\/[^/?#]*/;
const EXC_SUFFIX = /(?:Error|Exception|Warning|Exit|Interrupt|Iteration|Fault|Failure|Panic|(?:Error|Exception)Group)$/;
const BUILTIN_EXC = new Set(['StopIteration', 'KeyboardInterrupt', 'SystemExit', 'GeneratorExit', 'AssertionError']);
/** Returns true when `name` (possibly dotted) looks like an exception or error class name. */
export function looksLikeExceptionName(name) {
    const last = name.slice(name.lastIndexOf('.') + 1);
    return /^[A-Z_][\w$]*$/.test(last) && (EXC_SUFFIX.test(last) || BUILTIN_EXC.has(last));
}
// `error: Uncaught (in promise) TypeError: …` is Deno's uncaught-error line; `error: Error` is Bun's.
const ERROR_LINE = /^(?:error: )?(?:Uncaught (?:\(in promise\) )?|Caused by: |Exception in thread "[^"]*" |\[cause\]: |E\s+|panic: )?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?: \[[\w-]+\])?(?::\s?(.*))?$/;
/**
 * Returns the exception type and message a headline line states, or null when the line is not one. A class whose
 * name does not look like an error's counts only with `anyName` (the caller knows the line follows a traceback).
 */
export function matchErrorLine(line, opts = {}) {
    const m = ERROR_LINE.exec(line.trimEnd());
    if (!m)
        return null;
    const type = m[1];
    // `anyName`: the line stands where the runtime prints the exception (right after a traceback's frames), so its
    // class may be named anything (`InvalidVersion`, `NoMatch`): only its shape is checked.
    if (opts.anyName ? !/^[A-Z_][\w$]*$/.test(type.slice(type.lastIndexOf('.') + 1)) || (m[2] === undefined && !type.includes('.')) : !looksLikeExceptionName(type))
        return null;
    const message = (m[2] ?? '').trim();
    return { type: type.slice(type.lastIndexOf('.') + 1), message };
}
/** Returns true for a caret/tilde marker line (`    ^^^^`, `      ~~~^~~`). */
export function isCaretLine(line) {
    return /^\s*[\^~]+[\^~\s]*$/.test(line) && /[\^~]/.test(line);
}
/** A markdown fence line: up to three spaces, three or more backticks or tildes, then the info string (a language). */
const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;
/**
 * Returns the fenced code block that opens at line `i`, or undefined when line `i` opens none (a fence with code
 * after it on the same line, ```` ```x``` ````, is a code span). The block runs to the first line made only of three
 * or more of its fence character, or to the first longer line that ends with three of them, or to the end of the
 * text. The one reader of fences for the symptom's readers (mentions.ts, issue-form.ts).
 */
export function fenceAt(lines, i) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (!f || (line.trim().endsWith(f[1]) && line.trim().length > 2 * f[1].length))
        return undefined;
    const three = f[1][0].repeat(3);
    for (let end = i + 1; end < lines.length; end++) {
        const t = lines[end].trim();
        if (t.startsWith(three) && /^[`~]+$/.test(t))
            return { info: f[2], close: end, inline: false };
        if (t.endsWith(three) && t.length > 3)
            return { info: f[2], close: end, inline: true };
    }
    return { info: f[2], close: lines.length, inline: false };
}
