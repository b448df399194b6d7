import { estimateTokens } from '../tokens.js';
const SIGNED = new Set(['function', 'class', 'method']);
/**
 * Returns a number of tokens no skeleton of a file with index definitions `defs` can be smaller than, at any level:
 * every level keeps the signature of each function, class and method that is not inside another function's body
 * (index defs are top-level or class-level), so it spells at least their names.
 */
export function skeletonTokensAtLeast(defs) {
    const bodies = defs.filter((d) => d.kind === 'function' || d.kind === 'method');
    let chars = 0;
    for (const d of defs) {
        if (!SIGNED.has(d.kind))
            continue;
        if (bodies.some((b) => b !== d && b.start <= d.start && d.end <= b.end))
            continue; // elided with that body
        const dot = d.name.lastIndexOf('.');
        chars += d.name.length - dot - 1;
    }
    // Names only, no separators: ceil(chars / 4) of the names alone never exceeds the skeleton's own estimate.
    return estimateTokens(chars);
}
