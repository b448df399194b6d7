// What the architecture tests read of src/: its .ts files and, of each, its string and regex literals or its code
// without comments. Shared by the tests of test/arch/ (not a test itself).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The absolute path of src/. */
export const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Returns every .ts file under `dir`, relative to SRC. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [relative(SRC, p).split('\\').join('/')] : [];
  });
}

/** Returns the string and regex literals of `code` (comments skipped), each with its line. */
export function literals(code: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let line = 1;
  let prev = ''; // the last significant character: tells a regex literal from a division
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '\n') { line++; continue; }
    if (c === '/' && code[i + 1] === '/') { while (i < code.length && code[i] !== '\n') i++; line++; continue; }
    if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      line += (code.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 1;
      continue;
    }
    const regex = c === '/' && (prev === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(prev) || /\b(?:return|typeof|case)\s*$/.test(code.slice(Math.max(0, i - 8), i)));
    if (c === "'" || c === '"' || c === '`' || regex) {
      const start = i;
      let inClass = false;
      for (i++; i < code.length; i++) {
        const d = code[i]!;
        if (d === '\\') { i++; continue; }
        if (regex && d === '[') inClass = true;
        else if (regex && d === ']') inClass = false;
        else if (d === c && !inClass) break;
        if (d === '\n' && c !== '`') break;
      }
      // A module specifier (`from '../x.js'`, `import('./y.js')`) names a file of this codebase, not a language.
      if (!/(?:\bfrom|\bimport)\s*\(?\s*$/.test(code.slice(Math.max(0, start - 12), start))) out.push({ text: code.slice(start, i + 1), line });
      line += (code.slice(start, i).match(/\n/g) ?? []).length;
      prev = 'x';
      continue;
    }
    if (!/\s/.test(c)) prev = c;
  }
  return out;
}

/** Returns the lines of `code` that are code, with their 1-based numbers: comment lines (`//`, `/*`, ` * `) are left out. */
export function codeLines(code: string): { text: string; line: number }[] {
  return code.split('\n').map((text, k) => ({ text, line: k + 1 })).filter(({ text }) => !/^\s*(?:\/\/|\/\*|\*)/.test(text));
}

/** Returns the relative module specifiers `code` imports or re-exports (type-only ones too), with their lines. */
export function relativeImports(code: string): { spec: string; line: number }[] {
  return codeLines(code).flatMap(({ text, line }) => [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => ({ spec: m[1]!, line })));
}

/** Returns the src-relative .ts file an import specifier of `from` (src-relative) names (`.js` written for `.ts`). */
export function importTarget(from: string, spec: string): string {
  const abs = resolve(dirname(join(SRC, from)), spec);
  const ts = abs.replace(/\.js$/, '.ts');
  const file = existsSync(ts) ? ts : existsSync(join(abs, 'index.ts')) ? join(abs, 'index.ts') : abs;
  return relative(SRC, file).split('\\').join('/');
}
