// Answer oracles: what an agent asks of a tool output (failing tests, diagnostics, hunks, paths, matches), extracted
// deterministically, so a normalized output can be checked to give the same answers as the raw one.
import type { AnswerOracle, AnswerCheck, OracleAnswers } from './types.js';
import { isUtf8 } from 'node:buffer';
import { displayText } from './text.js';
import { StringText, BytesText, type OracleText } from './oracle-text.js';
import { scanLines, type LineRule } from './scan.js';
import { pytest } from './pytest.js';
import { unittest } from './unittest.js';
import { jest } from './jest.js';
import { vitest } from './vitest.js';
import { nodeTest } from './node-test.js';
import { mocha } from './mocha.js';
import { goTest } from './go-test.js';
import { cargoTest } from './cargo-test.js';
import { junit } from './junit.js';
import { phpunit } from './phpunit.js';
import { diagnostics } from './diagnostics.js';
import { gitDiff } from './git-diff.js';
import { gitStatus } from './git-status.js';
import { packages } from './packages.js';
import { grep } from './grep.js';

export type { AnswerOracle, AnswerCheck, OracleAnswers, OracleKind } from './types.js';
export { displayText } from './text.js';

/** Every oracle, in the order their answers are reported. */
export const ORACLES: readonly AnswerOracle[] = [
  pytest, unittest, jest, vitest, nodeTest, mocha, goTest, cargoTest, junit, phpunit,
  diagnostics, gitDiff, gitStatus, packages, grep,
];

/** Returns the oracles that recognize `text` (as a terminal shows it), by a look at its head and tail only. */
export function recognize(text: string | OracleText, oracles: readonly AnswerOracle[] = ORACLES): AnswerOracle[] {
  const sample = (typeof text === 'string' ? new StringText(text) : text).sample();
  return oracles.filter((o) => o.detect(sample));
}

/** Returns the sorted, distinct answers of each of `oracles` on `text` (shown once or repeated, an answer is one answer). */
export function answersByEach(oracles: readonly AnswerOracle[], text: string | OracleText): string[][] {
  const t = typeof text === 'string' ? new StringText(text) : text;
  const lines: LineRule[] = [];
  const found = oracles.map((o) => o.extract(t, lines));
  scanLines(t, lines); // one pass over the text for the line rules of every oracle
  return found.map((xs) => [...new Set(xs)].sort());
}

/** Returns the answers of every oracle that recognizes `raw` (a raw tool output, escapes and all). */
export function answersOf(raw: string): OracleAnswers[] {
  const text = new StringText(displayText(raw));
  const oracles = recognize(text);
  const answers = answersByEach(oracles, text);
  return oracles.map((o, i) => ({ oracle: o.name, kind: o.kind, answers: answers[i]! }));
}

/** Returns `cleaned` (an output as a terminal shows it, as a string or UTF-8 bytes) as the oracles read it. */
function oracleText(cleaned: string | Uint8Array): OracleText {
  if (typeof cleaned === 'string') return new StringText(cleaned);
  const bytes = Buffer.from(cleaned.buffer, cleaned.byteOffset, cleaned.byteLength);
  // Bytes are read undecoded only when they are UTF-8 (what a needle's bytes mean then is what the needle means).
  return isUtf8(bytes) ? new BytesText(bytes) : new StringText(bytes.toString('utf8'));
}

/**
 * Returns, for every oracle that recognizes the raw output, the answers the normalized output loses (`missing`) or
 * adds (`extra`); an empty list when no oracle knows the shape. The normalized text is read by the oracles the raw
 * one was recognized by (a marker may have replaced the lines `detect` looks for). Both are read as a terminal shows
 * them (`displayText`; `cleaned`, when the caller has it — normalize's `cleaned()` —, is taken as the raw output's
 * display text: a string, or its UTF-8 bytes, which the oracles read without decoding all of them). The normalized
 * output keeps the answers when every check has neither missing nor extra.
 */
export function checkAnswers(raw: string, normalized: string, cleaned?: string | Uint8Array): AnswerCheck[] {
  const before = oracleText(cleaned ?? displayText(raw));
  const after = new StringText(displayText(normalized));
  const oracles = recognize(before);
  const as = answersByEach(oracles, before);
  const bs = answersByEach(oracles, after);
  return oracles.map((o, i) => {
    const a = as[i]!;
    const b = bs[i]!;
    const inB = new Set(b);
    const inA = new Set(a);
    return { oracle: o.name, kind: o.kind, missing: a.filter((x) => !inB.has(x)), extra: b.filter((x) => !inA.has(x)) };
  });
}

/** Returns true when no check lost or added an answer. */
export function answersKept(checks: readonly AnswerCheck[]): boolean {
  return checks.every((c) => c.missing.length === 0 && c.extra.length === 0);
}
