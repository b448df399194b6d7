// Fit a normalized output into a hard character limit (a client that previews anything longer, e.g. Claude Code's
// 30,000-character Bash limit). Signal lines go last: first the plain lines between them are folded into the
// neighbouring markers, then head and tail, then context; only when the signal lines alone exceed the limit are
// some of them elided too. Every line that leaves is named by a marker whose range `ck recall KEY` gives back.
import { lineOps, DEFAULT_LINE_OPS } from '../kernels/lines.js';
import { spillPut } from '../store/spill.js';
import { estimateTokens } from '../tokens.js';
import { classifySignal } from './signal.js';
import { elidedMarker, elidedMarkerLength, parseMarker } from './markers.js';
import { sha1, KEY_HEX } from './hash.js';
const TOKENS_RE = /~([\d.]+)([kM]?) tokens/;
function markerTokens(description, first, last) {
    const m = TOKENS_RE.exec(description);
    if (!m)
        return last - first + 1; // a count we cannot read: one token a line, a floor
    const scale = m[2] === 'k' ? 1000 : m[2] === 'M' ? 1_000_000 : 1;
    return Math.round(Number(m[1]) * scale);
}
/** Returns the entries of normalized `text`, each verbatim line numbered in the cleaned text markers refer to. */
function entriesOf(text) {
    const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
    const out = [];
    let cur = 1;
    for (const line of lines) {
        const m = line.startsWith('[ck: ') ? parseMarker(line) : null;
        if (m && m.lines) {
            out.push({ text: line, first: m.lines[0], last: m.lines[1], marker: true, pinned: false, tokens: markerTokens(m.description, m.lines[0], m.lines[1]), signal: false });
            cur = m.lines[1] + 1;
        }
        else if (m) {
            out.push({ text: line, first: cur, last: cur - 1, marker: true, pinned: true, tokens: 0, signal: false });
        }
        else {
            out.push({ text: line, first: cur, last: cur, marker: false, pinned: false, tokens: estimateTokens(line.length + 1), signal: false });
            cur++;
        }
    }
    return out;
}
/**
 * Marks the entries that are signal lines: from normalize's own classification of the whole output when the result
 * carries it (`signalMask`), else by classifying `text` itself (markers are transparent to the classifier).
 */
function markSignal(text, entries, mask) {
    if (mask) {
        let n = 0;
        for (const e of entries) {
            if (!e.marker && mask[e.first - 1]) {
                e.signal = true;
                n++;
            }
        }
        return n;
    }
    const buf = Buffer.from(text, 'utf8');
    const ops = lineOps(buf, DEFAULT_LINE_OPS);
    const signal = classifySignal(buf, ops, new Uint8Array(ops.count));
    let n = 0;
    for (let i = 0; i < entries.length && i < ops.count; i++) {
        if (signal[i] && !entries[i].marker) {
            entries[i].signal = true;
            n++;
        }
    }
    return n;
}
/**
 * Returns the UTF-16 length of the text of `entries` with every run of entries not in `keep` folded into one elided
 * marker; pushes that text's lines into `lines` when given (the text is `lines` joined by newlines, plus a trailing
 * one when `trailingNewline` and any line). Measuring alone builds no string: fitting a large output measures several
 * renderings and builds one.
 */
function render(entries, keep, key, trailingNewline, lines) {
    let length = 0;
    let count = 0;
    const push = (line) => {
        lines?.push(line);
        length += line.length;
        count++;
    };
    let i = 0;
    while (i < entries.length) {
        if (keep[i]) {
            push(entries[i].text);
            i++;
            continue;
        }
        let j = i;
        let tokens = 0;
        while (j < entries.length && !keep[j])
            tokens += entries[j++].tokens;
        const first = entries[i].first;
        const last = entries[j - 1].last;
        const markerLength = last >= first ? elidedMarkerLength(key, first, last, tokens) : 0;
        // A lone marker left where it was says the same as a new one would; plain lines shorter than the marker that
        // would replace them stay (a marker must save more than it costs).
        let plain = 0;
        for (let k = i; k < j && plain <= markerLength; k++)
            plain = entries[k].marker ? Infinity : plain + entries[k].text.length + 1;
        if (j - i === 1 && entries[i].marker)
            push(entries[i].text);
        else if (plain <= markerLength)
            for (let k = i; k < j; k++)
                push(entries[k].text);
        else if (markerLength > 0) {
            if (lines)
                push(elidedMarker(key, first, last, tokens));
            else {
                length += markerLength;
                count++;
            }
        }
        i = j;
    }
    return count === 0 ? 0 : length + count - 1 + (trailingNewline ? 1 : 0);
}
/** Returns the text render measures for `keep`. */
function renderText(entries, keep, key, trailingNewline) {
    const lines = [];
    render(entries, keep, key, trailingNewline, lines);
    return lines.join('\n') + (trailingNewline && lines.length > 0 ? '\n' : '');
}
/**
 * Returns `result.text` cut to at most `maxChars` characters with every signal line kept verbatim when they fit
 * (undefined only when not even one marker fits). Removed lines become `[ck: elided lines A-B …]` markers under
 * the result's spill key (the text is spilled first when normalize left it unchanged and so stored nothing).
 * Deterministic; a text that already fits comes back as is.
 */
