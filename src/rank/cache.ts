// The on-disk lexical cache: one hand-packed binary file per repository root and operator hash, under
// cacheDir('lexical'). Sections are 4-byte aligned so a warm load maps typed arrays straight onto the file's bytes
// (no decoding beyond the JSON header and the term list).
import { createHash } from 'node:crypto';
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomicWith } from '../store/atomic.js';
import { NF } from './fields.js';
import { tableSize, type Forward } from './postings.js';
import { STEM_PARTS, STOPWORDS, TEST_BODIES, TOKENIZER_VERSION } from './tokenize.js';

/**
 * Bump when the file layout changes, or when caches written before hold wrong entries: 3, because a background build
 * until then could record a file's hash with the words of a later content of that file; 4, each file's first-use
 * order (what an update needs to keep term ids those of a build from scratch: merge.ts).
 */
export const LEXICAL_FORMAT = 4;
const MAGIC = 0x584c4b43; // 'CKLX' little-endian

/** Returns the hash of everything that decides which terms a file yields (tokenizer, stoplist, stemming, format). */
export function operatorHash(): string {
  return createHash('sha1')
    .update(JSON.stringify({ TOKENIZER_VERSION, LEXICAL_FORMAT, STEM_PARTS, TEST_BODIES, NF, stop: [...STOPWORDS] }))
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
  /** Total length of the files' first-use orders. */
  nUse: number;
  termsBytes: number;
  paths: string[];
  hashes: string[];
}

const pad4 = (n: number): number => (n + 3) & ~3;

/**
 * Returns nothing; writes `fw` to `file` atomically, section by section. Throws on I/O errors, and when `fw` holds
 * no first-use orders (every build that writes a cache records them).
 */
export function writeLexicalCache(file: string, root: string, op: string, fw: Forward): void {
  const { use, useStart } = fw;
  if (!use || !useStart) throw new Error(`lexical cache ${file}: the index holds no first-use orders`);
  const header: Header = { root, op, nTerms: fw.nTerms, nEnt: fw.entKey.length, nUse: use.length, termsBytes: fw.termBlob.length, paths: fw.paths, hashes: fw.hashes };
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
    const arr = (a: Uint32Array | Int32Array | Uint16Array): void => put(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    put(pre); put(hb); align();
    put(fw.termBlob); align();
    arr(fw.termOff); arr(fw.termTable); arr(fw.df);
    arr(fw.fileStart); arr(fw.lens); arr(fw.entKey); arr(useStart); arr(use); arr(fw.entTf);
  });
}

/**
 * Returns the Forward stored in `file` for `root` and operator `op`, or undefined when the file is absent, of
 * another format, root or operator, or truncated (a corrupt cache is a miss, never an error). The arrays are views
 * of the file's bytes; term strings are not decoded.
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
    const nFiles = h.paths.length;
    const tSize = tableSize(h.nTerms);
    const need = pad4(pos + h.termsBytes) + 4 * (h.nTerms + 1 + tSize + h.nTerms) + 4 * (nFiles + 1) + 4 * nFiles * NF + 4 * h.nEnt + 4 * (nFiles + 1) + 4 * h.nUse + 2 * h.nEnt;
    if (buf.length < need) return undefined;
    const ab = buf.buffer;
    const termBlob = new Uint8Array(ab, buf.byteOffset + pos, h.termsBytes);
    pos = buf.byteOffset + pad4(pos + h.termsBytes);
    const u32 = (n: number): Uint32Array => { const a = new Uint32Array(ab, pos, n); pos += 4 * n; return a; };
    const termOff = u32(h.nTerms + 1);
    const termTable = new Int32Array(ab, pos, tSize); pos += 4 * tSize;
    const df = u32(h.nTerms);
    const fileStart = u32(nFiles + 1);
    const lens = u32(nFiles * NF);
    const entKey = u32(h.nEnt);
    const useStart = u32(nFiles + 1);
    const use = u32(h.nUse);
    const entTf = new Uint16Array(ab, pos, h.nEnt);
    if (fileStart[nFiles] !== h.nEnt || termOff[h.nTerms] !== h.termsBytes || useStart[nFiles] !== h.nUse) return undefined;
    return { terms: undefined, nTerms: h.nTerms, termBlob, termOff, termTable, df, paths: h.paths, hashes: h.hashes, fileStart, lens, entKey, entTf, use, useStart };
  } catch {
    return undefined;
  }
}
