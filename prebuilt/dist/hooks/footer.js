/** The one-line footer appended to every replacement; the canary looks for it verbatim in the transcript. */
import { createHash } from 'node:crypto';
import { formatTokens } from '../tokens.js';
/** Returns the footer line, e.g. `[ck: normalized bash output: 12.3k → 1.1k tokens (-91%); id 3f2a9c1e]`. */
export function formatFooter(what, before, after, id) {
    // Floored, so a footer never claims -100% while anything is left.
    const pct = before > 0 ? Math.floor(((before - after) / before) * 100) : 0;
    return `[ck: ${what}: ${formatTokens(before)} → ${formatTokens(after)} tokens (-${pct}%); id ${id}]`;
}
// `\u2192` is `→`: written escaped so the hook bundle stays ASCII (a one-byte source string for V8 and its code cache).
const FOOTER_RE = /^\[ck: [^\]\n]*\u2192 [^\]\n]* tokens \(-?\d+%\); id [0-9a-f]{8}\]$/;
/** Returns true when `line` is one of our replacement footers. */
export function isFooterLine(line) {
    return FOOTER_RE.test(line.trim());
}
/** Returns true when `text` already carries a replacement footer on any of its last lines (double-run guard). */
export function hasFooter(text) {
    const tail = text.slice(-600).split('\n');
    return tail.some(isFooterLine);
}
/**
 * Returns the 8-hex id that names a replacement: a hash of the tool-use id, the original size and the replacement
 * text (the replacement, not the megabytes it replaced: hashing the original would cost more than the rest of the hook).
 */
export function replacementId(toolUseId, originalLength, replacement) {
    return createHash('sha1').update(`${toolUseId}\0${originalLength}\0`).update(replacement).digest('hex').slice(0, 8);
}
const LINE_NUMBER_PREFIX = /^\s*\d+(?:\u2192|\t)$/;
/**
 * Returns true when the text of one tool result contains `footer` as a whole line — optionally behind the line-number
 * gutter Claude Code adds to Read results (`    12→`) — and never when it is merely quoted inside another line.
 */
export function footerIn(text, footer) {
    let i = text.indexOf(footer);
    while (i >= 0) {
        const lineStart = text.lastIndexOf('\n', i - 1) + 1;
        const prefix = text.slice(lineStart, i);
        const end = i + footer.length;
        const after = end === text.length || text[end] === '\n' || text[end] === '\r';
        if (after && (prefix === '' || LINE_NUMBER_PREFIX.test(prefix)))
            return true;
        i = text.indexOf(footer, i + 1);
    }
    return false;
}
