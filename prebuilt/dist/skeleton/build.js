import { pythonElisions } from './python.js';
import { curlyElisions } from './curly.js';
import { estimateTokens } from '../tokens.js';
/** Returns the 1-based line of the first ERROR or MISSING node in `tree`, or 0 when the tree is clean. */
export function firstErrorLine(tree) {
    const root = tree.rootNode;
    if (!root.hasError)
        return 0;
    const stack = [root];
    while (stack.length) {
        const n = stack.pop();
        if (n.isError || n.isMissing)
            return n.startPosition.row + 1;
        for (let i = n.childCount - 1; i >= 0; i--) {
            const c = n.child(i);
            if (c && (c.hasError || c.isMissing))
                stack.push(c);
        }
    }
    return 1;
}
/** Returns the interface skeleton of `text` (already parsed as `tree` in `lang`). */
export function buildSkeleton(tree, text, lang) {
    let out;
    let elided;
    if (lang === 'python') {
        // Line starts by indexOf: splitting a 7 MB closure into lines and joining them again costs more than this.
        const starts = [0];
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            starts.push(i + 1);
        const lineAt = (row) => text.slice(starts[row] ?? text.length, (starts[row + 1] ?? text.length + 1) - 1);
        const elisions = pythonElisions(tree, lineAt);
        const parts = [];
        let pos = 0;
        for (const e of elisions) {
            parts.push(text.slice(pos, starts[e.start - 1]), e.replacement);
            const after = starts[e.end];
            // The elided range runs to the end of its last line; keep that line's newline.
            if (after === undefined) {
                pos = text.length;
            }
            else {
                parts.push('\n');
                pos = after;
            }
        }
        parts.push(text.slice(pos));
        out = parts.join('');
        elided = elisions.map(({ start, end }) => ({ start, end }));
    }
    else {
        const elisions = curlyElisions(tree, lang);
        const parts = [];
        let pos = 0;
        for (const e of elisions) {
            parts.push(text.slice(pos, e.from), e.replacement);
            pos = e.to;
        }
        parts.push(text.slice(pos));
        out = parts.join('');
        elided = elisions.map(({ start, end }) => ({ start, end }));
    }
    return {
        text: out,
        elided,
        tokensBefore: estimateTokens(text),
        tokensAfter: estimateTokens(out),
        errorLine: firstErrorLine(tree),
    };
}
