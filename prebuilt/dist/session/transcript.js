import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { resolveTranscriptWindow } from './options.js';
/**
 * Returns the bytes from `from` (or the last `maxBytes`, whichever is later) to the end of file, starting at a line
 * boundary (a first partial line is dropped when the window starts mid-file and not at a recorded offset), or null
 * when the file cannot be read as a regular file. Only the window is read: a multi-MB transcript costs its tail.
 */
function readWindow(path, opts) {
    const { from, maxBytes, recorded } = resolveTranscriptWindow(opts);
    let fd;
    try {
        fd = openSync(path, 'r');
    }
    catch {
        return null;
    }
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            return null; // a directory, FIFO or device is not a transcript (and may block or fail on read)
        const size = st.size;
        let start = Math.max(0, Math.min(from, size), size - maxBytes);
        const buf = Buffer.allocUnsafe(size - start);
        let got = 0;
        while (got < buf.length) {
            const n = readSync(fd, buf, got, buf.length - got, start + got);
            if (n <= 0)
                break;
            got += n;
        }
        let body = buf.subarray(0, got);
        if (start > 0 && !(recorded && from === start)) {
            // The window starts mid-line unless it starts exactly at a recorded offset: drop the partial line.
            const nl = body.indexOf(0x0a);
            body = nl < 0 ? body.subarray(got) : body.subarray(nl + 1);
            start += nl < 0 ? got : nl + 1;
        }
        return { body, start, size };
    }
    catch {
        return null;
    }
    finally {
        closeSync(fd);
    }
}
/** Returns the objects among `lines` parsed as JSON, and how many lines did not parse to an object. */
function parseLines(lines) {
    const entries = [];
    let badLines = 0;
    for (const line of lines) {
        if (!line.trim())
            continue;
        try {
            const v = JSON.parse(line);
            if (v && typeof v === 'object' && !Array.isArray(v))
                entries.push(v);
            else
                badLines++;
        }
        catch {
            badLines++;
        }
    }
    return { entries, badLines };
}
/**
 * Returns the transcript entries from byte `from` (or the last `maxBytes`, whichever is later) to the end of file,
 * each line parsed as JSON; a first partial line is dropped when the window starts mid-file. Returns null when the
 * file cannot be read (absent, unreadable, a directory).
 */
export function readTranscript(path, opts = {}) {
    const w = readWindow(path, opts);
    if (!w)
        return null;
    const { entries, badLines } = parseLines(w.body.toString('utf8').split('\n'));
    return { entries, start: w.start, size: w.size, badLines };
}
/** Ids written by JSON.stringify exactly as they are (no escapes), so a byte search finds every occurrence. */
const PLAIN_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
/**
 * Returns the transcript entries of the window (as readTranscript) restricted to the lines that mention one of
 * `toolUseIds`: lines are found by a byte search for the quoted id and only those are parsed as JSON, so checking a
 * few pending ids against a 5 MB window parses kilobytes, not megabytes. Ids with characters JSON might escape fall
 * back to parsing every line. Returns null when the file cannot be read.
 */
export function readTranscriptFor(path, toolUseIds, opts = {}) {
    const w = readWindow(path, opts);
    if (!w)
        return null;
    if (!toolUseIds.every((id) => PLAIN_ID.test(id))) {
        const all = parseLines(w.body.toString('utf8').split('\n'));
        return { ...all, start: w.start, size: w.size };
    }
    const ranges = new Map(); // line start → line end, each line once
    for (const id of toolUseIds) {
        const needle = Buffer.from(JSON.stringify(id));
        for (let at = w.body.indexOf(needle); at >= 0; at = w.body.indexOf(needle, at + needle.length)) {
            const lineStart = w.body.lastIndexOf(0x0a, at) + 1;
            if (ranges.has(lineStart))
                continue;
            const nl = w.body.indexOf(0x0a, at);
            ranges.set(lineStart, nl < 0 ? w.body.length : nl);
        }
    }
    const lines = [...ranges].sort((a, b) => a[0] - b[0]).map(([a, b]) => w.body.toString('utf8', a, b));
    return { ...parseLines(lines), start: w.start, size: w.size };
}
/** Returns the text of a tool_result's `content` (a string, or an array of `{type:"text", text}` blocks). */
export function toolResultText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        return content
            .map((b) => (b && typeof b === 'object' && b.type === 'text' && typeof b.text === 'string' ? b.text : ''))
            .join('\n');
    }
    return '';
}
/**
 * Returns every tool_result block in `entries` as `{toolUseId, text}`: only blocks of type `tool_result` inside a
 * user message's content array count, so a footer quoted in prose (a user's message, an assistant's reply) never does.
 */
export function toolResults(entries) {
    const out = [];
    for (const e of entries) {
        const content = e.message?.content;
        if (!Array.isArray(content))
            continue;
        for (const block of content) {
            if (!block || typeof block !== 'object')
                continue;
            const b = block;
            if (b.type !== 'tool_result' || typeof b.tool_use_id !== 'string')
                continue;
            out.push({ toolUseId: b.tool_use_id, text: toolResultText(b.content) });
        }
    }
    return out;
}
