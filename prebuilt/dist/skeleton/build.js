import { pythonElisions } from './python.js';
import { curlyElisions } from './curly.js';
import { assemble, lineStarts } from './levels.js';
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
function level(a) {
    return { text: a.text, elided: a.elided, tokensAfter: estimateTokens(a.text), rows: a.rows };
}
/** Returns the interface skeleton of `text` (already parsed as `tree` in `lang`) at every level. */
export function buildSkeleton(tree, text, lang) {
    // Line starts by indexOf: splitting a 7 MB closure into lines and joining them again costs more than this.
    const starts = lineStarts(text);
    let el;
    if (lang === 'python') {
        const lineAt = (row) => text.slice(starts[row] ?? text.length, (starts[row + 1] ?? text.length + 1) - 1);
        el = pythonElisions(tree, lineAt);
    }
    else {
        const sink = { text, starts, summary: [], signatures: [] };
        const bodies = curlyElisions(tree, lang, sink);
        el = { bodies, summary: sink.summary, signatures: sink.signatures };
    }
    const full = level(assemble(text, starts, el.bodies));
    return {
        ...full,
        tokensBefore: estimateTokens(text),
        errorLine: firstErrorLine(tree),
        levels: {
            summary: level(assemble(text, starts, [...el.bodies, ...el.summary])),
            signatures: level(assemble(text, starts, [...el.bodies, ...el.signatures])),
        },
    };
}
