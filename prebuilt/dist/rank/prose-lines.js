/**
 * Returns a flag per line of `text` (1 = prose), or undefined for a language without comment rules here (all
 * code). Python: lines starting with `#`, and the lines of a triple-quoted string (the one it starts on only when it
 * starts the line, after an optional prefix such as `r`: docstrings, in practice; the index's field scanner puts
 * every triple-quoted string in `doc`). JS/TS: lines starting with `//`, and the lines of a block comment (its first
 * only when it starts the line). Found with native searches over the whole text, not a loop over its characters.
 */
export function proseLines(text, lang) {
    if (lang !== 'python' && lang !== 'js' && lang !== 'ts')
        return undefined;
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    const out = new Uint8Array(starts.length);
    const lineOf = (at) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= at)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    };
    const python = lang === 'python';
    // Line comments: the first non-blank characters of a line.
    for (const m of text.matchAll(python ? /^[ \t]*#/gm : /^[ \t]*\/\//gm))
        out[lineOf(m.index)] = 1;
    // Blocks: a triple-quoted string, or a block comment, from its opening to its closing delimiter.
    const open = python ? /"""|\'\'\'/g : /\/\*/g;
    for (let m = open.exec(text); m; m = open.exec(text)) {
        const close = python ? m[0] : '*/';
        let end = text.indexOf(close, m.index + m[0].length);
        if (end < 0)
            end = text.length;
        const first = lineOf(m.index);
        const last = lineOf(end);
        // The opening line is prose when the block starts it (a prefix like r, b, u, f aside).
        if (/^[ \t]*[rRbBuUfF]{0,2}$/.test(text.slice(starts[first], m.index)))
            out[first] = 1;
        for (let l = first + 1; l <= last; l++)
            out[l] = 1;
        open.lastIndex = end + close.length;
    }
    return out;
}
