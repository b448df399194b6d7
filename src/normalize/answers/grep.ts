// grep -n / rg: every match's `path:line` (and rg --heading's path blocks).
import type { AnswerOracle } from './types.js';

/**
 * `path:12:text` (a match) or `path-12-context` (a context line) of grep -n / rg -n without headings: whichever
 * separator comes first decides (a context line can quote `x.py:31:` after its own `-29-`).
 */
const LINE = /^([^\s:][^:\n]*?)(?::(\d+):|-(\d+)-)/;
/** rg --heading: a path line, then `12:text` rows. */
const ROW = /^(\d+):/;
/** A T1 grep-cap marker naming the file lines of the matches it took out (src/normalize/markers.ts grepCapMarker). */
const CAP = /^\[ck: \d+ more matches in (.+?) at lines ([\d,-]+) \(output lines /;
const PATHLIKE = /^(?:\.{0,2}\/)?[\w@.+-][\w@./+-]*\.\w+$|^(?:\.{0,2}\/)?[\w@.+-]+(?:\/[\w@.+-]+)+$/;

/** Returns true when most non-blank lines of `sample` are grep/rg match lines (or rg heading blocks). */
function grepShape(sample: string): boolean {
  let lines = 0;
  let matches = 0;
  let headed = 0;
  for (const line of sample.split('\n', 400)) {
    if (line === '' || line === '--') continue;
    lines++;
    if (LINE.test(line)) matches++;
    else if (ROW.test(line)) headed++;
    else if (PATHLIKE.test(line)) headed++;
  }
  return lines >= 2 && (matches >= lines * 0.8 || (headed >= lines * 0.9 && headed > 0));
}

/** Returns the numbers of a compact list (`12,40-44`). */
function expandNumbers(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(',')) {
    const [a, b] = part.split('-').map(Number);
    for (let n = a!; n <= (b ?? a!); n++) out.push(n);
  }
  return out;
}

/** The grep/rg oracle. */
export const grep: AnswerOracle = {
  name: 'grep',
  kind: 'grep',
  detect: grepShape,
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    let heading = '';
    let pos = 0;
    while (pos < text.length) {
      const end = text.indexOf('\n', pos);
      const line = text.slice(pos, end < 0 ? text.length : end);
      pos = end < 0 ? text.length : end + 1;
      if (line === '' || line === '--') {
        heading = '';
        continue;
      }
      const cap = line.startsWith('[ck: ') ? CAP.exec(line) : null;
      if (cap) {
        for (const n of expandNumbers(cap[2]!)) out.push(`match ${cap[1]}:${n}`);
        continue;
      }
      const m = LINE.exec(line);
      if (m && !heading) {
        if (m[2]) out.push(`match ${m[1]}:${m[2]}`);
        continue;
      }
      const r = ROW.exec(line);
      if (r && heading) out.push(`match ${heading}:${r[1]}`);
      else if (!r && PATHLIKE.test(line)) heading = line;
    }
    return out;
  },
};
