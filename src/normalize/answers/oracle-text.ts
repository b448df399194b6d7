// An output as the answer oracles read it: a string, or UTF-8 bytes decoded only where an oracle reads them.
import { SAMPLE_CHARS, sampleOf } from './text.js';

/**
 * An output as the oracles read it (as a terminal shows it): a string, or the UTF-8 bytes of one, read through their
 * latin1 view (one character per byte, which costs a copy where decoding 1 MB of UTF-8 costs 2 ms on Node 20) and
 * decoded only where an oracle reads: the lines a scan hands out, the lines and windows around them, the whole text
 * when a pass needs it (decoded once). Offsets (`start`) are offsets in `view`: use them only with these methods.
 */
export abstract class OracleText {
  /** What scanLines searches: the text itself, or the bytes as latin1 characters. */
  abstract readonly view: string;
  private decoded?: string;

  /** Returns the whole text (decoded on the first call, when read from bytes). */
  whole(): string {
    return (this.decoded ??= this.decode(0, this.view.length));
  }

  /** Returns the text between view offsets `from` and `to` (at character boundaries: line starts and ends). */
  protected abstract decode(from: number, to: number): string;

  /** Returns `needle` as `view` spells it. */
  abstract spell(needle: string): string;

  /** Returns the sample `detect` sees: sampleOf of the text. */
  abstract sample(): string;

  /** Returns the line between view offsets `start` and `end`. */
  line(start: number, end: number): string {
    return this.decode(start, end);
  }

  /** Returns the line after the one that starts at view offset `start` ('' at the end). */
  lineAfter(start: number): string {
    const e = this.view.indexOf('\n', start);
    if (e < 0) return '';
    const f = this.view.indexOf('\n', e + 1);
    return this.decode(e + 1, f < 0 ? this.view.length : f);
  }

  /** Returns the line before the one that starts at view offset `start` ('' at the top). */
  lineBefore(start: number): string {
    if (start === 0) return '';
    return this.decode(this.view.lastIndexOf('\n', start - 2) + 1, start - 1);
  }

  /** Returns the view offset just after `head`, the start of the line at view offset `start`. */
  abstract offset(start: number, head: string): number;

  /** Returns up to `chars` characters of the text from view offset `from` (a character boundary). */
  abstract after(from: number, chars: number): string;

  /**
   * Returns the text from view offset `start` (a character boundary) through the first character of the first line
   * after it that starts with neither a space, a tab nor a line break (to the end when none does): the block of
   * indented and blank lines under a heading line, and what follows it.
   */
  block(start: number): string {
    const v = this.view;
    for (let e = v.indexOf('\n', start); e >= 0; e = v.indexOf('\n', e + 1)) {
      const c = v.charCodeAt(e + 1);
      if (c === c && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 11 && c !== 12 && c < 0x80) return this.decode(start, e + 2);
    }
    return this.decode(start, v.length);
  }
}

/** An output held as a string. */
export class StringText extends OracleText {
  constructor(readonly view: string) {
    super();
  }
  protected decode(from: number, to: number): string {
    return this.view.slice(from, to);
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

/** An output held as valid UTF-8 bytes (Buffer.isUtf8), read through their latin1 view. */
export class BytesText extends OracleText {
  readonly view: string;
  constructor(private readonly bytes: Buffer) {
    super();
    this.view = bytes.toString('latin1');
  }
  protected decode(from: number, to: number): string {
    return this.bytes.toString('utf8', from, to);
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
