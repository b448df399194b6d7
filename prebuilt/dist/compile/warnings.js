/** Kinds in the order they are listed: where static analysis stops first, then everything else by name. */
const KIND_ORDER = ['dynamic-dispatch', 'dynamic-import', 'event-registration', 'name-collision', 'parse-error'];
/** Returns `warnings` deduplicated, grouped, ranked and capped, plus the count per kind before capping. */
export function rankWarnings(warnings, centrality, perKind) {
    const seen = new Set();
    const byKind = new Map();
    for (const w of warnings) {
        const key = JSON.stringify(w);
        if (seen.has(key))
            continue;
        seen.add(key);
        const list = byKind.get(w.kind);
        if (list)
            list.push(w);
        else
            byKind.set(w.kind, [w]);
    }
    const kinds = [...byKind.keys()].sort((a, b) => {
        const ia = KIND_ORDER.indexOf(a), ib = KIND_ORDER.indexOf(b);
        return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
    });
    const shown = [];
    const counts = {};
    const hidden = [];
    let more = 0;
    for (const k of kinds) {
        const list = byKind.get(k);
        counts[k] = list.length;
        list.sort((a, b) => centrality(a.path) - centrality(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line) || (a.detail < b.detail ? -1 : 1));
        shown.push(...list.slice(0, perKind));
        if (list.length > perKind) {
            more += list.length - perKind;
            hidden.push(`${list.length - perKind} ${k}`);
        }
    }
    if (more) {
        shown.push({ kind: 'more-warnings', path: '', line: 0, detail: `${more} more warning(s) not listed (${hidden.join(', ')}), in files farther from the target; --max-warnings N lists more per kind` });
    }
    return { shown, counts };
}
