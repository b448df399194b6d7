/**
 * stdout and stderr of a CLI or hook process written with writeSync. `process.stdout` over a pipe is a net.Socket:
 * creating it loads the stream and net modules, ~5 ms of a command that takes ~100 ms (measured: `node -e 0` against a script
 * that writes one line through it, 80 interleaved runs, stdout a pipe). When the descriptor is non-blocking and full
 * (EAGAIN), the rest — and everything after it, to keep the order — goes through the Node stream after all.
 */
import { writeSync } from 'node:fs';
/** Returns a writer for fd 1 or 2 (see SyncWriterOptions for failed writes). */
export function syncWriter(fd, opts = {}) {
    let stream;
    const handOver = (done) => {
        stream = fd === 1 ? process.stdout : process.stderr;
        if (opts.failOpen) {
            stream.on('error', () => done?.()); // the reader went away meanwhile
        }
        else if (fd === 1) {
            stream.on('error', (err) => {
                if (err.code === 'EPIPE')
                    process.exit(0);
                throw err;
            });
        }
        return stream;
    };
    return {
        get stream() { return stream; },
        write(chunk, done) {
            if (stream)
                return stream.write(chunk, () => done?.());
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
            let off = 0;
            try {
                while (off < bytes.length)
                    off += writeSync(fd, bytes, off, bytes.length - off);
            }
            catch (err) {
                const code = err.code;
                if (code === 'EAGAIN')
                    return handOver(done).write(bytes.subarray(off), () => done?.());
                if (!opts.failOpen) {
                    if (code === 'EPIPE' && fd === 1)
                        process.exit(0);
                    if (code !== 'EPIPE')
                        throw err; // EPIPE on stderr: its reader is gone, nothing to tell
                }
            }
            done?.();
            return true;
        },
    };
}
