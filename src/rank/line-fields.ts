// Per-line query-term hits of a source text with its prose apart: identifier runs in comments and docstrings (the
// index's `doc` field, fields.ts) and those in code. Ranking a definition against an issue text can then weigh its
// docstring's words below its code's (symbols.ts, option `docWeight`): a long docstring repeats the prose
// words ("matrix", "print", "array") without being where the fault is.
import type { Lang } from '../repo/types.js';
import { F_DOC, scannerFor, type RunSink } from './fields.js';
import { identTokens } from './tokenize.js';

/** An identifier run's tokens: how many, and which of them are query terms (their indexes). */
export interface RunTerms { n: number; q: number[] }

/** Per line (0-based): token count, query-term indexes of its code runs and of its comment/docstring runs. */
export interface FieldLineTerms { count: Uint32Array; hits: (number[] | undefined)[]; docHits: (number[] | undefined)[] }

/** Collects the scanner's runs by line; each distinct run is split once (`memo`, shared with symbols.ts). */
class LineFieldSink implements RunSink {
  line = 0;
  private nextNl: number;
  constructor(private readonly bytes: Buffer, private readonly out: FieldLineTerms, private readonly qIndex: ReadonlyMap<string, number>, private readonly memo: Map<string, RunTerms>) {
    this.nextNl = bytes.indexOf(10);
  }
  run(field: number, s: number, e: number): void {
    // Runs arrive in text order: move the line forward past the newlines before this run.
    while (this.nextNl >= 0 && this.nextNl < s) { this.line++; this.nextNl = this.bytes.indexOf(10, this.nextNl + 1); }
    // Identifier bytes are ASCII, so latin1 decodes them exactly.
    const run = this.bytes.toString('latin1', s, e);
    let rt = this.memo.get(run);
    if (!rt) {
      const buf: string[] = [];
      identTokens(run, buf);
      rt = { n: buf.length, q: [] };
      for (const t of buf) { const q = this.qIndex.get(t); if (q !== undefined) rt.q.push(q); }
      this.memo.set(run, rt);
    }
    this.out.count[this.line] += rt.n;
    if (rt.q.length) ((field === F_DOC ? this.out.docHits : this.out.hits)[this.line] ??= []).push(...rt.q);
  }
}

/**
 * Returns the per-line terms of `text` with comment and docstring runs apart (`docHits`), or undefined for a
 * language the index has no field scanner for (its text is all code then: symbols.ts scans it as before).
 */
export function fieldLineTerms(text: string, lang: Lang, qIndex: ReadonlyMap<string, number>, memo: Map<string, RunTerms>): FieldLineTerms | undefined {
  const scan = scannerFor(lang);
  if (!scan) return undefined;
  let nLines = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) nLines++;
  const out: FieldLineTerms = { count: new Uint32Array(nLines), hits: new Array(nLines), docHits: new Array(nLines) };
  const bytes = Buffer.from(text, 'utf8');
  scan(bytes, new LineFieldSink(bytes, out, qIndex, memo));
  return out;
}
