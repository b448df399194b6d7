// The on-disk lexical cache: one hand-packed binary file per repository root and operator hash, under
// cacheDir('lexical'). Sections are 4-byte aligned so a warm load maps typed arrays straight onto the file's bytes
// (no decoding beyond the JSON header and the term list).
import { createHash } from 'node:crypto';
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomicWith } from '../store/atomic.js';
import { NF } from './fields.js';
import type { Forward } from './postings.js';
import { STEM_PARTS, STOPWORDS, TOKENIZER_VERSION } from './tokenize.js';

/** Bump when the file layout changes. */
export const LEXICAL_FORMAT = 1;
const MAGIC = 0x584c4b43; // 'CKLX' little-endian

/** Returns the hash of everything that decides which terms a file yields (tokenizer, stoplist, stemming, format). */
export function operatorHash(): string {
  return createHash('sha1')
    .update(JSON.stringify({ TOKENIZER_VERSION, LEXICAL_FORMAT, STEM_PARTS, NF, stop: [...STOPWORDS] }))
    .digest('hex')
    .slice(0, 12);
}

/** Returns the default cache file of a repository root: `cacheDir('lexical')/<root hash>.<operator hash>.bin`. */
export function lexicalCachePath(root: string, op = operatorHash()): string {
  return join(cacheDir('lexical'), `${createHash('sha1').update(root).digest('hex').slice(0, 16)}.${op}.bin`);
}

interface Header {
  root: string;
  op: string;
  nTerms: number;
  nEnt: number;
  termsBytes: number;
  paths: string[];
  hashes: string[];
}

const pad4 = (n: number): number => (n + 3) & ~3;

/** Returns nothing; writes `fw` to `file` atomically, section by section. Throws on I/O errors. */
export function writeLexicalCache(file: string, root: string, op: string, fw: Forward): void {
  const terms = Buffer.from(fw.terms.join('\n'), 'utf8');
  const header: Header = { root, op, nTerms: fw.terms.length, nEnt: fw.entKey.length, termsBytes: terms.length, paths: fw.paths, hashes: fw.hashes };
  const hb = Buffer.from(JSON.stringify(header), 'utf8');
  const pre = Buffer.alloc(12);
  pre.writeUInt32LE(MAGIC, 0);
  pre.writeUInt32LE(LEXICAL_FORMAT, 4);
  pre.writeUInt32LE(hb.length, 8);
  const zeros = Buffer.alloc(4);
  writeFileAtomicWith(file, (fd) => {
    let pos = 0;
    const put = (b: Uint8Array): void => { writeSync(fd, b, 0, b.length, pos); pos += b.length; };
    const align = (): void => { const p = pad4(pos) - pos; if (p) put(zeros.subarray(0, p)); };
    const arr = (a: Uint32Array | Uint16Array): void => put(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    put(pre); put(hb); align();
    put(terms); align();
    arr(fw.fileStart); arr(fw.lens); arr(fw.entKey); arr(fw.entTf);
  });
}

/**
 * Returns the Forward stored in `file` for `root` and operator `op`, or undefined when the file is absent, of
 * another format, root or operator, or truncated (a corrupt cache is a miss, never an error).
 */
export function readLexicalCache(file: string, root: string, op: string): Forward | undefined {
  let buf: Buffer;
  try { buf = readFileSync(file); } catch { return undefined; }
  try {
    if (buf.length < 12 || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== LEXICAL_FORMAT) return undefined;
    // Typed-array views need 4-byte aligned offsets; a small file may sit at any offset of Node's buffer pool.
    if (buf.byteOffset % 4) buf = Buffer.from(buf);
    const hLen = buf.readUInt32LE(8);
    const h = JSON.parse(buf.toString('utf8', 12, 12 + hLen)) as Header;
    if (h.root !== root || h.op !== op) return undefined;
    let pos = pad4(12 + hLen);
    const terms = h.termsBytes ? buf.toString('utf8', pos, pos + h.termsBytes).split('\n') : [];
    pos = pad4(pos + h.termsBytes);
    const nFiles = h.paths.length;
    const need = pos + 4 * (nFiles + 1) + 4 * nFiles * NF + 6 * h.nEnt;
    if (buf.length < need || terms.length !== h.nTerms) return undefined;
    const ab = buf.buffer;
    const at = buf.byteOffset + pos;
    const fileStart = new Uint32Array(ab, at, nFiles + 1);
    const lens = new Uint32Array(ab, at + 4 * (nFiles + 1), nFiles * NF);
    const entKey = new Uint32Array(ab, at + 4 * (nFiles + 1) + 4 * nFiles * NF, h.nEnt);
    const entTf = new Uint16Array(ab, entKey.byteOffset + 4 * h.nEnt, h.nEnt);
    if (fileStart[nFiles] !== h.nEnt) return undefined;
    return { terms, paths: h.paths, hashes: h.hashes, fileStart, lens, entKey, entTf };
  } catch {
    return undefined;
  }
}
