// The source as the language packs' record decoders see it (src/languages/*/decode.ts).

/**
 * The source as seen by the decoders: each slice is decoded from the UTF-8 bytes on its own (byte offsets are not
 * string offsets outside ASCII). Never one string for the whole file: slices of it would keep every file's text alive
 * for as long as a def name or specifier lives (all of a 100k-file repository at once), and most bytes are never read.
 * (Decoding ASCII files whole and slicing measured slower on a cold index: the large strings cost more in GC.)
 */
export class SourceText {
  constructor(private readonly buf: Buffer) {}
  /** Returns bytes [a, b) as a string. */
  text(a: number, b: number): string {
    if (b <= a) return '';
    return this.buf.toString('utf8', a, b);
  }
  /** Returns bytes [a, b) as a string, trimmed (a dynamic site's detail). */
  detail(a: number, b: number): string {
    return this.text(a, b).trim();
  }
}
