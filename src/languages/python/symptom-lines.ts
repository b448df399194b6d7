/**
 * Recognizers of the Python tools' symptom lines that wrap or restyle a traceback: IPython/Jupyter tracebacks (classic
 * and 8.x), doctest reports, warnings and pytest `--tb=line`, pyright and mypy `--pretty` diagnostics. Each function
 * reads one line (or one small run of lines) and returns what it says, or null; the dialects (dialects.ts) report it.
 * @internal
 */
import type { Diagnostic } from '../../slice/symptom/types.js';
import { isCaretLine } from '../../slice/symptom/lines.js';
import { looksLikeExceptionName } from '../../slice/symptom/error-line.js';

const TB_START = /^(.*?)(?:Exception Group )?Traceback \(most recent call last\):\s*$/;
const IPY_HEADER_INDENT = /^(\s*)[A-Za-z_][\w.]*?\s*Traceback \(most recent call last\)\s*$/;
const DOCTEST_OUTPUT = /^(?:Expected|Got):\s*$/;

/** Returns the length of the prefix (a log line's, an indentation) before a traceback's first line, or -1. */
export function prefixedTraceStart(line: string): number {
  if (!line.includes('Traceback (most recent call last)')) return -1;
  const m = TB_START.exec(line) ?? IPY_HEADER_INDENT.exec(line);
  return m ? m[1]!.length : -1;
}

/** Returns true for doctest's `Expected:`/`Got:` line: the indented lines after it are expected output. */
export function quotedOutputStart(line: string): boolean {
  return (line.startsWith('Expected') || line.startsWith('Got')) && DOCTEST_OUTPUT.test(line);
}

// ---------------------------------------------------------------------------------------------------------------
// IPython / Jupyter

/** IPython's header: `ValueError          Traceback (most recent call last)` (nbconvert glues `KeyErrorTraceback`). */
const IPY_HEADER = /^\s*([A-Za-z_][\w.]*?)\s*Traceback \(most recent call last\)\s*$/;
/** 8.x frames: `File ~/x.py:150, in f(a, b)`, or `File /x.py:11` at module level. */
const IPY8_FILE = /^\s*File (.+?):(\d+)(?:, in (.+?))?\s*$/;
/** 8.6+ cells: `Cell In[3], line 5` / `Cell In [3], line 5, in f(x)` (some builds print the space). */
const IPY8_CELL = /^\s*Cell (In ?\[\d+\]), line (\d+)(?:, in (.+?))?\s*$/;
/** 8.0–8.5 cells: `Input In [3], in <cell line: 5>()`. */
const IPY8_INPUT = /^\s*(Input In ?\[\d+\])(?:, in (.+?))?\s*$/;
/** Classic (≤ 7) frames: `~/x/site-packages/pkg/mod.py in wrapped(self, X)`, `<ipython-input-3-ab12> in <module>`. */
const IPY_CLASSIC = /^(\S.*?\.(?:py[cdiwx]?|pxi|pxd|so)|\S*<[^>]+>) in ((?:<[^>]+>|[\w.$-])+)(?:\(.*\))?\s*$/;
/** A body line: `----> 150 source`, `--> 6012 source` (the current line) or `    148 source` (context). */
const IPY_MARKER = /^\s*-+> ?\s*(\d+)(?: (.*))?$/;
const IPY_CONTEXT = /^\s*(?:\d+(?: .*)?|\(\.\.\.\)(?:\s+\d+)?(?: .*)?)$/;

/** An IPython frame header: where the frame is, and its line when the header states it. */
export interface IpythonFrame { path: string; line?: number; func?: string }

/** Returns the exception type an IPython `Type    Traceback (most recent call last)` header names, or null. */
export function matchIpythonHeader(line: string): string | null {
  if (!line.includes('Traceback (most recent call last)') || line.trimEnd().endsWith(':')) return null;
  const m = IPY_HEADER.exec(line);
  return m ? m[1]! : null;
}

