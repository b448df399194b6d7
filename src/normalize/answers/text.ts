// What the oracles read: the output as a terminal shows it, and small line helpers shared by the oracles (the text
// they read: oracle-text.ts; the scan that hands them lines: scan.ts).
import { stripTerminal } from '../../kernels/terminal.js';

/** Characters of the head and of the tail an oracle's `detect` sees (tools print their banner first, their summary last). */
export const SAMPLE_CHARS = 32 * 1024;

const CONTROL_RE = /[\x1b\r\x08\x9b]/;

/**
 * Returns `text` as a terminal shows it: escape sequences, carriage-return redraws and backspaces resolved by the same
 * terminal kernel T1 runs first (kernels/terminal.ts), so raw and normalized outputs are read alike. Plain text is
 * returned as it is, without a copy.
 */
export function displayText(text: string): string {
  if (!CONTROL_RE.test(text)) return text;
  return Buffer.from(stripTerminal(Buffer.from(text, 'utf8')).bytes).toString('utf8');
}

/** Returns the sample `detect` sees: the whole text when short, else its head and tail joined by a newline. */
export function sampleOf(text: string): string {
  return text.length <= 2 * SAMPLE_CHARS ? text : `${text.slice(0, SAMPLE_CHARS)}\n${text.slice(-SAMPLE_CHARS)}`;
}

/** Returns the capture groups of every match of the global, multiline `re` in `text`, each mapped by `fn`. */
export function eachMatch(text: string, re: RegExp, fn: (m: RegExpExecArray) => string | undefined, out: string[] = []): string[] {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = fn(m);
    if (v !== undefined) out.push(v);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** Returns the first line after offset `from` in `text` that is not blank (trimmed), or '' when there is none within `within` lines. */
export function nextTextLine(text: string, from: number, within = 6): string {
  let at = text.indexOf('\n', from);
  for (let n = 0; at >= 0 && n < within; n++) {
    const end = text.indexOf('\n', at + 1);
    const line = text.slice(at + 1, end < 0 ? text.length : end).trim();
    if (line !== '' && !line.startsWith('[ck: ')) return line;
    if (line.startsWith('[ck: ')) return '';
    at = end;
  }
  return '';
}

/** Returns `line` without a trailing duration (`(12 ms)`, ` 5ms`, `(0.12s)`), which a rerun changes but no answer holds. */
export function withoutDuration(line: string): string {
  return line.replace(/\s*\(?\b\d+(?:\.\d+)?\s?m?s\)?\s*$/, '').trimEnd();
}
