import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';

/** Largest file the parser service will parse; larger ones get a parse-error warning instead. */
export const MAX_PARSE_BYTES = 4 * 1024 * 1024;

/** A warning in the manifest's shape: what happened, where, and what it means. */
export interface Warning { kind: string; path: string; line: number; detail: string }

/** A source file read for parsing. */
export interface DecodedSource { text: string; bytes: number; hash: string; invalidUtf8: boolean }

const decoder = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** Returns the hex SHA-1 of `data` (the content-hash key of the parse cache). */
export function contentHash(data: Uint8Array | string): string {
  return createHash('sha1').update(data).digest('hex');
}

/**
 * Returns the decoded text of `buf`, or an error message for input the parser must not see
 * (binary content, more than MAX_PARSE_BYTES).
 */
export function decodeSource(buf: Uint8Array, label: string): DecodedSource | { error: string } {
  if (buf.length > MAX_PARSE_BYTES) {
    return { error: `${label}: file too large to parse (${(buf.length / 1048576).toFixed(1)} MB > ${MAX_PARSE_BYTES / 1048576} MB)` };
  }
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) return { error: `${label}: binary file (contains NUL bytes); not parsed` };
  let text: string;
  let invalidUtf8 = false;
  try {
    text = decoder.decode(buf);
  } catch {
    text = lenient.decode(buf);
    invalidUtf8 = true;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, bytes: buf.length, hash: contentHash(buf), invalidUtf8 };
}

/** Returns the text of the file at `path`, or an error message a user can act on (missing, directory, binary, too large). */
export function readSource(path: string, label = path): DecodedSource | { error: string } {
  let st;
  try {
    st = statSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { error: code === 'ENOENT' ? `${label}: no such file` : `${label}: cannot read (${code ?? (err as Error).message})` };
  }
  if (st.isDirectory()) return { error: `${label}: is a directory, expected a source file` };
  if (st.size > MAX_PARSE_BYTES) {
    return { error: `${label}: file too large to parse (${(st.size / 1048576).toFixed(1)} MB > ${MAX_PARSE_BYTES / 1048576} MB)` };
  }
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (err) {
    return { error: `${label}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})` };
  }
  return decodeSource(buf, label);
}