/** Returns `f` of `f(a, b=1)` (the function name of a header, arguments dropped). */
function funcName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const t = raw.trim();
  const open = t.startsWith('<') ? t.indexOf('(', t.indexOf('>')) : t.indexOf('(');
  return (open > 0 ? t.slice(0, open) : t) || undefined;
}

/**
 * Returns the IPython frame header `lines[i]` states, or null. Classic headers (`path in f(...)`) are plain prose in
 * shape, so they count only inside an IPython traceback (`inTraceback`) or when a `---->`/numbered body line follows.
 */
export function matchIpythonFrame(lines: readonly string[], i: number, inTraceback: boolean): IpythonFrame | null {
  const line = lines[i]!;
  let m: RegExpExecArray | null;
  if (line.includes('Cell In') && (m = IPY8_CELL.exec(line))) return { path: `Cell ${m[1]}`, line: Number(m[2]), func: funcName(m[3]) };
  if (line.includes('Input In') && (m = IPY8_INPUT.exec(line))) return { path: m[1]!, func: funcName(m[2]) };
  if (line.includes('File ') && !line.includes('File "') && (m = IPY8_FILE.exec(line))) return { path: m[1]!, line: Number(m[2]), func: funcName(m[3]) };
  if (!line.includes(' in ') || /^\s/.test(line)) return null;
  if ((m = IPY_CLASSIC.exec(line))) {
    const next = lines[i + 1] ?? '';
    if (!inTraceback && !IPY_MARKER.test(next) && !/^\s+\d+ /.test(next)) return null;
    return { path: m[1]!, func: funcName(m[2]) };
  }
  return null;
}

/** What an IPython frame's body says: the `---->` line and its source, and the index of its last line. */
export interface IpythonBody { line?: number; source?: string; end: number }

/**
 * Returns the body after the frame header at `lines[i]`: numbered context lines, the `---->` marker (the frame's
 * current line; its number and source) and `(...)` elisions, up to the first line of another kind. A SyntaxError
 * frame (`Cell In[1], line 1` + source + caret) has its source unnumbered, as Python prints it.
 */
