import { existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { grammarMissing } from '../errors.js';
// The grammar .wasm files ship in wasm/ (copied from the grammar packages at build time, pinned by name, version and
// sha256 in wasm/grammars.json: scripts/grammars.mjs). The grammar packages themselves are devDependencies.
const GRAMMARS = {
    python: 'tree-sitter-python.wasm',
    javascript: 'tree-sitter-javascript.wasm',
    typescript: 'tree-sitter-typescript.wasm',
    tsx: 'tree-sitter-tsx.wasm',
    go: 'tree-sitter-go.wasm',
    rust: 'tree-sitter-rust.wasm',
    java: 'tree-sitter-java.wasm',
};
const EXTENSIONS = {
    '.py': 'python', '.pyi': 'python',
    '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript',
    '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript',
    '.tsx': 'tsx',
    '.go': 'go', '.rs': 'rust', '.java': 'java',
};
/** Returns the language of `path` from its extension, or undefined when no grammar covers it. */
export function grammarLangOf(path) {
    const ext = extname(path).toLowerCase();
    return Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext] : undefined;
}
/** The package's wasm/ folder: `../../wasm/` from dist/parse/, src/parse/ and the bundles in dist/cli/ alike. */
const WASM_DIR = fileURLToPath(new URL('../../wasm/', import.meta.url));
/**
 * Returns the absolute path of the grammar `.wasm` for `lang` in the package's wasm/ folder; throws naming the file
 * and the fix when the build has not put it there.
 */
export function grammarPath(lang) {
    const path = join(WASM_DIR, GRAMMARS[lang]);
    if (!existsSync(path))
        throw grammarMissing(path);
    return path;
}
