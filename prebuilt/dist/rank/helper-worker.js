// The helper thread of rank/helper.ts, bundled on its own (dist/workers/lexical-helper.bundle.cjs): takes chunks
// from the back of the file list until it meets the main thread, and posts its part of the forward index once.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { ForwardBuilder } from './postings.js';
import { takeChunk } from './helper-protocol.js';
const port = parentPort;
port.once('message', (job) => {
    const c = new BigInt64Array(job.counters);
    const b = new ForwardBuilder([], 1 << 18);
    b.recordFirstUse(); // so that the main thread numbers terms as one thread would (postings.ts appendRemapped)
    const files = [];
    for (let ch = takeChunk(c, true); ch !== null; ch = takeChunk(c, true)) {
        for (let k = ch[0]; k < ch[1]; k++) {
            const f = job.files[k];
            let bytes;
            if (f.abs !== undefined) {
                try {
                    bytes = readFileSync(f.abs);
                }
                catch {
                    bytes = undefined;
                }
            }
            b.addFile(f, bytes, f.abs !== undefined); // read from disk: recorded with its hash only if the bytes are its content
            files.push(k);
        }
    }
    const part = b.part();
    const transfer = [part.fileStart.buffer, part.lens.buffer, part.entKey.buffer, part.entTf.buffer];
    if (part.order && part.orderStart)
        transfer.push(part.order.buffer, part.orderStart.buffer);
    port.postMessage({ files, part }, transfer);
});
