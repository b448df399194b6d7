// Compilers, type checkers and linters: every diagnostic's `file:line:col` and code, and the tool's count line.
// One table of dialects (tsc, mypy, pyright, rustc/cargo, go build/vet, gcc/clang, javac, ESLint, Ruff); an output is
// read by every dialect, since a build log can hold several tools' diagnostics.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';

/** Returns `diag FILE:LINE[:COL] [CODE]`. */
const diag = (file: string, line: string, col: string | undefined, code: string | undefined): string =>
  `diag ${file}:${line}${col ? `:${col}` : ''}${code ? ` ${code}` : ''}`;

/** tsc: `src/a.ts(4,20): error TS2322:` (plain) and `src/a.ts:4:20 - error TS2322:` (pretty). */
const TSC = /^(\S[^(\n]*?)\((\d+),(\d+)\): (?:error|warning) (TS\d+):|^(\S+?):(\d+):(\d+) - (?:error|warning) (TS\d+):/gm;
/** mypy: `file.py:9:12: error: … [code]`; with --pretty the code can sit on the next line. */
const MYPY = /^(\S+?\.pyi?):(\d+):(?:(\d+):)? (error|warning|note): (.*)$/gm;
const MYPY_CODE = /\[([a-z][\w-]*)\]\s*$/;
/** pyright: `  /abs/file.py:9:12 - error: …`, its rule in parentheses at the end of the message (maybe lines later). */
const PYRIGHT = /^ {2}(\S.*?):(\d+):(\d+) - (error|warning|information): /gm;
const PYRIGHT_RULE = /\((report\w+)\)\s*$/m;
/** rustc: `error[E0425]: msg` then ` --> src/lib.rs:11:24`. */
const RUSTC = /^(error|warning)(?:\[(E\d{4})\])?: .*\n\s*--> (\S+?):(\d+):(\d+)$/gm;
/**
 * gcc/clang/go `file:line:col: message` and javac `file:line: error: message`; the code is not given. A line number
 * alone is not enough (`main.go:12:  x := 3` is a grep match, not a diagnostic).
 */
const GNU = /^((?:\.{0,2}\/)?[\w./@+-]*\w\.(?:go|c|cc|cpp|cxx|h|hpp|m|mm|java|kt|scala|swift|zig|f90)):(\d+):(?:(\d+): (?:(?:fatal )?(error|warning):)?| (?:fatal )?(error|warning):)/gm;
/** ESLint stylish: a file line, then `  12:5  error  message  rule-id`. */
const ESLINT_FILE = /^(\/\S+|[\w.][\w./-]*\.\w+)$/;
const ESLINT_ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+.*?(?:\s{2,}([@\w/-]+))?$/;
/** Ruff: full (`F401 [*] msg` then ` --> file:1:8`) and concise (`file:1:8: F401 msg`). */
const RUFF_FULL = /^([A-Z]{1,4}\d{2,4}) (?:\[\*\] )?.*\n\s*--> (\S+?):(\d+):(\d+)$/gm;
const RUFF_CONCISE = /^(\S+?):(\d+):(\d+): ([A-Z]{1,4}\d{2,4}) /gm;
/** The count lines the tools print last. */
const COUNT =
  /^(Found \d+ errors? in \d+ files?.*|Found \d+ errors?\.?.*|\d+ errors?, \d+ warnings?, \d+ informations?.*|✖ \d+ problems? \(.*\)|error: could not compile .*|(?:error|warning): .*\d+ (?:previous )?(?:errors?|warnings?)(?: emitted)?.*|\d+ errors?|\d+ warnings?|Success: no issues found.*|All checks passed!|0 errors, 0 warnings, 0 informations.*)$/gm;

const DETECT =
  /^\S[^(\n]*\(\d+,\d+\): (?:error|warning) TS\d+|^\S+:\d+:\d+ - (?:error|warning) TS\d+|^\S+\.pyi?:\d+:(?:\d+:)? (?:error|warning|note): |^ {2}\S.*:\d+:\d+ - (?:error|warning|information): |^(?:error|warning)(?:\[E\d{4}\])?: |^[\w./@+-]+\.\w+:\d+:(?:\d+: | ?(?:fatal )?(?:error|warning):)|^\s+\d+:\d+\s+(?:error|warning)\s|^[A-Z]{1,4}\d{2,4} .*\n\s*--> |^(?:Found \d+ errors?|\d+ errors?, \d+ warnings?|✖ \d+ problems?|Success: no issues found|All checks passed!)/m;

function eslint(text: string, out: string[]): void {
  let file = '';
  let pos = 0;
  while (pos < text.length) {
    const end = text.indexOf('\n', pos);
    const line = text.slice(pos, end < 0 ? text.length : end);
    pos = end < 0 ? text.length : end + 1;
    if (line === '') continue;
    if (ESLINT_FILE.test(line)) {
      file = line;
      continue;
    }
    if (!file || line.charCodeAt(0) !== 32) continue;
    const m = ESLINT_ROW.exec(line);
    if (m) out.push(diag(file, m[1]!, m[2], m[4] ?? m[3]));
  }
}

/** The diagnostics oracle (compilers, type checkers, linters). */
export const diagnostics: AnswerOracle = {
  name: 'diagnostics',
  kind: 'diagnostics',
  detect: (s) => DETECT.test(s),
  extract(text) {
    const out: string[] = [];
    eachMatch(text, TSC, (m) => (m[1] ? diag(m[1], m[2]!, m[3], m[4]) : diag(m[5]!, m[6]!, m[7], m[8])), out);
    eachMatch(text, MYPY, (m) => {
      let code = MYPY_CODE.exec(m[5]!)?.[1];
      if (!code) code = MYPY_CODE.exec(text.slice(m.index + m[0].length, text.indexOf('\n', m.index + m[0].length + 1)))?.[1];
      return diag(m[1]!, m[2]!, m[3], code ?? m[4]);
    }, out);
    eachMatch(text, PYRIGHT, (m) => {
      const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 2000);
      const next = rest.search(/^ {2}\S.*:\d+:\d+ - |^\S/m);
      return diag(m[1]!, m[2]!, m[3], PYRIGHT_RULE.exec(next >= 0 ? rest.slice(0, next) : rest)?.[1] ?? m[4]);
    }, out);
    eachMatch(text, RUSTC, (m) => diag(m[3]!, m[4]!, m[5], m[2] ?? m[1]), out);
    eachMatch(text, GNU, (m) => diag(m[1]!, m[2]!, m[3], m[4] ?? m[5]), out);
    eachMatch(text, RUFF_FULL, (m) => diag(m[2]!, m[3]!, m[4], m[1]), out);
    eachMatch(text, RUFF_CONCISE, (m) => diag(m[1]!, m[2]!, m[3], m[4]), out);
    if (/^\s+\d+:\d+\s+(?:error|warning)\s/m.test(text)) eslint(text, out);
    eachMatch(text, COUNT, (m) => `summary ${m[1]!.trimEnd()}`, out);
    return out;
  },
};
