/**
 * Prefixed traces (log lines, `E   `, `web-1  | `, an indented code block): the prefix a trace's first line carries is
 * removed from the lines that follow it, so every dialect sees a plain trace. Which lines start a trace, and which
 * start quoted output that is never stripped, the language packs say (languages/types.ts SymptomFacet
 * `prefixedTraceStart`, `quotedOutputStart`).
 * @internal
 */
import { LANGUAGES } from '../../languages/index.js';

/** Returns a prefix with digits made `0` and `+` made `|`: timestamps change from line to line, and exception groups open with `+` where their body has `|`. */
function prefixShape(s: string): string {
  let out = '';
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    out += c >= 48 && c <= 57 ? '0' : c === 43 ? '|' : s[k];
  }
  return out;
}

/** Returns the length of the prefix before the trace `line` starts, by the first pack that sees one, or -1. */
function traceStart(line: string): number {
  for (const p of LANGUAGES) {
    const n = p.symptoms?.prefixedTraceStart?.(line) ?? -1;
    if (n >= 0) return n;
  }
  return -1;
}

/** Returns true when `line` starts quoted output (indented lines after it are expected text, not this run's trace). */
function quotedOutputStart(line: string): boolean {
  return LANGUAGES.some((p) => p.symptoms?.quotedOutputStart?.(line) ?? false);
}

/**
 * Returns `lines` with the prefix a trace's first line carries (`2024-01-02 10:00:00,123 ERROR [x] `, `E   `,
 * `web-1  | `, a code block's indentation) removed from the lines that follow it, so each dialect sees a plain
 * trace. The prefix is compared by shape (digits are equal), so changing timestamps keep it; the first line of
 * another shape ends it, blank lines do not. Quoted output (doctest's `Expected:`/`Got:`) is left as written: it is
 * expected text, not a trace of this run. The array keeps its length (line i stays line i).
 */
export function stripLinePrefixes(lines: readonly string[]): string[] {
  const out = lines.slice();
  let prefixLen = 0;
  let shape = '';
  let inQuotedOutput = false;
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    if (inQuotedOutput) {
      if (/^\s+\S/.test(line) || !line.trim()) continue;
      inQuotedOutput = false;
    }
    if (quotedOutputStart(line)) { inQuotedOutput = true; prefixLen = 0; continue; }
    const start = traceStart(line);
    if (start >= 0) {
      prefixLen = start;
      shape = prefixShape(line.slice(0, start));
      if (prefixLen) out[i] = line.slice(prefixLen);
      continue;
    }
    if (!prefixLen || !line.trim()) continue;
    if (line.length >= prefixLen && prefixShape(line.slice(0, prefixLen)) === shape) out[i] = line.slice(prefixLen);
    else if (shape.trim() && line.length < prefixLen && prefixShape(line) === shape.trimEnd()) out[i] = '';
    else prefixLen = 0;
  }
  return out;
}
