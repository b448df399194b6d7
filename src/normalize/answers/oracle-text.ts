// An output as the answer oracles read it: a string, or UTF-8 bytes decoded only where an oracle reads them.
import { SAMPLE_CHARS, sampleOf } from './text.js';

/**
 * An output as the oracles read it (as a terminal shows it): a string, or the UTF-8 bytes of one, decoded only where
 * an oracle reads (decoding 1 MB of UTF-8 costs 2 ms on Node 20): the lines a scan hands out, the lines and windows
 * around them, the whole text when a pass needs it (decoded once). Offsets (`start`) are offsets in the text's units
 * (characters of a string, bytes): use them only with these methods.
 */
export abstract class OracleText {
  private decoded?: string;

  /** The text's length in its units. */
  abstract readonly length: number;

  /** What a regex scan searches: the text itself, or the bytes as latin1 characters (one per byte; made on first use). */
  abstract readonly view: string;

  /** Returns the whole text (decoded on the first call, when read from bytes). */
  whole(): string {
    return (this.decoded ??= this.decode(0, this.length));
  }

  /** Returns the text between offsets `from` and `to` (at character boundaries: line starts and ends). */
  protected abstract decode(from: number, to: number): string;

  /** Returns `view` between offsets `from` and `to`. */
  abstract viewSlice(from: number, to: number): string;

  /** Returns the offset of the first newline at or after `from`, -1 when there is none. */
  protected abstract newlineAfter(from: number): number;

  /** Returns the offset of the last newline at or before `from` (0 when `from` < 0 and the text starts with one), else -1. */
  protected abstract newlineBefore(from: number): number;

  /** Returns the unit at offset `at` (NaN past the end). */
  protected abstract unitAt(at: number): number;

  /** Returns `needle` as `view` spells it. */
  abstract spell(needle: string): string;

  /** Returns the sample `detect` sees: sampleOf of the text. */
  abstract sample(): string;

  /** Returns the line between offsets `start` and `end`. */
  line(start: number, end: number): string {
    return this.decode(start, end);
  }

  /** Returns the line after the one that starts at offset `start` ('' at the end). */
  lineAfter(start: number): string {
    const e = this.newlineAfter(start);
    if (e < 0) return '';
    const f = this.newlineAfter(e + 1);
    return this.decode(e + 1, f < 0 ? this.length : f);
  }

  /** Returns the line before the one that starts at offset `start` ('' at the top). */
  lineBefore(start: number): string {
    if (start === 0) return '';
    return this.decode(this.newlineBefore(start - 2) + 1, start - 1);
  }

  /** Returns the offset just after `head`, the start of the line at offset `start`. */
  abstract offset(start: number, head: string): number;

  /** Returns up to `chars` characters of the text from offset `from` (a character boundary). */
  abstract after(from: number, chars: number): string;

  /**
   * Returns the text from offset `start` (a character boundary) through the first character of the first line after
   * it that starts with neither a space, a tab nor a line break (to the end when none does): the block of indented
   * and blank lines under a heading line, and what follows it.
   */
  block(start: number): string {
    for (let e = this.newlineAfter(start); e >= 0; e = this.newlineAfter(e + 1)) {
      const c = this.unitAt(e + 1);
      if (c === c && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 11 && c !== 12 && c < 0x80) return this.decode(start, e + 2);
    }
    return this.decode(start, this.length);
  }
}

/** An output held as a string. */
export class StringText extends OracleText {
  constructor(readonly view: string) {
    super();
  }
  get length(): number {
    return this.view.length;
  }
  protected decode(from: number, to: number): string {
    return this.view.slice(from, to);
  }
  viewSlice(from: number, to: number): string {
    return this.view.slice(from, to);
  }
  protected newlineAfter(from: number): number {
    return this.view.indexOf('\n', from);
  }
  protected newlineBefore(from: number): number {
    return this.view.lastIndexOf('\n', from);
  }
  protected unitAt(at: number): number {
    return this.view.charCodeAt(at);
  }
  spell(needle: string): string {
    return needle;
  }
  sample(): string {
    return sampleOf(this.view);
  }
  offset(start: number, head: string): number {
    return start + head.length;
  }
  after(from: number, chars: number): string {
    return this.view.slice(from, from + chars);
  }
}

/** An output held as valid UTF-8 bytes (Buffer.isUtf8). */
export class BytesText extends OracleText {
  private latin1?: string;
  constructor(readonly bytes: Buffer) {
    super();
  }
  get length(): number {
    return this.bytes.length;
  }
  get view(): string {
    return (this.latin1 ??= this.bytes.toString('latin1'));
  }
  protected decode(from: number, to: number): string {
    return this.bytes.toString('utf8', from, to);
  }
  viewSlice(from: number, to: number): string {
    return this.bytes.toString('latin1', from, to);
  }
  protected newlineAfter(from: number): number {
    return this.bytes.indexOf(10, from);
  }
  protected newlineBefore(from: number): number {
    return this.bytes.lastIndexOf(10, Math.max(from, 0)); // a negative offset would count from the end
  }
  protected unitAt(at: number): number {
    return at < this.bytes.length ? this.bytes[at]! : NaN;
  }
  spell(needle: string): string {
    return Buffer.from(needle, 'utf8').toString('latin1');
  }
  offset(start: number, head: string): number {
    return start + Buffer.byteLength(head, 'utf8');
  }
  after(from: number, chars: number): string {
    // Valid UTF-8 spends at most 3 bytes on a UTF-16 unit: 3 * chars bytes hold `chars` units, a split last one aside.
    return this.bytes.toString('utf8', from, Math.min(this.bytes.length, from + 3 * chars + 3)).slice(0, chars);
  }
  /** Returns sampleOf of the decoded text, decoding only the head and the tail of a long one. */
  sample(): string {
    const b = this.bytes;
    const span = 3 * SAMPLE_CHARS + 12; // bytes that decode to more than SAMPLE_CHARS units, a split character aside
    if (b.length <= 2 * span) return sampleOf(this.whole());
    // Mostly ASCII: a few bytes more than SAMPLE_CHARS decode to enough units; else the span that always does. The
    // head's last unit may come from a split character, the tail's first three from one: both lie outside the sample.
    const short = SAMPLE_CHARS + 16;
    let head = b.toString('utf8', 0, short);
    if (head.length < SAMPLE_CHARS + 1) head = b.toString('utf8', 0, span);
    let tail = b.toString('utf8', b.length - short);
    if (tail.length < SAMPLE_CHARS + 3) tail = b.toString('utf8', b.length - span);
    return `${head.slice(0, SAMPLE_CHARS)}\n${tail.slice(-SAMPLE_CHARS)}`;
  }
}
