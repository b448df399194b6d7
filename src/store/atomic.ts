import { mkdirSync, renameSync, writeFileSync, unlinkSync, openSync, closeSync, fsyncSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes `data` to `file` atomically: a temp file in the same directory, then rename.
 * Concurrent writers never leave a torn file; the last rename wins. Returns nothing; throws on I/O errors.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, opts: { fsync?: boolean } = {}): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    if (opts.fsync) {
      const fd = openSync(tmp, 'w');
      try {
        writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } else {
      writeFileSync(tmp, data);
    }
    renameSync(tmp, file);
  } catch (err) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw err;
  }
}
