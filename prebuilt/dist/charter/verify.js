/**
 * T4, the deterministic part: checks every citation of a text against the repository as it is. A citation is `ok`
 * when its file and lines exist and, where the text quotes the cited code or the active charter holds an anchor for
 * it, the content matches; `stale` when the lines exist but hold something else; `broken` when the file or line does
 * not exist.
 */
import { extractCitations } from './citations.js';
import { fileReader } from './files.js';
import { normalizeCitedPath } from './repo.js';
/** Returns `s` with whitespace runs collapsed to one space and trimmed, for quote comparison. */
function squash(s) {
    return s.replace(/\s+/g, ' ').trim();
}
/**
 * Returns the verdict on every citation of `text` checked against the files under `root`. `charter`, when given,
 * lends its anchors: a citation naming the same path and lines as an anchored charter citation must still hold the
 * anchored content.
 */
export function verifyCitations(root, text, charter) {
    const read = fileReader(root);
    const anchors = new Map();
    for (const c of charter?.citations ?? [])
        if (c.anchor && c.status === 'anchored')
            anchors.set(`${c.path}:${c.line}-${c.endLine}`, c.anchor.lines);
    const checks = extractCitations(text).map((c) => {
        const path = normalizeCitedPath(root, c.path);
        const base = { citation: text.slice(c.start, c.end), path, line: c.line, endLine: c.endLine, ...(c.col !== undefined ? { col: c.col } : {}) };
        const f = read(path);
        if ('error' in f)
            return { ...base, status: 'broken', checked: 'exists', detail: f.error };
        if (c.endLine > f.lines.length)
            return { ...base, status: 'broken', checked: 'exists', detail: `line ${c.endLine} is past the end of the file (${f.lines.length} lines)` };
        const lines = f.lines.slice(c.line - 1, c.endLine);
        const actual = lines.slice(0, 5);
        if (c.col !== undefined && c.col > lines[0].length + 1) {
            return { ...base, status: 'broken', checked: 'exists', detail: `column ${c.col} is past the end of line ${c.line} (${lines[0].length} characters)`, actual };
        }
        const anchored = anchors.get(`${path}:${c.line}-${c.endLine}`);
        if (anchored) {
            const same = anchored.length === lines.length && anchored.every((l, k) => l === lines[k]);
            if (!same)
                return { ...base, status: 'stale', checked: 'anchor', detail: `the charter anchored ${JSON.stringify(anchored[0])} here`, actual };
            if (c.quote === undefined)
                return { ...base, status: 'ok', checked: 'anchor', detail: 'the anchored content is still there', actual };
        }
        if (c.quote !== undefined) {
            const q = squash(c.quote);
            if (q && !squash(lines.join('\n')).includes(q))
                return { ...base, status: 'stale', checked: 'quote', detail: `the quote ${JSON.stringify(c.quote)} is not in the cited line(s)`, actual };
            return { ...base, status: 'ok', checked: 'quote', detail: 'the quote matches', actual };
        }
        return { ...base, status: 'ok', checked: 'exists', detail: 'the file and line(s) exist', actual };
    });
    const counts = { ok: 0, stale: 0, broken: 0 };
    for (const c of checks)
        counts[c.status]++;
    return { repo: root, citations: checks, counts };
}
/** Returns the report as an aligned plain-text table, one row per citation, then a summary line. */
export function renderVerifyTable(report) {
    const rows = report.citations.map((c) => [c.status, c.checked, c.citation, c.detail]);
    const head = ['STATUS', 'CHECKED', 'CITATION', 'DETAIL'];
    const w = [0, 1, 2].map((k) => Math.max(head[k].length, ...rows.map((r) => r[k].length)));
    const fmt = (r) => `${r[0].padEnd(w[0])}  ${r[1].padEnd(w[1])}  ${r[2].padEnd(w[2])}  ${r[3]}`.trimEnd();
    const { ok, stale, broken } = report.counts;
    const summary = `${report.citations.length} citation(s): ${ok} ok, ${stale} stale, ${broken} broken (repository ${report.repo})`;
    return rows.length ? `${[head, ...rows].map(fmt).join('\n')}\n${summary}\n` : `${summary}\n`;
}
