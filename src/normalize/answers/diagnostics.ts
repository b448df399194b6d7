// Compilers, type checkers and linters: every diagnostic's `file:line:col` and code, and the tool's count line.
// One table of dialects (tsc, mypy, pyright, rustc/cargo, go build/vet, gcc/clang, javac, ESLint, Ruff); an output is
// read by every dialect, since a build log can hold several tools' diagnostics.
import type { AnswerOracle } from './types.js';
import { gate } from './scan.js';

/** tsc: `src/a.ts(4,20): error TS2322:` (plain) and `src/a.ts:4:20 - error TS2322:` (pretty). */
const TSC = /^([^\s(][^(]*)\((\d+),(\d+)\): (?:error|warning) (TS\d+):/;
const TSC_PRETTY = /^([^\s:]+):(\d+):(\d+) - (?:error|warning) (TS\d+):/;
/** mypy: `file.py:9:12: error: … [code]`; with --pretty the code can sit on the next line. */
const MYPY = /^([^\s:]+\.pyi?):(\d+):(?:(\d+):)? (error|warning|note): (.*)$/;
const MYPY_CODE = /\[([a-z][\w-]*)\]\s*$/;
/** pyright: `  /abs/file.py:9:12 - error: …`, its rule in parentheses at the end of the message (maybe lines later). */
const PYRIGHT = /^ {2}(\S.*?):(\d+):(\d+) - (error|warning|information): /;
const PYRIGHT_RULE = /\((report\w+)\)\s*$/m;
/** The header line above a ` --> file:line:col` line: rustc `error[E0425]: msg`, Ruff `F401 [*] msg`. */
const ARROW = /^[ \t]*--> ([^\s:]+):(\d+):(\d+)$/;
const RUSTC_HEAD = /^(error|warning)(?:\[(E\d{4})\])?: /;
const RUFF_HEAD = /^([A-Z]{1,4}\d{2,4}) /;
/**
 * gcc/clang/go `file:line:col: message` and javac `file:line: error: message`; the code is not given. A line number
 * alone is not enough (`main.go:12:  x := 3` is a grep match, not a diagnostic). A tool may prefix its name
 * (`vet: build.go:7:9: …`).
 */
const GNU = /^(?:[a-z]+: )?((?:\.{0,2}\/)?[\w./@+-]*\w\.(?:go|c|cc|cpp|cxx|h|hpp|m|mm|java|kt|scala|swift|zig|f90)):(\d+):(?:(\d+): (?:(?:fatal )?(error|warning):)?| (?:fatal )?(error|warning):)/;
/** Ruff concise: `file:1:8: F401 msg`. */
const RUFF_CONCISE = /^([^\s:]+):(\d+):(\d+): ([A-Z]{1,4}\d{2,4}) /;
const RUFF_CONCISE_GATE = /:\d+:\d+: [A-Z]{1,4}\d{2,4} /;
const COLON_DIGIT: readonly string[] = [...'0123456789'].map((d) => `:${d}`);
/** ESLint stylish: a file line, then `  12:5  error  message  rule-id`. */
const ESLINT_FILE = /^(\/\S+|[\w.][\w./-]*\.\w+)$/;
/** An ESLint row's level between its column and its message: a text without one has no ESLint rows. */
const ESLINT_GATE: readonly string[] = ['  error  ', '  warning  '];
const ESLINT_ROW = /^[ \t]+(\d+):(\d+)[ \t]+(error|warning)[ \t]+.*?(?:[ \t]{2,}([@\w/-]+))?$/;
/** The count lines the tools print last. */
const COUNT =
  /^(Found \d+ errors? in \d+ files?.*|Found \d+ errors?\.?.*|\d+ errors?, \d+ warnings?, \d+ informations?.*|✖ \d+ problems? \(.*\)|error: could not compile .*|(?:error|warning): .*\d+ (?:previous )?(?:errors?|warnings?)(?: emitted)?.*|\d+ errors?|\d+ warnings?|Success: no issues found.*|All checks passed!|0 errors, 0 warnings, 0 informations.*)$/;
/** The source-file extensions of the gcc/clang/go/javac dialect. */
const GNU_EXTS = ['go', 'c', 'cc', 'cpp', 'cxx', 'h', 'hpp', 'm', 'mm', 'java', 'kt', 'scala', 'swift', 'zig', 'f90'];

/** Every literal a diagnostic or count line of some dialect holds (a newline first: at a line start). */
const NEEDLES: readonly string[] = [
  '): error TS', '): warning TS', ' - error TS', ' - warning TS', ': error: ', ': warning: ', ': note: ', ' - error: ', ' - warning: ',
  ' - information: ', '--> ', ...GNU_EXTS.map((e) => `.${e}:`),
  '\nFound ', '\n✖ ', '\nerror: ', '\nwarning: ', '\nSuccess: no issues', '\nAll checks passed!', ' informations', ' error\n', ' errors\n', ' warning\n', ' warnings\n',
];

/** Returns `diag FILE:LINE[:COL] [CODE]`. */
const diag = (file: string, line: string, col: string | undefined, code: string | undefined): string =>
  `diag ${file}:${line}${col ? `:${col}` : ''}${code ? ` ${code}` : ''}`;

const DETECT =
  /^\S[^(\n]*\(\d+,\d+\): (?:error|warning) TS\d+|^\S+:\d+:\d+ - (?:error|warning) TS\d+|^\S+\.pyi?:\d+:(?:\d+:)? (?:error|warning|note): |^ {2}\S.*:\d+:\d+ - (?:error|warning|information): |^(?:error|warning)(?:\[E\d{4}\])?: |^(?:[a-z]+: )?[\w./@+-]+\.\w+:\d+:(?:\d+: | ?(?:fatal )?(?:error|warning):)|^[ \t]+\d+:\d+[ \t]+(?:error|warning)[ \t]|^[A-Z]{1,4}\d{2,4} .*\n\s*--> |^(?:Found \d+ errors?|\d+ errors?, \d+ warnings?|✖ \d+ problems?|Success: no issues found|All checks passed!)/m;

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
  extract(src, lines) {
    const out: string[] = [];
    // The lines that hold a dialect's literal (most lines of a log hold none), found in the caller's one pass.
    lines.push({ needles: NEEDLES, onLine: (line, start) => {
      let m: RegExpExecArray | null;
      if ((m = TSC.exec(line)) || (m = TSC_PRETTY.exec(line))) out.push(diag(m[1]!, m[2]!, m[3], m[4]));
      else if ((m = MYPY.exec(line))) {
        const code = MYPY_CODE.exec(m[5]!)?.[1] ?? MYPY_CODE.exec(src.lineAfter(start))?.[1];
        out.push(diag(m[1]!, m[2]!, m[3], code ?? m[4]));
      } else if ((m = PYRIGHT.exec(line))) {
        const rest = src.after(src.offset(start, m[0]), 2000);
        const next = rest.search(/^ {2}\S.*:\d+:\d+ - |^\S/m);
        out.push(diag(m[1]!, m[2]!, m[3], PYRIGHT_RULE.exec(next >= 0 ? rest.slice(0, next) : rest)?.[1] ?? m[4]));
      } else if ((m = ARROW.exec(line))) {
        const head = src.lineBefore(start);
        const r = RUSTC_HEAD.exec(head) ?? RUFF_HEAD.exec(head);
        if (r) out.push(diag(m[1]!, m[2]!, m[3], r[0].startsWith('error') || r[0].startsWith('warning') ? r[2] ?? r[1] : r[1]));
      } else if ((m = GNU.exec(line))) out.push(diag(m[1]!, m[2]!, m[3], m[4] ?? m[5]));
      else if ((m = COUNT.exec(line))) out.push(`summary ${m[1]!.trimEnd()}`);
    } });
    // A Ruff concise line holds RUFF_CONCISE_GATE's match, which starts with a colon and a digit.
    lines.push({ needles: COLON_DIGIT, pattern: RUFF_CONCISE_GATE, onLine: (line) => {
      const m = RUFF_CONCISE.exec(line);
      if (m) out.push(diag(m[1]!, m[2]!, m[3], m[4]));
    } });
    lines.push(gate(ESLINT_GATE, () => eslint(src.whole(), out)));
    return out;
  },
};
