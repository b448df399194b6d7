/**
 * Which files the literal scanner (slice/literals.ts) reads, and how each is written: a pack's `syntax.literals`, or
 * the C family's (`//` and block comments, backtick, double and single quotes; `throw`, and Go's `panic`,
 * `errors.New`, `fmt.Errorf`) for every other scanned file. The C family's raise words are one list for all its
 * languages, as the scanner has always read them.
 * @internal
 */
import { LANGUAGES } from './index.js';
import type { LiteralSyntax } from './types.js';

/** The C family's literals, comments and raise words: the syntax of a scanned file no pack describes. */
export const C_FAMILY_LITERALS: LiteralSyntax = {
  files: /(?:)/,
  tokens: /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:[^`\\]|\\[\s\S])*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g,
  commentLeads: '/',
  raiseWords: ['throw', 'panic', 'errors.New', 'fmt.Errorf'],
  notARaise: (prefix) => /^\s*(?:\/\/|\*)/.test(prefix),
};

/** The file kinds whose literals are scanned (type declarations hold no message). */
const SCANNED = /\.(?:py|pyi|pyx|[cm]?js|jsx|[cm]?ts|tsx|go|rs|java|kt|rb|php)$/;
const DECLARATIONS = /\.d\.[cm]?ts$/;

/** Returns true for the files whose literals are scanned. */
export function isLiteralScanned(path: string): boolean {
  return SCANNED.test(path) && !DECLARATIONS.test(path);
}

/** Returns how the file at `path` writes literals: the first pack's that claims it, else the C family's. */
export function literalSyntaxOf(path: string): LiteralSyntax {
  for (const p of LANGUAGES) if (p.syntax?.literals?.files.test(path)) return p.syntax.literals;
  return C_FAMILY_LITERALS;
}
