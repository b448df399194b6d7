// Reads an npm package tarball the way Claude Code 2.1.332 unpacks an npm plugin source (read from its bundle; see
// docs/client-facts.md, "Plugin sources"): gunzip, walk the ustar headers, drop the first path component
// (`package/`), and refuse what the client refuses — a hard or symbolic link, a device or FIFO, an entry outside the
// package folder, the same path twice, more than 100,000 entries or more than 512 MB unpacked. PAX (`x`) and GNU
// long-name (`L`) headers name the entry that follows. The client's own reader is its code; this one exists so the
// release check can unpack the tarball without the client and say what the client would do with it.
import { gunzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join } from 'node:path';

const BLOCK = 512;
/** The client's limits (2.1.332): tarball 256 MB, unpacked 512 MB, one entry 256 MB, 100,000 entries. */
export const CLIENT_LIMITS = { tarballBytes: 256 * 2 ** 20, unpackedBytes: 512 * 2 ** 20, entryBytes: 256 * 2 ** 20, entries: 100_000 };

/** Returns the NUL-terminated string in `buf` from `start` for at most `len` bytes. */
function cString(buf, start, len) {
  const field = buf.subarray(start, start + len);
  const end = field.indexOf(0);
  return (end < 0 ? field : field.subarray(0, end)).toString('utf8');
}

/** Returns the octal number of a header field (base-256 when its high bit is set, as GNU tar writes large sizes). */
function octal(buf, start, len) {
  const field = buf.subarray(start, start + len);
  if (field[0] & 0x80) return field.subarray(1).reduce((n, b) => n * 256 + b, 0);
  const text = cString(buf, start, len).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** Returns the `path` record of a PAX extended header, or undefined. */
function paxPath(data) {
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) break;
    const len = parseInt(data.subarray(at, space).toString('utf8'), 10);
    if (!Number.isFinite(len) || len <= 0) break;
    const record = data.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0 && record.slice(0, eq) === 'path') return record.slice(eq + 1);
    at += len;
  }
  return undefined;
}

/**
 * Returns the entries of an npm tarball — `{ path, kind: 'file'|'directory', data?, mode }`, paths relative to the
 * package folder — or throws an Error whose message says what the client would refuse.
 */
export function readTarball(file) {
  const gz = readFileSync(file);
  if (gz.length > CLIENT_LIMITS.tarballBytes) throw new Error(`the tarball is ${gz.length} bytes, over the client's ${CLIENT_LIMITS.tarballBytes}`);
  const tar = gunzipSync(gz, { maxOutputLength: CLIENT_LIMITS.unpackedBytes });
  const entries = [];
  const seen = new Set();
  let longName;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 0x30);
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (size > CLIENT_LIMITS.entryBytes) throw new Error(`an entry is larger than ${CLIENT_LIMITS.entryBytes} bytes`);
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxPath(data) ?? longName : cString(data, 0, data.length);
      continue;
    }
    if (type === 'g' || type === 'K') continue;
    const magic = cString(header, 257, 6);
    const prefix = magic.startsWith('ustar') ? cString(header, 345, 155) : '';
    const name = longName ?? (prefix ? `${prefix}/${cString(header, 0, 100)}` : cString(header, 0, 100));
    longName = undefined;
    if (type === '1' || type === '2') throw new Error(`it holds a ${type === '1' ? 'hard' : 'symbolic'} link (${name}); the client refuses links`);
    if (type === '3' || type === '4' || type === '6') throw new Error(`it holds a device or FIFO (${name})`);
    if (!['0', '5', '7'].includes(type)) throw new Error(`it holds an entry of unsupported type "${type}" (${name})`);
    const rel = name.replace(/^\.\//, '').split('/').slice(1).join('/').replace(/\/+$/, '');
    if (rel === '') continue;
    if (rel.startsWith('/') || rel.split('/').includes('..') || rel.includes('\\')) throw new Error(`an entry lies outside the package folder (${name})`);
    if (seen.has(rel)) throw new Error(`the same path twice (${name})`);
    seen.add(rel);
    entries.push(type === '5' ? { path: rel, kind: 'directory', mode: 0o755 } : { path: rel, kind: 'file', data, mode: octal(header, 100, 8) });
    if (entries.length > CLIENT_LIMITS.entries) throw new Error(`more than ${CLIENT_LIMITS.entries} entries`);
  }
  if (!entries.some((e) => e.kind === 'file')) throw new Error('it holds no files');
  return entries;
}

/** Returns the number of files written: `entries` unpacked under `dir`, executable bits kept as the client keeps them. */
export function unpack(entries, dir) {
  let files = 0;
  for (const e of entries) {
    const to = join(dir, e.path);
    if (e.kind === 'directory') {
      mkdirSync(to, { recursive: true });
      continue;
    }
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, e.data, { flag: 'wx' });
    if (e.mode & 0o111) chmodSync(to, e.mode & 0o777);
    files++;
  }
  return files;
}