export function fitToChars(result, maxChars) {
    const text = result.text;
    let key = result.key;
    if (text.length <= maxChars)
        return { text, key: key ?? '', signalKept: result.signalLines, signalDropped: 0, level: 'whole' };
    const trailing = text.endsWith('\n');
    const entries = entriesOf(text);
    const signalTotal = markSignal(text, entries, result.signalMask);
    if (key === null) {
        // normalize changed nothing, so nothing was spilled: the text is the cleaned output, numbered as it stands.
        key = sha1(text).slice(0, KEY_HEX);
        spillPut(key, text, null);
    }
    const n = entries.length;
    const base = new Uint8Array(n);
    for (let i = 0; i < n; i++)
        if (entries[i].signal || entries[i].pinned)
            base[i] = 1;
    const tryKeep = (keep) => render(entries, keep, key, trailing) <= maxChars ? renderText(entries, keep, key, trailing) : undefined;
    const withContext = base.slice();
    for (let i = 0; i < n; i++) {
        if (!base[i] || !entries[i].signal)
            continue;
        if (i > 0 && !entries[i - 1].marker)
            withContext[i - 1] = 1;
        if (i + 1 < n && !entries[i + 1].marker)
            withContext[i + 1] = 1;
    }
    const headTail = (keep, head, tail) => {
        const k = keep.slice();
        for (let i = 0, left = head; i < n && left > 0; i++)
            if (!entries[i].marker) {
                k[i] = 1;
                left--;
            }
        for (let i = n - 1, left = tail; i >= 0 && left > 0; i--)
            if (!entries[i].marker) {
                k[i] = 1;
                left--;
            }
        return k;
    };
    const done = (out, level) => ({ text: out, key: key, signalKept: signalTotal, signalDropped: 0, level });
    let out = tryKeep(headTail(withContext, 5, 10));
    if (out !== undefined)
        return done(out, 'context');
    out = tryKeep(headTail(base, 3, 5));
    if (out !== undefined)
        return done(out, 'head-tail');
    out = tryKeep(base);
    if (out !== undefined)
        return done(out, 'signal');
    return partialSignal(entries, base, key, trailing, maxChars, signalTotal);
}
/**
 * Returns the fit when the signal lines alone exceed the limit. Signal lines are taken alternately from the start and
 * the end (the first error and the final summary both matter); a first pass takes each distinct line once (a line
 * repeated later in the output adds no information, and its repeats stay recoverable), a second pass fills what room
 * is left with the repeats. Deterministic.
 */
function partialSignal(entries, base, key, trailing, maxChars, signalTotal) {
    const n = entries.length;
    const keep = new Uint8Array(n);
    for (let i = 0; i < n; i++)
        if (entries[i].pinned)
            keep[i] = 1;
    const order = [];
    let lo = 0;
    let hi = n - 1;
    let fromStart = true;
    while (lo <= hi) {
        const i = fromStart ? lo++ : hi--;
        if (!(base[i] && entries[i].signal))
            continue;
        order.push(i);
        fromStart = !fromStart;
    }
    let used = render(entries, keep, key, trailing);
    if (used > maxChars)
        return undefined;
    // Keeping a line inside a folded run splits one marker in two, unless a neighbour is kept already.
    const MARKER = 120;
    const cost = (i) => entries[i].text.length + 1 + ((i > 0 && keep[i - 1]) || (i + 1 < n && keep[i + 1]) ? 0 : MARKER);
    const seen = new Set();
    const pass = (distinctOnly) => {
        for (const i of order) {
            if (keep[i])
                continue;
            const text = entries[i].text;
            if (distinctOnly && seen.has(text))
                continue;
            const c = cost(i);
            if (used + c > maxChars)
                continue;
            keep[i] = 1;
            seen.add(text);
            used += c;
        }
    };
    pass(true);
    used = render(entries, keep, key, trailing);
    pass(true);
    pass(false);
    let length = render(entries, keep, key, trailing);
    // The costs are estimates; should they fall short, give back kept lines from the end of the order.
    for (let k = order.length - 1; length > maxChars && k >= 0; k--) {
        if (!keep[order[k]])
            continue;
        keep[order[k]] = 0;
        length = render(entries, keep, key, trailing);
    }
    if (length > maxChars)
        return undefined;
    let kept = 0;
    for (const i of order)
        if (keep[i])
            kept++;
    return { text: renderText(entries, keep, key, trailing), key, signalKept: kept, signalDropped: signalTotal - kept, level: 'partial-signal' };
}
