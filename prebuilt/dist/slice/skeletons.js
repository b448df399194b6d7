/** Adapter to the skeleton operator (src/skeleton): neighbour skeletons for the lower rungs of the ladder. */
import { estimateTokens } from '../tokens.js';
/**
 * Returns skeleton text and tokens for `paths` (relative to `root`); files the skeletonizer cannot handle are absent
 * and their warnings (parse errors) are appended to `warnings`.
 */
export async function skeletonsFor(root, paths, warnings) {
    const out = new Map();
    if (!paths.length)
        return out;
    let sk;
    try {
        // Loaded on demand: the parser stack (web-tree-sitter, grammars) costs startup time most slices never need.
        const { preferBaselineTier, skeletonMany } = await import('../skeleton/index.js');
        preferBaselineTier(); // a few neighbour files (plan.ts caps them at ~120 KB): see runtime/tiering.ts
        sk = await skeletonMany(root, paths, { workers: 'never' });
    }
    catch (err) {
        warnings.push({ kind: 'parse-error', path: '', line: 0, detail: `skeletons unavailable: ${err.message}` });
        return out;
    }
    for (const [p, s] of sk) {
        const bad = s.warnings.filter((w) => w.kind !== 'pending');
        for (const w of bad)
            warnings.push({ kind: w.kind, path: w.path, line: w.line, detail: w.detail });
        if (bad.some((w) => w.kind === 'unreadable') || !s.text)
            continue;
        out.set(p, { text: s.text, tokens: estimateTokens(s.text) });
    }
    return out;
}
