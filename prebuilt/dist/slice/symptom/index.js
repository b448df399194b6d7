import { isCaretLine, matchErrorLine, normalizeFramePath, stripAnsi } from './lines.js';
import { extractMentions } from './mentions.js';
import { isDoctestFailedExample, isNativeCodeFrame, isPyrightFileLine, matchCodeFrameLine, matchGeckoFrame, matchIpythonFrame, matchIpythonHeader, matchLocatedError, matchPytestDoctestExample, mypyContinuation, readDoctestReport, readIpythonBody, readPyrightDiagnostic, stripLinePrefixes, } from './dialects.js';
export { normalizeFramePath } from './lines.js';
/** Formats whose frames are printed innermost (nearest the raise) first. */
const INNERMOST_FIRST = new Set(['node', 'go', 'rust', 'java', 'browser']);
const PY_FRAME = /^\s*File "(.+?)", line (\d+)(?:, in (.+?))?\s*$/;
const PYTEST_LOC = /^((?:[A-Za-z]:)?[^\s:][^:]*?\.py):(\d+):(?: in (\S+)| (\w[\w.]*))?\s*$/;
const PYTEST_FAILED = /^(?:FAILED|ERROR) (\S+?\.py(?:::\S+)?)(?: - (.*))?$/;
const PYTEST_SECTION = /^_{3,} (.+) _{3,}$/;
const CHAINED = /^(?:During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception):?\s*$/;
const NODE_AT_PAREN = /^\s*at (?:async )?(?:new )?(.*?) \((.+?):(\d+):(\d+)\)\s*\{?\s*$/;
const NODE_AT_BARE = /^\s*at (?:async )?((?:[A-Za-z][\w+.-]*:\/\/|\/|[A-Za-z]:[\\/]|\.{0,2}[\w@.-]+[\\/]|(?:node|deno|ext|bun):)[^()\s]*?):(\d+):(\d+)\s*$/;
/** Runtime-internal frames of V8-style stacks: `node:fs`, `internal/…`, Deno's `ext:core/…`, Bun's `bun:…`. */
const JS_INTERNAL = /^(?:node|deno|ext|bun):|^internal\//;
const NODE_HEADER = /^((?:file:\/\/|\/|[A-Za-z]:[\\/])[^:*?"<>|]*?|[^\s:]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)):(\d+)\s*$/;
const GO_LOC = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$/;
const GO_FUNC = /^([\w./-]+(?:\.[\w(*)$]+)+)\(.*\)\s*$/;
const RUST_AT = /^\s+at (.+?\.rs):(\d+):(\d+)\s*$/;
const RUST_FN = /^\s*\d+: (.+?)\s*$/;
const RUST_PANIC = /^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(.+?\.rs):(\d+):(\d+):?\s*$/;
const JAVA_AT = /^\s*at (?:[\w.$-]+\/)?([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)\s*$/;
const GCC_LIKE = /^((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+):(?:(\d+):)?\s*(error|warning|note|fatal error)(?:\[([^\]]*)\])?:\s*(.*?)(?:\s+\[([\w-]+)\])?\s*$/;
const TSC = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/;
const TSC_PRETTY = /^(.+?):(\d+):(\d+) - (error|warning) (TS\d+): (.*)$/;
const RUSTC_ARROW = /^\s*--> (.+?\.rs):(\d+):(\d+)\s*$/;
const ESLINT_ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)\s{2,}([\w@/-]+)\s*$/;
const ESLINT_FILE = /^((?:[A-Za-z]:)?[\\/][^:]*|[\w.-]+(?:[\\/][\w.-]+)+)\s*$/;
const PATH_MENTION = /(?:^|[\s"'(\[])((?:[A-Za-z]:)?[\w./\\@-]*[\w-]\.(?:py|pyi|[cm]?[jt]sx?|go|rs|java|kt|rb|c|cc|cpp|h|hpp|cs|php|swift|scala)):(\d+)(?::\d+)?/g;
/**
 * Returns the frames, messages, exception types, failing tests and diagnostics found in `text`.
 *
 * Understands chained Python tracebacks, SyntaxError frames without `in`, exception groups, tracebacks inside log
 * lines (a common prefix such as a timestamp is stripped), IPython/Jupyter tracebacks (classic and 8.x), doctest
 * reports, pytest's long, short, line and native reports with `E` lines and its `FAILED …::test` summary, warnings
 * (`path:N: SomeWarning: …`), V8 stacks (`at f (path:l:c)`, bare, `file://`, URLs, `async`) with the crash header,
 * Deno and Bun stacks with their code frames, Firefox/Safari stacks, Go panics, Rust backtraces and panic headers,
 * Java stacks with `Caused by:`, and gcc/mypy/pyright/tsc/eslint diagnostics. Lines no recognizer claims still
 * contribute `path:line` mentions (format `path`).
 *
 * @example
 * parseSymptom('Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\nKeyError: 1')
 * // → frames [{ path: 'app.py', line: 3, func: '<module>', source: 'main()', chain: 0, order: 0, … }],
 * //   exceptionTypes ['KeyError'], messages ['1']
 */
export function parseSymptom(rawText) {
    const text = stripAnsi(rawText).replace(/\r\n?/g, '\n');
    const lines = stripLinePrefixes(text.split('\n'));
    const frames = [];
    const messages = [];
    const types = [];
    const tests = [];
    const diagnostics = [];
    const warnings = [];
    let chain = 0;
    let blockHasFrames = false;
    let lastFormat;
    let eslintFile;
    let pyrightFile;
    let pendingFunc; // Go / Rust print the function on the line before the location
    let pytestSource; // pytest long form prints `>   source` before the location line
    let pytestDef; // …and the function's `def` line, where the short form says `in f`
    let inIpython = false; // inside an IPython traceback: classic `path in f(...)` headers count as frames
    let inDoctestSection = false; // pytest's `___ [doctest] name ___` section
    // A JS code frame printed before the stack (Bun: `12 | src` + caret; Deno: source + caret under the error line)
    // belongs to the first frame of the stack that follows.
    let jsSource;
    const newBlock = () => {
        if (blockHasFrames)
            chain++;
        blockHasFrames = false;
    };
    // Formats that continue the block of the one before: the V8 crash header and its stack; a doctest example and the
    // traceback it raised.
    const continues = (prev, next) => prev === next || prev === 'node-header' || next === 'node-header' || (prev === 'doctest' && next === 'python');
    const pushFrame = (f) => {
        if (lastFormat !== undefined && !continues(lastFormat, f.format))
            newBlock();
        const frame = f; // each call site builds a fresh object: completing it beats copying it
        frame.chain = chain;
        frame.order = 0;
        frames.push(frame);
        blockHasFrames = true;
        lastFormat = f.format;
        return frame;
    };
    const addError = (type, message) => {
        if (!types.includes(type))
            types.push(type);
        if (message && !messages.includes(message))
            messages.push(message);
    };
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        let m;
        if (/^(?:Exception Group )?Traceback \(most recent call last\):/.test(line)) {
            // Inside a doctest report the traceback is what the example raised: same block, the example outermost.
            if (lastFormat !== 'doctest')
                newBlock();
            inIpython = false;
            continue;
        }
        if (line.startsWith('___') && (m = PYTEST_SECTION.exec(line))) {
            newBlock();
            inIpython = false;
            inDoctestSection = m[1].startsWith('[doctest] ');
            continue;
        }
        if ((line.startsWith('During ') || line.startsWith('The above ')) && CHAINED.test(line)) {
            newBlock();
            continue;
        }
        if (line.startsWith('*****') && /^\*{20,}\s*$/.test(line)) {
            newBlock();
            continue;
        } // doctest's report separator
        const ipyType = matchIpythonHeader(line);
        if (ipyType) {
            newBlock();
            inIpython = true;
            addError(ipyType.slice(ipyType.lastIndexOf('.') + 1), '');
            continue;
        }
        if (line.includes('-----') && /^\s*-{20,}\s*$/.test(line))
            continue; // IPython's rule above its header
        const ipy = matchIpythonFrame(lines, i, inIpython);
        if (ipy) {
            const body = readIpythonBody(lines, i);
            pushFrame({
                path: normalizeFramePath(ipy.path), line: ipy.line ?? body.line, func: ipy.func, source: body.source,
                format: 'ipython', internal: ipy.path.startsWith('<frozen '),
            });
            i = body.end;
            continue;
        }
        if ((m = PY_FRAME.exec(line))) {
            if (isDoctestFailedExample(lines[i + 1])) {
                const report = readDoctestReport(lines, i + 1);
                pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3], source: report.source, format: 'doctest' });
                i = report.end;
                continue;
            }
            const f = pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3], format: 'python', internal: m[1].startsWith('<') });
            const next = lines[i + 1];
            if (next !== undefined && /^\s{2,}\S/.test(next) && !PY_FRAME.test(next) && !isCaretLine(next)) {
                f.source = next.trim();
                i++;
                while (i + 1 < lines.length && isCaretLine(lines[i + 1]))
                    i++;
            }
            continue;
        }
        if ((m = PYTEST_FAILED.exec(line))) {
            if (!tests.includes(m[1]))
                tests.push(m[1]);
            const err = m[2] ? matchErrorLine(m[2]) : null;
            if (err)
                addError(err.type, err.message);
            continue;
        }
        if (/^>\s{3,}\S/.test(line)) {
            pytestSource = line.slice(1).trim();
            continue;
        }
        if (line.startsWith('    ') && (m = /^ {4}(?:async )?def ([A-Za-z_]\w*)\s*\(/.exec(line))) {
            pytestDef = m[1];
            continue;
        }
        if (inDoctestSection) {
            const example = matchPytestDoctestExample(line);
            if (example !== null) {
                pytestSource = example;
                continue;
            }
        }
        if ((m = PYTEST_LOC.exec(line))) {
            if (inDoctestSection) {
                // The example that failed. A traceback above it (UNEXPECTED EXCEPTION) is what the example raised: the
                // example is that block's outermost frame. The type named here is the runner's wrapper, not the error.
                const f = { path: normalizeFramePath(m[1]), line: Number(m[2]), source: pytestSource, format: 'doctest', chain, order: 0 };
                const prev = frames[frames.length - 1];
                if (prev && prev.format === 'python') {
                    f.chain = prev.chain;
                    frames.splice(frames.findIndex((g) => g.chain === prev.chain), 0, f);
                }
                else {
                    newBlock();
                    frames.push(f);
                    blockHasFrames = true;
                    lastFormat = 'doctest';
                }
                pytestSource = undefined;
                continue;
            }
            const f = pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: m[3] ?? (pytestSource ? pytestDef : undefined), format: 'pytest' });
            if (pytestSource)
                f.source = pytestSource;
            else if (lines[i + 1] !== undefined && /^\s{4}\S/.test(lines[i + 1]))
                f.source = lines[i + 1].trim();
            pytestSource = undefined;
            pytestDef = undefined;
            if (m[4])
                addError(m[4], '');
            continue;
        }
        const located = matchLocatedError(line);
        if (located) {
            if (located.warning) {
                diagnostics.push({ path: normalizeFramePath(located.path), line: located.line, severity: 'warning', code: located.type, message: located.message, tool: 'python' });
                warnings.push({ type: located.type, message: located.message });
                if (/^\s+\S/.test(lines[i + 1] ?? ''))
                    i++; // the source line the warnings module prints under it
            }
            else {
                // pytest --tb=line: one failure per line, each its own block.
                newBlock();
                pushFrame({ path: normalizeFramePath(located.path), line: located.line, format: 'pytest' });
                addError(located.type, located.message);
                newBlock();
            }
            continue;
        }
        if ((m = RUST_PANIC.exec(line))) {
            newBlock();
            if (m[1])
                addError('panic', m[1]);
            else if (lines[i + 1]?.trim())
                addError('panic', lines[i + 1].trim());
            pushFrame({ path: normalizeFramePath(m[2]), line: Number(m[3]), col: Number(m[4]), format: 'rust' });
            newBlock();
            continue;
        }
        if ((m = RUST_FN.exec(line)) && RUST_AT.test(lines[i + 1] ?? '')) {
            pendingFunc = m[1];
            continue;
        }
        if ((m = RUST_AT.exec(line))) {
            const p = m[1];
            pushFrame({ path: normalizeFramePath(p), line: Number(m[2]), col: Number(m[3]), func: pendingFunc, format: 'rust', internal: p.startsWith('/rustc/') });
            pendingFunc = undefined;
            continue;
        }
        if ((m = NODE_AT_PAREN.exec(line)) || (m = NODE_AT_BARE.exec(line))) {
            const paren = m.length === 5;
            const rawPath = paren ? m[2] : m[1];
            if (rawPath === '<anonymous>' || rawPath === 'native')
                continue;
            const func = paren ? m[1].replace(/ \[as [^\]]+\]$/, '') : undefined;
            const lineNo = Number(paren ? m[3] : m[2]);
            const f = pushFrame({
                path: normalizeFramePath(rawPath), line: lineNo, col: Number(paren ? m[4] : m[3]),
                func, format: 'node', internal: JS_INTERNAL.test(rawPath),
            });
            if (jsSource && (jsSource.line === undefined || jsSource.line === lineNo))
                f.source = jsSource.source;
            jsSource = undefined;
            continue;
        }
        const gecko = matchGeckoFrame(line);
        if (gecko) {
            pushFrame({ path: normalizeFramePath(gecko.url), line: gecko.line, col: gecko.col, func: gecko.func, format: 'browser' });
            continue;
        }
        if (isNativeCodeFrame(line))
            continue;
        const code = matchCodeFrameLine(line);
        if (code) {
            // Bun prints the lines up to the throw as `N | src`, then a caret under the last one.
            if (isCaretLine(lines[i + 1] ?? '')) {
                jsSource = code;
                i++;
            }
            continue;
        }
        if ((m = JAVA_AT.exec(line))) {
            pushFrame({
                path: m[3], line: Number(m[4]), func: `${m[1].slice(m[1].lastIndexOf('.') + 1)}.${m[2]}`, format: 'java',
                qualifiedClass: m[1].replace(/\$.*$/, ''), internal: /^(?:java|javax|jdk|sun|kotlin)\./.test(m[1]),
            });
            continue;
        }
        if ((m = GO_LOC.exec(line))) {
            pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), func: pendingFunc, format: 'go', internal: /\/go\/src\/runtime\//.test(m[1]) });
            pendingFunc = undefined;
            continue;
        }
        if (/^goroutine \d+ \[/.test(line)) {
            newBlock();
            continue;
        }
        if ((m = GO_FUNC.exec(line)) && GO_LOC.test(lines[i + 1] ?? '')) {
            pendingFunc = m[1];
            continue;
        }
        if ((m = TSC.exec(line)) || (m = TSC_PRETTY.exec(line))) {
            diagnostics.push({ path: normalizeFramePath(m[1]), line: Number(m[2]), col: Number(m[3]), severity: m[4], code: m[5], message: m[6].trim(), tool: 'tsc' });
            continue;
        }
        const pyright = readPyrightDiagnostic(lines, i, pyrightFile);
        if (pyright) {
            diagnostics.push({ ...pyright.diagnostic, path: normalizeFramePath(pyright.diagnostic.path) });
            i = pyright.end;
            continue;
        }
        if (line.includes('.py') && isPyrightFileLine(line, lines[i + 1])) {
            pyrightFile = line.trim();
            continue;
        }
        if ((m = GCC_LIKE.exec(line))) {
            const sev = m[4] === 'fatal error' ? 'error' : m[4];
            const py = /\.pyi?$/.test(m[1]);
            const tool = py ? 'mypy' : /\.(?:c|cc|cpp|cxx|h|hpp|m)$/.test(m[1]) ? 'gcc' : 'generic';
            const d = { path: normalizeFramePath(m[1]), line: Number(m[2]), col: m[3] ? Number(m[3]) : undefined, severity: sev, code: m[5] || m[7], message: m[6].trim(), tool };
            // mypy --pretty wraps a long message (and its `[code]`) onto the next line.
            const more = py && !d.code ? mypyContinuation(lines[i + 1]) : null;
            if (more !== null) {
                const code = /(?:^|\s+)\[([\w-]+)\]$/.exec(more);
                d.message = `${d.message} ${code ? more.slice(0, code.index) : more}`.trim();
                if (code)
                    d.code = code[1];
                i++;
            }
            diagnostics.push(d);
            continue;
        }
        if ((m = RUSTC_ARROW.exec(line))) {
            const head = lines[i - 1] ?? '';
            const hm = /^(error|warning)(?:\[(\w+)\])?: (.*)$/.exec(head.trim());
            diagnostics.push({ path: normalizeFramePath(m[1]), line: Number(m[2]), col: Number(m[3]), severity: hm?.[1] === 'warning' ? 'warning' : 'error', code: hm?.[2], message: hm?.[3] ?? '', tool: 'rustc' });
            continue;
        }
        if (eslintFile && (m = ESLINT_ROW.exec(line))) {
            diagnostics.push({ path: eslintFile, line: Number(m[1]), col: Number(m[2]), severity: m[3], code: m[5], message: m[4].trim(), tool: 'eslint' });
            continue;
        }
        if ((m = ESLINT_FILE.exec(line)) && ESLINT_ROW.test(lines[i + 1] ?? '')) {
            eslintFile = normalizeFramePath(m[1]);
            continue;
        }
        if ((m = NODE_HEADER.exec(line)) && lines[i + 1] !== undefined && isCaretLine(lines[i + 2] ?? '')) {
            newBlock();
            pushFrame({ path: normalizeFramePath(m[1]), line: Number(m[2]), source: lines[i + 1].trim(), format: 'node-header' });
            i += 2;
            continue;
        }
        // Right after a Python traceback's frames the runtime prints the exception, whatever its class is named.
        const afterPyFrames = blockHasFrames && (lastFormat === 'python' || lastFormat === 'ipython' || lastFormat === 'doctest');
        // So does a module-qualified class before a message (`pkg.mod.NoMatch: …`), the way Python names a library's.
        const qualified = /^[a-z_]\w*(?:\.\w+)*\.[A-Z]\w*: /.test(line);
        const err = matchErrorLine(line, { anyName: (afterPyFrames || qualified) && !/^\s/.test(line) });
        if (err && (!/^\s/.test(line) || /^E\s/.test(line))) {
            let message = err.message;
            if (line.startsWith('E ')) {
                // pytest prints a multi-line message as further `E` lines at the same column; deeper ones are its own
                // explanation (assertion diffs).
                const col = /^E\s+/.exec(line)[0].length;
                while (i + 1 < lines.length && /^E\s/.test(lines[i + 1])) {
                    const next = lines[i + 1];
                    const ncol = /^E\s+/.exec(next)?.[0].length ?? 1;
                    if (ncol !== col || matchErrorLine(next))
                        break;
                    message += `\n${next.slice(col).trimEnd()}`;
                    i++;
                }
            }
            addError(err.type, message.trim());
            if (blockHasFrames && lastFormat !== 'node-header' && lastFormat !== 'pytest')
                newBlock();
            inIpython = false; // IPython's error line ends its traceback
            // Deno prints the throwing line and a caret under the error line, before the stack.
            const src = lines[i + 1];
            if (src !== undefined && src.trim() && !/^\s*at /.test(src) && isCaretLine(lines[i + 2] ?? '') && /^\s*at /.test(lines[i + 3] ?? '')) {
                jsSource = { source: src.trim() };
                i += 2;
            }
            continue;
        }
        PATH_MENTION.lastIndex = 0;
        while ((m = PATH_MENTION.exec(line))) {
            const p = normalizeFramePath(m[1]);
            if (p.includes('://'))
                continue;
            pushFrame({ path: p, line: Number(m[2]), format: 'path' });
        }
    }
    assignOrder(frames);
    // Frames with no error line (a runtime that prints only the message, as `err.stack` does for a renamed Error):
    // the line right above the first frame is the message.
    if (frames.length && !messages.length && !types.length) {
        const first = lines.findIndex((l) => /^\s+at\s|^\s*File "/.test(l));
        const above = first > 0 ? lines[first - 1].trim() : '';
        if (above.length >= 8 && /[A-Za-z]{3}/.test(above) && !/^Traceback\b/.test(above))
            messages.push(above);
    }
    // Warnings are the symptom only when nothing failed: beside a failure they are noise in the types and messages.
    if (!types.length)
        for (const w of warnings)
            addError(w.type, w.message);
    dropPartialMessages(messages);
    // A bare error message ("no exchange rate for currency 'CHF'"): no structure was recognized, so its lines are
    // the messages (the way a user pastes one). A longer text is prose (an issue): its mentions and words speak for it.
    const nonEmpty = lines.filter((l) => l.trim()).length;
    if (!frames.length && !messages.length && !types.length && !tests.length && !diagnostics.length && nonEmpty <= 3) {
        for (const l of lines) {
            const t = l.trim();
            if (t.length >= 8 && /[A-Za-z]{3}/.test(t) && messages.length < 5 && !messages.includes(t))
                messages.push(t);
        }
    }
    return { frames, messages, exceptionTypes: types, tests, diagnostics, mentions: extractMentions(text) };
}
/**
 * Removes, in place, messages another message states in full: pytest's summary cuts a message at its first newline
 * or ends it with `...`, and the `E` lines above it gave the whole of it.
 */
function dropPartialMessages(messages) {
    for (let k = messages.length - 1; k >= 0; k--) {
        const m = messages[k];
        const stem = m.endsWith('...') ? m.slice(0, -3) : m;
        if (messages.some((o, j) => j !== k && o.length > stem.length && o.startsWith(stem) && (m.endsWith('...') || o[stem.length] === '\n')))
            messages.splice(k, 1);
    }
}
/** Sets `order` (0 = outermost caller) on every frame, per block, reading innermost-first formats backwards. */
function assignOrder(frames) {
    const byChain = new Map();
    for (const f of frames) {
        const list = byChain.get(f.chain) ?? [];
        list.push(f);
        byChain.set(f.chain, list);
    }
    for (const list of byChain.values()) {
        // The V8 crash header names the throw site: it is the innermost frame of its block.
        const reversed = list.some((f) => INNERMOST_FIRST.has(f.format));
        list.forEach((f, k) => {
            if (f.format === 'node-header')
                f.order = list.length;
            else
                f.order = reversed ? list.length - 1 - k : k;
        });
    }
}