export function readIpythonBody(lines: readonly string[], i: number): IpythonBody {
  const body: IpythonBody = { end: i };
  let k = i + 1;
  for (; k < lines.length; k++) {
    const l = lines[k]!;
    const mk = IPY_MARKER.exec(l);
    if (mk) {
      body.line = Number(mk[1]);
      const src = (mk[2] ?? '').trim();
      if (src) body.source = src;
      continue;
    }
    if (!IPY_CONTEXT.test(l)) break;
  }
  body.end = k - 1;
  if (body.end === i && /^\s{2,}\S/.test(lines[i + 1] ?? '') && isCaretLine(lines[i + 2] ?? '')) {
    body.source = lines[i + 1]!.trim();
    body.end = i + 2;
  }
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// Doctest

/** Returns true for doctest's `Failed example:` line, which follows a failing example's `File "…", line N, in name`. */
export function isDoctestFailedExample(line: string | undefined): boolean {
  return line !== undefined && /^Failed example:\s*$/.test(line);
}

/**
 * Returns the doctest report after `Failed example:` at `lines[i]`: the example's first source line, the index of the
 * report's last line, and whether an `Exception raised:` traceback follows (its frames continue the example's block).
 */
export function readDoctestReport(lines: readonly string[], i: number): { source?: string; end: number; raised: boolean } {
  let k = i + 1;
  let source: string | undefined;
  while (k < lines.length && /^\s+\S/.test(lines[k]!)) {
    source ??= lines[k]!.trim();
    k++;
  }
  for (;;) {
    const l = lines[k];
    if (l === undefined) break;
    if (DOCTEST_OUTPUT.test(l)) {
      k++;
      while (k < lines.length && /^\s+\S/.test(lines[k]!)) k++;
      continue;
    }
    if (/^(?:Expected|Got) nothing\s*$/.test(l)) { k++; continue; }
    if (/^Exception raised:\s*$/.test(l)) return { source, end: k, raised: true };
    break;
  }
  return { source, end: k - 1, raised: false };
}

/** Returns the example of pytest's numbered doctest listing (`031     >>> parse_qty("x")`), or null. */
export function matchPytestDoctestExample(line: string): string | null {
  const m = /^\d{3,} \s*>>> (.*)$/.exec(line);
  return m ? m[1]!.trim() : null;
}

// ---------------------------------------------------------------------------------------------------------------
// `path:N: Type: message` (Python warnings, pytest --tb=line)

const LOCATED_ERROR = /^\s*((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+): ([A-Za-z_][\w.]*): (.*)$/;

/** A `path:N: Type: message` line. */
export interface LocatedError { path: string; line: number; type: string; message: string; warning: boolean }

/**
 * Returns the location, type and message of a `path:N: Type: message` line, or null. The warnings module prints
 * warnings this way (`/x/y.py:12: DeprecationWarning: …`, source line below), and so does pytest `--tb=line` for
 * failures. `warning` is true when the type is a warning category by name.
 */
export function matchLocatedError(line: string): LocatedError | null {
  if (!line.includes(': ')) return null;
  const m = LOCATED_ERROR.exec(line);
  if (!m) return null;
  const path = m[1]!;
  const type = m[3]!;
  if (!looksLikeExceptionName(type) || !/[./\\>]/.test(path)) return null;
  const last = type.slice(type.lastIndexOf('.') + 1);
  return { path, line: Number(m[2]), type: last, message: m[4]!.trim(), warning: last.endsWith('Warning') };
}

// ---------------------------------------------------------------------------------------------------------------
// pyright, mypy --pretty

const PYRIGHT = /^\s*(?:((?:[A-Za-z]:)?[^\s:][^:]*?):)?(\d+):(\d+) - (error|warning|information): (.*)$/;
const PYRIGHT_RULE = /\s*\((report[A-Z]\w*)\)\s*$/;

/**
 * Returns the pyright diagnostic `lines[i]` starts (`  /x.py:12:5 - error: …`, or `  12:5 - error: …` under a file
 * line in older versions, whose path is `file`), with the message's continuation lines (indented deeper) joined by
 * newlines and the `(reportRule)` as code; `end` is its last line. Null when the line is not one.
 */
export function readPyrightDiagnostic(lines: readonly string[], i: number, file: string | undefined): { diagnostic: Diagnostic; end: number } | null {
  const line = lines[i]!;
  if (!line.includes(' - ')) return null;
  const m = PYRIGHT.exec(line);
  if (!m || (!m[1] && !file)) return null;
  const indent = /^\s*/.exec(line)![0].length;
  let message = m[5]!.trim();
  let k = i + 1;
  for (; k < lines.length; k++) {
    const l = lines[k]!;
    const ind = /^\s*/.exec(l)![0].length;
    if (ind <= indent || !l.trim() || PYRIGHT.test(l)) break;
    message += `\n${l.trim()}`;
  }
  const rule = PYRIGHT_RULE.exec(message);
  if (rule) message = message.slice(0, rule.index);
  const severity = m[4] === 'information' ? 'note' : (m[4] as 'error' | 'warning');
  return {
    diagnostic: { path: m[1] ?? file!, line: Number(m[2]), col: Number(m[3]), severity, code: rule?.[1], message, tool: 'pyright' },
    end: k - 1,
  };
}

/** Returns true for a line that only names a file (pyright lists the file before its diagnostics). */
export function isPyrightFileLine(line: string, next: string | undefined): boolean {
  return /^(?:[A-Za-z]:)?[^\s:][^:]*\.pyi?\s*$/.test(line) && next !== undefined && PYRIGHT.test(next);
}

/**
 * Returns the continuation mypy `--pretty` wraps a message onto (`"str")  [return-value]` on the next line), or null
 * when `next` is not one: a non-indented line that is neither a diagnostic nor mypy's summary.
 */
export function mypyContinuation(next: string | undefined): string | null {
  if (next === undefined || !next.trim() || /^\s/.test(next)) return null;
  if (/^(?:[A-Za-z]:)?[^\s:][^:]*?:\d+:/.test(next) || /^(?:Found \d+ errors?|Success:)/.test(next)) return null;
  return next.trim();
}
