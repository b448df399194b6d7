/**
 * The hook process's stdin and stdout, read and written with as little machinery as possible: a hook is a ~100 ms
 * process and `process.stdin`/`process.stdout` cost a few ms of module loading and stream plumbing each.
 *
 * stdin is read synchronously only when it is a regular file (a redirect: it cannot block). A pipe or socket is read
 * through `process.stdin`, because a blocking read would hang the process past its own deadline when the writer
 * never closes it (a read blocked in a worker thread would hang `process.exit` itself). stdout is written with
 * `writeSync`; if it is a non-blocking descriptor that is full (EAGAIN), the rest goes through `process.stdout`.
 */
import { fstatSync, readSync, writeSync } from 'node:fs';
import type { HookProcessIO } from './run.js';

/** Returns stdin's bytes read synchronously when fd 0 is a regular file, or undefined when it is anything else. */
function readRegularFile(fd: number, maxBytes: number): Buffer | { tooLarge: number } | undefined {
  let size: number;
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return undefined;
    size = st.size;
  } catch {
    return undefined;
  }
  // The size is a hint (the file may still grow); read to end of file in any case.
  let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let len = 0;
  for (;;) {
    if (len === buf.length) {
      if (len > maxBytes) break;
      const next = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(next, 0, 0, len);
      buf = next;
    }
    const n = readSync(fd, buf, len, buf.length - len, null);
    if (n === 0) return buf.subarray(0, len);
    len += n;
  }
  // Over the limit: count the rest without holding it.
  let total = len;
  const sink = Buffer.allocUnsafe(1 << 16);
  for (let n = readSync(fd, sink, 0, sink.length, null); n > 0; n = readSync(fd, sink, 0, sink.length, null)) total += n;
  return { tooLarge: total };
}

/** Returns stdin's bytes read from the `process.stdin` stream (drained past `maxBytes` without holding it). */
function readStream(maxBytes: number): Promise<Buffer | { tooLarge: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    process.stdin
      .on('data', (c: Buffer) => {
        total += c.length;
        if (total <= maxBytes) chunks.push(c);
        else chunks.length = 0; // keep draining (the writer must not see EPIPE) but hold nothing
      })
      .once('end', () => resolve(total > maxBytes ? { tooLarge: total } : Buffer.concat(chunks, total)))
      .once('error', reject);
  });
}

/** Returns nothing once `text` is on stdout: written synchronously, or handed to `process.stdout` for what remains. */
function writeOut(text: string, done: () => void): void {
  const bytes = Buffer.from(text, 'utf8');
  let off = 0;
  try {
    while (off < bytes.length) off += writeSync(1, bytes, off, bytes.length - off);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN') {
      process.stdout.write(bytes.subarray(off), () => done());
      return;
    }
    // EPIPE and the like: the reader is gone, nobody is left to answer.
  }
  done();
}

/** Returns the process I/O of a hook: stdin as described above, stdout by writeSync, exit by process.exit. */
export function hookProcessIO(): HookProcessIO {
  return {
    async readStdin(maxBytes) {
      return readRegularFile(0, maxBytes) ?? readStream(maxBytes);
    },
    write: writeOut,
    exit: (code) => process.exit(code),
  };
}
