/** Line-level recognizers shared by the symptom parser: each returns what one line says, or null. */

/** Returns `text` with terminal escape sequences (colours, cursor movement) removed. */
export function stripAnsi(text: string): string {
  // CSI sequences, OSC sequences (terminated by BEL or ST), and two-byte escapes.
  return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g, '');
}

/** Returns a frame path with `file://` decoded and Windows backslashes turned into `/`. */
export function normalizeFramePath(raw: string): string {
  let p = raw.trim();
  if (p.startsWith('file://')) {
    p = p.slice('file://'.length);
    try { p = decodeURIComponent(p); } catch { /* keep as written */ }
    // file:///C:/x → /C:/x → C:/x
    if (/^\/[A-Za-z]:\//.test(p)) p = p.slice(1);
  }
  return p.replace(/\\/g, '/');
}

const EXC_SUFFIX = /(?:Error|Exception|Warning|Exit|Interrupt|Iteration|Fault|Failure|Panic)$/;
const BUILTIN_EXC = new Set(['StopIteration', 'KeyboardInterrupt', 'SystemExit', 'GeneratorExit', 'AssertionError']);

/** Returns true when `name` (possibly dotted) looks like an exception or error class name. */
export function looksLikeExceptionName(name: string): boolean {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return /^[A-Z_][\w$]*$/.test(last) && (EXC_SUFFIX.test(last) || BUILTIN_EXC.has(last));
}

/** An error headline: `pkg.mod.KeyError: 'x'`, `TypeError [ERR_X]: msg`, `Caused by: java.lang.X: msg`. */
export interface ErrorLine { type: string; message: string }

const ERROR_LINE = /^(?:Uncaught |Caused by: |Exception in thread "[^"]*" |\[cause\]: |E\s+|panic: )?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?: \[[\w-]+\])?(?::\s?(.*))?$/;

/** Returns the exception type and message a headline line states, or null when the line is not one. */
export function matchErrorLine(line: string): ErrorLine | null {
  const m = ERROR_LINE.exec(line.trimEnd());
  if (!m) return null;
  const type = m[1]!;
  if (!looksLikeExceptionName(type)) return null;
  const message = (m[2] ?? '').trim();
  return { type: type.slice(type.lastIndexOf('.') + 1), message };
}

/** Returns true for a caret/tilde marker line (`    ^^^^`, `      ~~~^~~`). */
export function isCaretLine(line: string): boolean {
  return /^\s*[\^~]+[\^~\s]*$/.test(line) && /[\^~]/.test(line);
}
