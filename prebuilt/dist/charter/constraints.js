/**
 * Constraints: the units of a charter text the guard shows. A constraint is a list item (`-`, `*`, `+`, `1.`) with
 * its continuation lines, or a paragraph; headings and blank lines separate them. Deterministic and lexical.
 */
const ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
const HEADING = /^\s*(?:#{1,6}\s|={3,}\s*$|-{3,}\s*$)/;
/** Returns the constraints of `text`, in order. */
export function splitConstraints(text) {
    const out = [];
    let cur;
    const close = () => {
        if (cur)
            out.push({ ...cur, text: text.slice(cur.start, cur.end) });
        cur = undefined;
    };
    let at = 0;
    while (at <= text.length) {
        const nl = text.indexOf('\n', at);
        const end = nl < 0 ? text.length : nl;
        const line = text.slice(at, end);
        if (!line.trim() || HEADING.test(line))
            close();
        else if (ITEM.test(line) || !cur) {
            close();
            cur = { start: at, end };
        }
        else
            cur.end = end;
        if (nl < 0)
            break;
        at = nl + 1;
    }
    close();
    return out;
}
/** Returns the index of the constraint holding text offset `offset`, or -1. */
export function constraintAt(constraints, offset) {
    for (let i = 0; i < constraints.length; i++)
        if (offset >= constraints[i].start && offset < constraints[i].end)
            return i;
    return -1;
}
