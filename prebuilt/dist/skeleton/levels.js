/**
 * Skeleton levels and the one assembler that applies a level's elisions to a source text.
 *
 * - `signatures`: signatures, decorators, annotations, class attributes; bodies `...`; no docstrings or doc comments.
 * - `summary` (the default): signatures plus the first paragraph of each docstring / doc comment.
 * - `full`: signatures plus every docstring and doc comment whole.
 */
/** The skeleton levels, leanest first. */
export const SKELETON_LEVELS = ['signatures', 'summary', 'full'];
/** The level `ck skeleton` and `ck compile` use unless told otherwise. */
export const DEFAULT_SKELETON_LEVEL = 'summary';
/** Returns `level`, or DEFAULT_SKELETON_LEVEL when none is asked for (the one place that default is applied). */
export function resolveLevel(level) {
    return level ?? DEFAULT_SKELETON_LEVEL;
}
/** Returns `text` as a SkeletonLevel, or undefined when it names none. */
export function parseSkeletonLevel(text) {
    return SKELETON_LEVELS.includes(text) ? text : undefined;
}
/** Returns the 0-based offsets at which each line of `text` starts. */
export function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/**
 * Returns `text` with `elisions` (any order, not overlapping) applied. A line-based elision replaces its lines
 * including the last line's newline and puts one newline back after a non-empty replacement.
 */
export function assemble(text, starts, elisions) {
    const sorted = [...elisions].sort((a, b) => a.start - b.start || (a.from ?? 0) - (b.from ?? 0));
    const parts = [];
    const rows = [1];
    let pos = 0;
    let row = 1; // source line of `pos`
    const applied = [];
    const copy = (to) => {
        for (let i = text.indexOf('\n', pos); i >= 0 && i < to; i = text.indexOf('\n', i + 1))
            rows.push(++row);
        parts.push(text.slice(pos, to));
        pos = to;
    };
    for (const e of sorted) {
        const from = e.from ?? starts[e.start - 1] ?? text.length;
        if (from < pos)
            continue; // overlapping: the earlier one wins
        applied.push(e);
        copy(from);
        if (e.from !== undefined && e.to !== undefined) {
            parts.push(e.replacement);
            // Skip the body: its newlines are gone, the output line stays with the line the body started on.
            row += countNewlines(text, from, e.to);
            pos = e.to;
            continue;
        }
        const after = starts[e.end];
        if (e.replacement)
            parts.push(e.replacement);
        if (after === undefined) {
            pos = text.length;
            break;
        }
        if (e.replacement) {
            parts.push('\n');
            rows.push(e.end + 1);
        }
        else
            rows[rows.length - 1] = e.end + 1;
        row = e.end + 1;
        pos = after;
    }
    copy(text.length);
    // A trailing newline opens no line of its own.
    const out = parts.join('');
    if (out.endsWith('\n') && rows.length > 1)
        rows.pop();
    return { text: out, elided: applied.map(({ start, end }) => ({ start, end })), rows };
}
function countNewlines(text, from, to) {
    let n = 0;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
