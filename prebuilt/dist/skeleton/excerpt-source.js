/**
 * Returns the 1-based inclusive line ranges, sorted and merged, that the excerpt of `defs` (with `members`, the
 * file's index definitions) reads: a function or method whole; a class from its first line through its first
 * member (the header, docstring and attributes the excerpt shows, and one member so the body parses on its own),
 * and a method's owning class the same way; in a brace language a class's last line too (its closing brace).
 */
export function excerptRanges(defs, members, python) {
    const out = [];
    const classHead = (c) => {
        const first = members.filter((m) => m.start > c.start && m.start <= c.end).reduce((a, m) => (!a || m.start < a.start ? m : a), undefined);
        out.push([c.start, first ? Math.min(first.end, c.end) : c.end]);
        if (!python)
            out.push([c.end, c.end]);
    };
    for (const d of defs) {
        if (d.kind === 'class') {
            classHead(d);
            continue;
        }
        out.push([d.start, d.end]);
        const owner = members.find((m) => m.kind === 'class' && m.start < d.start && m.end >= d.end);
        if (owner)
            classHead(owner);
    }
    out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const merged = [];
    for (const r of out) {
        const last = merged[merged.length - 1];
        if (last && r[0] <= last[1] + 1)
            last[1] = Math.max(last[1], r[1]);
        else
            merged.push([r[0], r[1]]);
    }
    return merged;
}
/** Returns `text` with every line outside `ranges` (1-based inclusive, sorted) emptied; line count and numbers stay. */
export function sparseSource(text, ranges) {
    const lines = text.split('\n');
    let r = 0;
    for (let i = 0; i < lines.length; i++) {
        const line = i + 1;
        while (r < ranges.length && ranges[r][1] < line)
            r++;
        if (r >= ranges.length || ranges[r][0] > line)
            lines[i] = '';
    }
    return lines.join('\n');
}
