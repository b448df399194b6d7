// Types of the answer oracles: what an agent asks of a tool output, extracted deterministically.
import type { LineRule } from './scan.js';
import type { OracleText } from './oracle-text.js';

/** The family of tool an oracle reads. */
export type OracleKind = 'tests' | 'diagnostics' | 'git' | 'packages' | 'grep';

/**
 * One answer oracle: a small parser for one tool's output shape. `detect` looks at a sample of the output (its head
 * and tail) and says whether the shape is this tool's; `extract` returns the answers an agent asks of the output,
 * each one string (`fail tests/x.py::test_y`, `diag src/a.ts:3:5 TS2322`, `summary 1 failed, 3 passed`), in output
 * order. Answers are compared as sets: a line shown once with a repeat marker answers the same as the line shown twice.
 */
export interface AnswerOracle {
  readonly name: string;
  readonly kind: OracleKind;
  /** Returns true when `sample` (the output's first and last SAMPLE_BYTES characters) has this tool's shape. */
  detect(sample: string): boolean;
  /**
   * Returns the answers in `text` (the output as a terminal shows it: escape sequences and redraws resolved; `whole()`
   * is its string). The answers its line rules find (the lines holding its literals: text.ts LineRule), it adds to
   * `lines` instead of scanning itself: they land in the returned array when the caller runs `lines` over `text`
   * (scanLines), in one pass for every oracle that reads the text (index.ts answersByEach).
   */
  extract(text: OracleText, lines: LineRule[]): string[];
}

/** The answers one oracle found in one output. */
export interface OracleAnswers {
  readonly oracle: string;
  readonly kind: OracleKind;
  readonly answers: readonly string[];
}

/** One oracle's verdict on a normalized output against its raw form. */
export interface AnswerCheck {
  readonly oracle: string;
  readonly kind: OracleKind;
  /** Answers of the raw output that the normalized one does not give. */
  readonly missing: readonly string[];
  /** Answers the normalized output gives that the raw one does not. */
  readonly extra: readonly string[];
}
