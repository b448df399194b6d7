/**
 * Symptom parsing: turns what a user pastes (tracebacks of Python, IPython, pytest, doctest, Node/V8, Deno, Bun,
 * browsers, Go, Rust, Java; compiler, type-checker and linter diagnostics; warnings; bare `path:line` mentions) into
 * frames, messages, exception types, failing tests and diagnostics. Pure text → data: no file system, no repository;
 * resolution to repo files happens in `seeds.ts`.
 */
import type { Frame, ParsedSymptom } from './types.js';
import { stripAnsi } from './lines.js';
import { extractMentions } from './mentions.js';
import { stripLinePrefixes } from './prefixes.js';
import { Reader } from './reader.js';
import { symptomDialects } from './common.js';
import { LANGUAGES, frameFormat } from '../../languages/index.js';

export type { Diagnostic, Frame, FrameFormat, Mention, ParsedSymptom } from './types.js';
export { normalizeFramePath } from './lines.js';

/**
 * Returns the frames, messages, exception types, failing tests and diagnostics found in `text`.
 *
 * Each line goes to the first dialect that claims it (`common.ts` symptomDialects: the language packs' dialects and
 * the language-neutral ones, by order). Between them they understand chained Python tracebacks, SyntaxError frames
 * without `in`, exception groups, tracebacks inside log lines (a common prefix such as a timestamp is stripped:
 * `prefixes.ts`), IPython/Jupyter tracebacks (classic and 8.x), doctest reports, pytest's long, short, line and
 * native reports with `E` lines and its `FAILED …::test` summary, warnings (`path:N: SomeWarning: …`), V8 stacks
 * (`at f (path:l:c)`, bare, `file://`, URLs, `async`) with the crash header, Deno and Bun stacks with their code
 * frames, Firefox/Safari stacks, Go panics, Rust backtraces and panic headers, Java stacks with `Caused by:`, and
 * gcc/mypy/pyright/tsc/eslint diagnostics. Lines no dialect claims still contribute `path:line` mentions (format
 * `path`).
 *
 * @example
 * parseSymptom('Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\nKeyError: 1')
 * // → frames [{ path: 'app.py', line: 3, func: '<module>', source: 'main()', chain: 0, order: 0, … }],
 * //   exceptionTypes ['KeyError'], messages ['1']
 */
export function parseSymptom(rawText: string): ParsedSymptom {
  const text = stripAnsi(rawText).replace(/\r\n?/g, '\n');
  const lines = stripLinePrefixes(text.split('\n'));
  const r = new Reader(lines);
  const dialects = symptomDialects();
  for (let i = 0; i < lines.length; i++) {
    for (const d of dialects) {
      const end = d.read(r, i);
      if (end < 0) continue;
      i = end;
      r.lastDialect = d.name;
      break;
    }
  }
  const { frames, messages, types, tests, diagnostics } = r;
  assignOrder(frames);
  // Frames with no error line (a runtime that prints only the message, as `err.stack` does for a renamed Error):
  // the line right above the first frame line (a format's `frameLine`) is the message.
  if (frames.length && !messages.length && !types.length) {
    const frameLines = LANGUAGES.flatMap((p) => (p.symptoms?.formats ?? []).flatMap((f) => (f.frameLine ? [f.frameLine] : [])));
    const first = lines.findIndex((l) => frameLines.some((re) => re.test(l)));
    const above = first > 0 ? lines[first - 1]!.trim() : '';
    if (above.length >= 8 && /[A-Za-z]{3}/.test(above) && !/^Traceback\b/.test(above)) messages.push(above);
  }
  // Warnings are the symptom only when nothing failed: beside a failure they are noise in the types and messages.
  if (!types.length) for (const w of r.warnings) r.addError(w.type, w.message);
  dropPartialMessages(messages);
  // A bare error message ("no exchange rate for currency 'CHF'"): no structure was recognized, so its lines are
  // the messages (the way a user pastes one). A longer text is prose (an issue): its mentions and words speak for it.
  const nonEmpty = lines.filter((l) => l.trim()).length;
  if (!frames.length && !messages.length && !types.length && !tests.length && !diagnostics.length && nonEmpty <= 3) {
    for (const l of lines) {
      const t = l.trim();
      if (t.length >= 8 && /[A-Za-z]{3}/.test(t) && messages.length < 5 && !messages.includes(t)) messages.push(t);
    }
  }
  return { frames, messages, exceptionTypes: types, tests, diagnostics, mentions: extractMentions(text) };
}

/**
 * Removes, in place, messages another message states in full: pytest's summary cuts a message at its first newline
 * or ends it with `...`, and the `E` lines above it gave the whole of it.
 */
function dropPartialMessages(messages: string[]): void {
  for (let k = messages.length - 1; k >= 0; k--) {
    const m = messages[k]!;
    const stem = m.endsWith('...') ? m.slice(0, -3) : m;
    if (messages.some((o, j) => j !== k && o.length > stem.length && o.startsWith(stem) && (m.endsWith('...') || o[stem.length] === '\n'))) messages.splice(k, 1);
  }
}

/**
 * Sets `order` (0 = outermost caller) on every frame, per block, reading the blocks of innermost-first formats
 * backwards; a throw-site header (V8's crash header) is the innermost frame of its block.
 */
function assignOrder(frames: Frame[]): void {
  const byChain = new Map<number, Frame[]>();
  for (const f of frames) {
    const list = byChain.get(f.chain) ?? [];
    list.push(f);
    byChain.set(f.chain, list);
  }
  for (const list of byChain.values()) {
    const reversed = list.some((f) => frameFormat(f.format)?.innermostFirst);
    list.forEach((f, k) => {
      if (frameFormat(f.format)?.throwSite) f.order = list.length;
      else f.order = reversed ? list.length - 1 - k : k;
    });
  }
}
