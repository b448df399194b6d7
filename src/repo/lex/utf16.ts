// The UTF-16 length of UTF-8 bytes, counted without decoding them: what every lexer reports as `chars`.
import { isAscii } from 'node:buffer';

/** Returns the number of UTF-16 code units the UTF-8 bytes decode to (what String.length would be). */
export function utf16Length(b: Uint8Array): number {
  if (isAscii(b)) return b.length; // native check; most sources are ASCII
  let count = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if ((c & 0xc0) !== 0x80) count += c >= 0xf0 ? 2 : 1;
  }
  return count;
}
