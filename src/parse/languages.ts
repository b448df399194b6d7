import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { grammarOfPath } from '../languages/index.js';
import { fileURLToPath } from 'node:url';
import { grammarMissing } from '../errors.js';

/** A language the parser service can load. */
export type LangId = 'python' | 'javascript' | 'typescript' | 'tsx' | 'go' | 'rust' | 'java' | 'php';

// The grammar .wasm files ship in wasm/ (copied from the grammar packages at build time, pinned by name, version and
// sha256 in wasm/grammars.json: scripts/grammars.mjs). The grammar packages themselves are devDependencies.
const GRAMMARS: Record<LangId, string> = {
  python: 'tree-sitter-python.wasm',
  javascript: 'tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  go: 'tree-sitter-go.wasm',
  rust: 'tree-sitter-rust.wasm',
  java: 'tree-sitter-java.wasm',
  php: 'tree-sitter-php.wasm',
};

/** Returns the language of `path` from its extension (a language pack's `syntax.grammars`), or undefined when no grammar covers it. */
export function grammarLangOf(path: string): LangId | undefined {
  return grammarOfPath(path.replace(/\\/g, '/'));
}

/** The package's wasm/ folder: `../../wasm/` from dist/parse/, src/parse/ and the bundles in dist/cli/ alike. */
const WASM_DIR = fileURLToPath(new URL('../../wasm/', import.meta.url));

/**
 * Returns the absolute path of the grammar `.wasm` for `lang` in the package's wasm/ folder; throws naming the file
 * and the fix when the build has not put it there.
 */
export function grammarPath(lang: LangId): string {
  const path = join(WASM_DIR, GRAMMARS[lang]);
  if (!existsSync(path)) throw grammarMissing(path);
  return path;
}
