import { createRequire } from 'node:module';
import { dirname, join, extname } from 'node:path';

/** A language the parser service can load. */
export type LangId = 'python' | 'javascript' | 'typescript' | 'tsx' | 'go' | 'rust' | 'java';

const GRAMMARS: Record<LangId, { pkg: string; wasm: string }> = {
  python: { pkg: 'tree-sitter-python', wasm: 'tree-sitter-python.wasm' },
  javascript: { pkg: 'tree-sitter-javascript', wasm: 'tree-sitter-javascript.wasm' },
  typescript: { pkg: 'tree-sitter-typescript', wasm: 'tree-sitter-typescript.wasm' },
  tsx: { pkg: 'tree-sitter-typescript', wasm: 'tree-sitter-tsx.wasm' },
  go: { pkg: 'tree-sitter-go', wasm: 'tree-sitter-go.wasm' },
  rust: { pkg: 'tree-sitter-rust', wasm: 'tree-sitter-rust.wasm' },
  java: { pkg: 'tree-sitter-java', wasm: 'tree-sitter-java.wasm' },
};

const EXTENSIONS: Record<string, LangId> = {
  '.py': 'python', '.pyi': 'python',
  '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript',
  '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript',
  '.tsx': 'tsx',
  '.go': 'go', '.rs': 'rust', '.java': 'java',
};

/** Returns the language of `path` from its extension, or undefined when no grammar covers it. */
export function langOf(path: string): LangId | undefined {
  const ext = extname(path).toLowerCase();
  return Object.hasOwn(EXTENSIONS, ext) ? EXTENSIONS[ext] : undefined;
}

/** Returns true for the languages whose skeletons use braces (everything but Python). */
export function isCurly(lang: LangId): boolean {
  return lang !== 'python';
}

const require = createRequire(import.meta.url);

/** Returns the absolute path of the grammar `.wasm` for `lang` (resolved from its npm package). */
export function grammarPath(lang: LangId): string {
  const g = GRAMMARS[lang];
  return join(dirname(require.resolve(`${g.pkg}/package.json`)), g.wasm);
}
