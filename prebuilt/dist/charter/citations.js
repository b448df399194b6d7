/**
 * Citation extraction: finds every `path:line`, `path:line-line` and `path:line:col` in a text, backticked or not,
 * with its exact span, so a refresh can rewrite the line numbers in place and leave every other byte alone.
 * Deterministic and purely lexical: what looks like a source path followed by a line number is a citation.
 */
// A path: optional `./`, `../` or `/` prefix, then segments; the last one must carry an extension (`a.py`) unless
// the path has a directory part (`src/Makefile`). Not preceded by a word character, `/`, `.`, `:` or `@` (URLs,
// `host:port`, `user@host:path`), nor followed by a word character or `.5`, `-x9`, `:123456` (a number that goes on).
const CITATION = /(?<![\w/.:@~-])((?:\.{1,2}\/|\/)?(?:[\w.@+-]+\/)*[\w.@+-]+):(\d{1,7})(?:-(\d{1,7})|:(\d{1,5}))?(?!\w|[.:-]\d)/g;
// A quote right after a citation on the same line: separators then `` `…` `` or "…".
const QUOTE = /^\)?[ \t]*(?:[:—–=→(-]+|\bquotes?\b|\bsays\b|\breads\b)?[ \t]*(?:`([^`\n]+)`|"([^"\n]+)")/;
/** Returns true when `path` looks like a file path rather than a time, a version or a host name. */
function looksLikePath(path) {
    const base = path.slice(path.lastIndexOf('/') + 1);
    if (!base || /^\d+$/.test(base))
        return false;
    if (path.includes('/'))
        return /[A-Za-z_]/.test(base);
    // A bare name needs an extension that starts with a letter (`setup.py`, not `1.2`).
    return /^[\w@+-][\w.@+-]*\.[A-Za-z][\w+-]*$/.test(base);
}
/**
 * Returns the citations of `text`, in order of appearance. A span `path:0`, a line range that runs backwards, a URL
 * (`https://host:8080/…`) or a line of ck's own notes (starting `[ck:`) holds no citation.
 */
export function extractCitations(text) {
    const out = [];
    CITATION.lastIndex = 0;
    for (let m = CITATION.exec(text); m; m = CITATION.exec(text)) {
        const path = m[1];
        const start = m.index;
        if (/[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(text.slice(Math.max(0, start - 200), start)))
            continue; // inside a URL
        if (!looksLikePath(path))
            continue;
        // A `[ck: …]` note line is ck's own (e.g. `charter get` naming an unresolvable citation), not a claim to check.
        if (text.startsWith('[ck:', text.lastIndexOf('\n', start - 1) + 1))
            continue;
        const line = Number(m[2]);
        const endLine = m[3] !== undefined ? Number(m[3]) : line;
        if (line < 1 || endLine < line)
            continue;
        const lineStart = start + path.length + 1;
        const lineEnd = lineStart + m[2].length + (m[3] !== undefined ? m[3].length + 1 : 0);
        const end = start + m[0].length;
        // The closing backtick of a backticked citation is not the opening of a quote.
        const after = text.slice(text[start - 1] === '`' && text[end] === '`' ? end + 1 : end, end + 400);
        const q = QUOTE.exec(after);
        const quote = q ? (q[1] ?? q[2]) : undefined;
        out.push({ path, line, endLine, ...(m[4] !== undefined ? { col: Number(m[4]) } : {}), start, end, lineStart, lineEnd, ...(quote !== undefined ? { quote } : {}) });
    }
    return out;
}
/** Returns `text` with each citation's line part replaced (`lines` maps a citation index to its new `[line, endLine]`). */
export function rewriteLines(text, citations, lines) {
    let out = '';
    let at = 0;
    citations.forEach((c, i) => {
        const nl = lines.get(i);
        if (!nl)
            return;
        const part = c.endLine !== c.line || nl[1] !== nl[0] ? `${nl[0]}-${nl[1]}` : `${nl[0]}`;
        out += text.slice(at, c.lineStart) + part;
        at = c.lineEnd;
    });
    return out + text.slice(at);
}
