// recall: gives back what a marker removed, from the spill store (or the file a spill reference names: spill-ref.ts).
import { badFlag, spillKeyMissing, badUsage, notASpillKey } from '../errors.js';
import { isSpillKey, spillDir, spillGet } from '../store/spill.js';
import { spillRefEntry } from './spill-ref.js';

/** What to return of a spilled output. */
export interface RecallOptions {
  /** 1-based inclusive line range of the terminal-cleaned text (the numbers markers print). */
  lines?: [number, number];
  /** Only lines matching this regular expression, each prefixed `N:` with its line number (like grep -n). */
  grep?: string;
}

/**
 * Returns the spilled text for `key` (whole, a line range, and/or grep matches), with a trailing newline.
 * Throws a UsageError for a malformed key, range or regex, and an Error when the store does not hold the key.
 */
export function recall(key: string, opts: RecallOptions = {}): string {
  if (!isSpillKey(key)) throw notASpillKey(key);
  const entry = spillGet(key) ?? spillRefEntry(key);
  if (!entry) throw spillKeyMissing(key, spillDir());
  if (!entry.text) {
    if (opts.lines || opts.grep) throw badUsage('recall', `${key} holds binary output, which has no lines; use --raw`);
    throw badUsage('recall', `${key} holds binary output; use --raw to get its bytes`);
  }
  let re: RegExp | null = null;
  if (opts.grep !== undefined) {
    try {
      re = new RegExp(opts.grep);
    } catch (err) {
      throw badUsage('recall', `invalid --grep regular expression '${opts.grep}': ${(err as Error).message}`);
    }
  }
  const text = entry.text.toString('utf8');
  if (!opts.lines && !re) return text === '' || text.endsWith('\n') ? text : `${text}\n`;
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  let first = 1;
  let last = lines.length;
  if (opts.lines) {
    const [a, b] = opts.lines;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < a) {
      throw badUsage('recall', `invalid line range ${a}-${b} (expected A-B with 1 <= A <= B)`);
    }
    if (b > lines.length) {
      throw badUsage('recall', `lines ${a}-${b} out of range: ${key} has ${lines.length} lines`);
    }
    first = a;
    last = b;
  }
  const out: string[] = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i - 1]!;
    if (!re) out.push(line);
    else if (re.test(line)) out.push(`${i}:${line}`);
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

/** Returns the raw bytes `key` was normalized from (escape sequences and all); throws like recall(). */
export function recallRaw(key: string): Buffer {
  if (!isSpillKey(key)) throw notASpillKey(key);
  const entry = spillGet(key) ?? spillRefEntry(key);
  if (!entry) throw spillKeyMissing(key, spillDir());
  return entry.raw();
}

/** Returns a [first, last] range parsed from `A-B` (or `N`), or throws a UsageError naming the flag. */
export function parseLineRange(spec: string, flag = '--lines'): [number, number] {
  const m = /^(\d+)(?:-(\d+))?$/.exec(spec.trim());
  if (!m) throw badFlag(flag, spec, 'A-B, e.g. 46-1249');
  const a = Number(m[1]);
  const b = m[2] === undefined ? a : Number(m[2]);
  if (a < 1 || b < a) throw badFlag(flag, spec, 'A-B with 1 <= A <= B');
  return [a, b];
}
