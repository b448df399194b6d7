import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
import { grammarPath } from './languages.js';
import { baselineOnly } from '../runtime/tiering.js';
import { nowMs } from '../clock.js';
import { resolveTreeOptions } from './options.js';
export { parseTimeoutMs } from './options.js';
let initialized;
const languages = new Map();
const parsers = new Map();
/** Returns once the web-tree-sitter runtime is initialised (once per process or worker). */
function init() {
    initialized ??= baselineOnly(() => Parser.init());
    return initialized;
}
/** Returns the grammar for `lang`, loading its `.wasm` the first time it is asked for. */
export async function loadLanguage(lang) {
    await init();
    let l = languages.get(lang);
    if (!l) {
        // The bytes, not the path: given a path, web-tree-sitter reads it through `import('fs/promises')`, which in a
        // CommonJS bundle starts Node's whole ESM loader (~10 ms) just to read one file.
        l = baselineOnly(() => Language.load(readFileSync(grammarPath(lang))));
        languages.set(lang, l);
    }
    return l;
}
async function parserFor(lang) {
    let p = parsers.get(lang);
    if (!p) {
        const language = await loadLanguage(lang);
        p = new Parser();
        p.setLanguage(language);
        parsers.set(lang, p);
    }
    return p;
}
/** Frees the parser for `lang` so the next parse gets a fresh one (after a crash or cancelled parse). */
function recycle(lang) {
    const p = parsers.get(lang);
    parsers.delete(lang);
    try {
        p?.delete();
    }
    catch { /* the instance may already be unusable */ }
}
/**
 * Returns `fn(tree)` for `source` parsed as `lang`, deleting the tree afterwards whatever happens;
 * returns a ParseFailure (never throws) when the parser times out or crashes, after recycling the parser.
 */
export async function withTree(source, lang, fn, opts = {}) {
    const parser = await parserFor(lang);
    const { timeoutMs } = resolveTreeOptions(opts, source.length);
    const deadline = nowMs() + timeoutMs;
    let timedOut = false;
    let tree = null;
    try {
        tree = parser.parse(source, null, {
            // Returning true cancels the parse (the .d.ts types the callback as void).
            progressCallback: (() => {
                if (nowMs() > deadline)
                    timedOut = true;
                return timedOut;
            }),
        });
    }
    catch (err) {
        recycle(lang);
        return { failed: true, reason: `parser crashed: ${err.message}` };
    }
    if (!tree) {
        recycle(lang);
        return { failed: true, reason: timedOut ? `parser timed out after ${Math.round(timeoutMs)} ms` : 'parser returned no tree' };
    }
    try {
        return fn(tree);
    }
    finally {
        tree.delete();
    }
}
/** Returns true when `x` is a ParseFailure. */
export function isFailure(x) {
    return typeof x === 'object' && x !== null && x.failed === true;
}
