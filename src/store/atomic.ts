import { mkdirSync, renameSync, writeFileSync, unlinkSync, openSync, closeSync, fsyncSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

// Temp names are unique per process (pid + a random tag drawn once) and per write (a counter), so concurrent
// writers never share a temp file and a write costs no random draw.
const tmpTag = `${process.pid}.${randomBytes(4).toString('hex')}`;
let tmpSeq = 0;

function writeTemp(tmp: string, data: string | Uint8Array, fsync: boolean): void {
  if (!fsync) {
    writeFileSync(tmp, data);
    return;
  }
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `data` to `file` atomically: a temp file in the same directory, then rename. Concurrent writers never
 * leave a torn file; the last rename wins. The directory is created only when the first attempt finds it missing
 * (a cold parse cache writes hundreds of entries, and `mkdir -p` on each shows up). Returns nothing; throws on I/O
 * errors.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, opts: { fsync?: boolean } = {}): void {
  const tmp = join(dirname(file), `.${basename(file)}.${tmpTag}.${tmpSeq++}.tmp`);
  try {
    writeTemp(tmp, data, opts.fsync ?? false);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dirname(file), { recursive: true });
    writeTemp(tmp, data, opts.fsync ?? false);
  }
  try {
    renameSync(tmp, file);
  } catch (err) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw err;
  }
}
