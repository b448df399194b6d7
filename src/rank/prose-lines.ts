// Which lines of a source text are prose: comment lines and docstring / block-comment lines. Ranking a definition
// against an issue text can then weigh the words of those lines below the words of its code (symbols.ts, option
// `docWeight`): a long docstring repeats the prose words ("matrix", "print", "array") without being where the
// fault is. Line granularity on purpose: it rides on the per-line scan symbols.ts already keeps (a second, exact
// scan with the index's field scanners cost a warm slice ~100 ms of cold code); a line of code with a trailing
// comment counts as code.
import type { Lang } from '../repo/types.js';

/** String prefix letters before a quote: r, b, u, f in either case. */
const PREFIX = new Set([...'rRbBuUfF'].map((c) => c.charCodeAt(0)));

/**
 * Returns a flag per line of `text` (1 = prose), or undefined for a language without comment rules here (all
 * code). Python: lines starting with `#`, and the lines of a triple-quoted string that starts a line (docstrings,
 * in practice). JS/TS: lines starting with `//`, and the lines of a block comment that starts a line.
 */
export function proseLines(text: string, lang: Lang): Uint8Array | undefined {
  if (lang !== 'python' && lang !== 'js' && lang !== 'ts') return undefined;
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  const out = new Uint8Array(n);
  const python = lang === 'python';
  let open = ''; // the delimiter that closes the prose block the current line is in ('' when none)
  let at = 0;
  for (let l = 0; l < n; l++) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    let s = at;
    while (s < end && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s++;
    if (open) {
      out[l] = 1;
      if (lineHas(text, open, s, end)) open = '';
    } else if (python) {
      const c = text.charCodeAt(s);
      if (c === 35) out[l] = 1; // #
      else {
        // A line that starts with a triple-quoted string (after an optional prefix: r, b, u, f and pairs) is prose;
        // a triple-quoted string left open on any line makes the lines up to its end prose (the index's field
        // scanner puts every triple-quoted string in `doc`).
        let q = s;
        while (q < s + 2 && q < end && PREFIX.has(text.charCodeAt(q))) q++;
        if (text.startsWith('"""', q) || text.startsWith("'''", q)) out[l] = 1;
        open = openTriple(text, s, end);
      }
    } else if (text.startsWith('//', s)) out[l] = 1;
    else if (text.startsWith('/*', s)) {
      out[l] = 1;
      if (!lineHas(text, '*/', s + 2, end)) open = '*/';
    }
    at = end + 1;
  }
  return out;
}

/** Returns whether `d` occurs in `text` within [from, end) (no search past the line's end). */
function lineHas(text: string, d: string, from: number, end: number): boolean {
  const c = d.charCodeAt(0);
  for (let i = from; i + d.length <= end; i++) if (text.charCodeAt(i) === c && text.startsWith(d, i)) return true;
  return false;
}

/** Returns the triple quote a Python line `[from, end)` leaves open (three double or three single quotes), or '' when none. */
function openTriple(text: string, from: number, end: number): string {
  for (let i = from; i + 3 <= end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 34 && c !== 39) continue;
    const d = c === 34 ? '"""' : "'''";
    if (!text.startsWith(d, i)) continue;
    let j = i + 3;
    while (j + 3 <= end && !text.startsWith(d, j)) j++;
    if (j + 3 > end) return d;
    i = j + 2;
  }
  return '';
}
