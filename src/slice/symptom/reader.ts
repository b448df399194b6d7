/**
 * The state of one symptom parse, as every dialect sees it (languages/types.ts SymptomReader): the frames, errors,
 * tests and diagnostics found so far, the block the next frame joins, and state the dialects keep between lines.
 * Blocks follow the frame formats the language packs declare (languages/types.ts FrameFormatSpec).
 * @internal
 */
import type { SymptomReader } from '../../languages/types.js';
import { frameFormat } from '../../languages/index.js';
import type { Diagnostic, Frame, FrameFormat } from './types.js';
import { looksLikeExceptionName } from './error-line.js';

/** Returns true when frames of format `next` continue the block of frames of format `prev`. */
function continues(prev: FrameFormat, next: FrameFormat): boolean {
  if (prev === next) return true;
  const p = frameFormat(prev), n = frameFormat(next);
  return !!(p?.joinsAnyBlock || n?.joinsAnyBlock || p?.continuedBy?.includes(next));
}

/** One parse's reader. */
export class Reader implements SymptomReader {
  readonly frames: Frame[] = [];
  readonly messages: string[] = [];
  readonly types: string[] = [];
  readonly tests: string[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly warnings: { type: string; message: string }[] = [];
  readonly regions = new Set<string>();
  chain = 0;
  blockHasFrames = false;
  lastFormat: FrameFormat | undefined;
  lastDialect: string | undefined;
  pendingFunc: string | undefined;
  readonly #state = new Map<string, unknown>();

  constructor(readonly lines: readonly string[]) {}

  newBlock(): void {
    if (this.blockHasFrames) this.chain++;
    this.blockHasFrames = false;
  }

  pushFrame(f: Omit<Frame, 'chain' | 'order'>): Frame {
    if (this.lastFormat !== undefined && !continues(this.lastFormat, f.format)) this.newBlock();
    const frame = f as Frame; // each call site builds a fresh object: completing it beats copying it
    frame.chain = this.chain;
    frame.order = 0;
    this.frames.push(frame);
    this.blockHasFrames = true;
    this.lastFormat = f.format;
    return frame;
  }

  insertOutermost(f: Frame, chain: number): void {
    f.chain = chain;
    this.frames.splice(this.frames.findIndex((g) => g.chain === chain), 0, f);
  }

  /**
   * Returns nothing; closes the current block and appends `f` as the next frame, with the block index `f` was made
   * with (pytest's doctest sections open a block of their own before their example is read).
   */
  startBlockWith(f: Frame): void {
    this.newBlock();
    this.frames.push(f);
    this.blockHasFrames = true;
    this.lastFormat = f.format;
  }

  addError(type: string, message: string): void {
    if (!this.types.includes(type)) this.types.push(type);
    if (message && !this.messages.includes(message)) this.messages.push(message);
  }

  addMessage(message: string): void {
    if (message && !this.messages.includes(message)) this.messages.push(message);
  }

  addTest(id: string): void {
    if (!this.tests.includes(id)) this.tests.push(id);
  }

  addDiagnostic(d: Diagnostic): void {
    this.diagnostics.push(d);
  }

  addWarning(type: string, message: string): void {
    this.warnings.push({ type, message });
  }

  state<T>(key: string, init: () => T): T {
    let v = this.#state.get(key) as T | undefined;
    if (v === undefined) { v = init(); this.#state.set(key, v); }
    return v;
  }

  isErrorName(name: string): boolean {
    return looksLikeExceptionName(name);
  }
}
