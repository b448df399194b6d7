import { mkdirSync, renameSync, writeFileSync, unlinkSync, openSync, closeSync, fsyncSync, constants } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensurePrivateDir, forgetPrivateDir, FILE_MODE } from './private.js';
import { afterStoreWrite } from './lifetime.js';

// Temp names are unique per process (pid + a random tag drawn once, at the first write: the first draw costs ~0.5 ms,
// which a run that writes nothing should not pay) and per write (a counter), so concurrent writers never share a temp
// file and later writes cost no random draw.
let tmpTag: string | undefined;
let tmpSeq = 0;

/** Returns a fresh temp file name next to `file`. */
function tempPath(file: string): string {
  tmpTag ??= `${process.pid}.${randomBytes(4).toString('hex')}`;
  return join(dirname(file), `.${basename(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}

/** How an atomic write creates its file. */
export interface AtomicWriteOptions {
  /** Flush to disk before the rename. */
  fsync?: boolean;
  /**
   * `true` (the default): a store file, 0600 in a folder made by `ensurePrivateDir` (owner-only, checked). `false`: a
   * file the user asked for (`--html FILE`), with the modes the umask gives, its folder made as `mkdir -p` does.
   */
  private?: boolean;
}

// The temp file is created exclusively (O_EXCL never follows a symlink planted under its name) and owner-only.
const TEMP_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL;

/**
 * Writes `file` atomically, as writeFileAtomic does, with `fill` writing the temp file's content through its descriptor
 * (positioned writes): for content assembled piece by piece, which then never has to exist as one buffer. Returns
 * nothing; throws on I/O errors, on a store folder another user controls (`storeRefused`) and on whatever `fill`
 * throws (the temp file is removed).
 */
export function writeFileAtomicWith(file: string, fill: (fd: number) => void, opts: AtomicWriteOptions = {}): void {
  const priv = opts.private !== false;
  const dir = dirname(file);
  const tmp = tempPath(file);
  const mode = priv ? FILE_MODE : 0o666;
  let fd: number;
  if (priv) ensurePrivateDir(dir);
  try {
    fd = openSync(tmp, TEMP_FLAGS, mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // The folder is missing: never made (a user file), or removed since this process checked it (ck state --clear).
    if (priv) {
      forgetPrivateDir(dir);
      ensurePrivateDir(dir);
    } else {
      mkdirSync(dir, { recursive: true });
    }
    fd = openSync(tmp, TEMP_FLAGS, mode);
  }
  try {
    try {
      fill(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw err;
  }
  if (priv) afterStoreWrite(file);
}

/**
 * Writes `data` to `file` atomically: a unique temp file in the same folder, then rename. Concurrent writers never
 * leave a torn file; the last rename wins. A store file (the default) is owner-only in an owner-only folder
 * (`private.ts`); `{ private: false }` writes a file the user asked for. Returns nothing; throws on I/O errors.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): void {
  writeFileAtomicWith(file, (fd) => {
    writeFileSync(fd, data);
    if (opts.fsync) fsyncSync(fd);
  }, opts);
}
