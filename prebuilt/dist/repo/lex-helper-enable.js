// The switch of lex-helper.ts, on its own so that the CLI launcher can turn it on without bundling the lexers.
const ENABLED = Symbol.for('context-kernel.lex-helper');
/**
 * Returns nothing; lets buildIndex start a helper thread in this process (the CLI launcher calls it). A global, not
 * module state: the launcher and the command bundles are separate bundles.
 */
export function enableLexHelper() {
    globalThis[ENABLED] = true;
}
/** Returns true when enableLexHelper was called in this thread's realm. */
export function lexHelperEnabled() {
    return globalThis[ENABLED] === true;
}
