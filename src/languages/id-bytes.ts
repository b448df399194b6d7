/**
 * Identifier bytes of the byte scanners of the Go, Rust and PHP lexers (Java's also takes `$`): an ASCII letter, `_`,
 * or any byte of a multi-byte UTF-8 sequence (the languages allow Unicode letters; the scanners do not need to tell
 * which).
 */

/** Returns true when byte `c` may start an identifier. */
export const isIdStart = (c: number): boolean => c === 95 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128;

/** Returns true when byte `c` may continue an identifier. */
export const isIdPart = (c: number): boolean => isIdStart(c) || (c >= 48 && c <= 57);
