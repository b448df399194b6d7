/**
 * A transcript read as the sequence of events revealed relevance counts: slice manifests reaching the model (hook
 * attachments, tool results), file reads (Read, and Bash commands that print a file: cat, sed -n, head, tail, nl),
 * and searches (Grep, Glob), each with the token cost of the result the model got.
 */
import { isAbsolute, resolve } from 'node:path';
import { estimateTokens } from '../tokens.js';
import { toolResultText } from '../session/transcript.js';
import { scanShell } from '../hooks/shell.js';
import { parseManifest } from './manifest-text.js';
const FILE_PRINTERS = new Set(['cat', 'head', 'tail', 'nl', 'less', 'more', 'bat', 'sed']);
function str(v) {
    return typeof v === 'string' && v !== '' ? v : undefined;
}
/** Returns the files a Bash command prints, with the line range when `sed -n 'A,Bp'` or `head -n N` says it. */
export function bashReads(command) {
    const scanned = scanShell(command);
    if ('error' in scanned)
        return [];
    const out = [];
    for (const c of scanned.commands) {
        const words = c.words.map((w) => w.value);
        let i = 0;
        while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i] ?? ''))
            i++;
        const name = (words[i] ?? '').replace(/^.*\//, '');
        if (!FILE_PRINTERS.has(name))
            continue;
        const args = words.slice(i + 1);
        let range;
        const files = [];
        for (let k = 0; k < args.length; k++) {
            const a = args[k];
            if (a === undefined)
                continue;
            if (name === 'sed') {
                const m = /^(\d+)(?:,(\d+))?p$/.exec(a);
                if (m) {
                    range = [Number(m[1]), Number(m[2] ?? m[1])];
                    continue;
                }
                if (a === '-n' || a.startsWith('-'))
                    continue;
                if (range === undefined)
                    return out; // a sed script that is not a plain print: not a read we can name
            }
            if ((name === 'head' || name === 'tail') && (a === '-n' || a === '-c')) {
                const n = Number(args[k + 1]);
                if (name === 'head' && a === '-n' && Number.isInteger(n) && n > 0)
                    range = [1, n];
                k++;
                continue;
            }
            if (a.startsWith('-'))
                continue;
            files.push(a);
        }
        for (const f of files)
            out.push(range ? { path: f, range } : { path: f });
    }
    return out;
}
function absolute(path, cwd) {
    return isAbsolute(path) ? path : resolve(typeof cwd === 'string' && cwd ? cwd : '/', path);
}
/**
 * Returns the events of a transcript's entries, in order. Tool results are joined to their tool_use by id for the
 * token cost (an estimate of the result text the model received; 0 when the result is absent).
 */
export function transcriptEvents(entries) {
    const results = new Map();
    for (const e of entries) {
        const content = e.message?.content;
        if (!Array.isArray(content))
            continue;
        for (const b of content) {
            if (b && b.type === 'tool_result' && typeof b.tool_use_id === 'string')
                results.set(b.tool_use_id, toolResultText(b.content));
        }
    }
    const out = [];
    entries.forEach((e, line) => {
        const ts = typeof e.timestamp === 'string' ? e.timestamp : undefined;
        const att = e.type === 'attachment' ? e.attachment : undefined;
        if (att && att.type === 'hook_additional_context' && Array.isArray(att.content)) {
            for (const c of att.content) {
                const m = typeof c === 'string' ? parseManifest(c) : null;
                if (m)
                    out.push({ kind: 'manifest', manifest: m, source: 'hook', ts, line });
            }
            return;
        }
        const content = e.message?.content;
        if (!Array.isArray(content))
            return;
        for (const b of content) {
            if (!b || typeof b !== 'object')
                continue;
            if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
                const m = parseManifest(results.get(b.tool_use_id) ?? '');
                if (m)
                    out.push({ kind: 'manifest', manifest: m, source: 'tool', ts, line });
                continue;
            }
            if (b.type !== 'tool_use' || typeof b.name !== 'string')
                continue;
            const input = (b.input ?? {});
            const tokens = estimateTokens(results.get(typeof b.id === 'string' ? b.id : '') ?? '');
            switch (b.name) {
                case 'Read': {
                    const p = str(input.file_path);
                    if (!p)
                        break;
                    const offset = typeof input.offset === 'number' ? input.offset : undefined;
                    const limit = typeof input.limit === 'number' ? input.limit : undefined;
                    const range = offset !== undefined || limit !== undefined ? [offset ?? 1, (offset ?? 1) + (limit ?? 2000) - 1] : undefined;
                    out.push({ kind: 'read', tool: 'Read', path: absolute(p, e.cwd), ...(range ? { range } : {}), tokens, line });
                    break;
                }
                case 'Bash': {
                    const reads = bashReads(str(input.command) ?? '');
                    // One result for several files: its cost is shared evenly between them.
                    reads.forEach((r) => out.push({ kind: 'read', tool: 'Bash', path: absolute(r.path, e.cwd), ...(r.range ? { range: r.range } : {}), tokens: Math.round(tokens / reads.length), line }));
                    break;
                }
                case 'Grep':
                case 'Glob': {
                    const p = str(input.path);
                    out.push({ kind: 'search', tool: b.name, ...(p ? { path: absolute(p, e.cwd) } : {}), tokens, line });
                    break;
                }
            }
        }
    });
    return out;
}
