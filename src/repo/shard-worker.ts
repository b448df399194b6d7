// The shard worker (see shard.ts): claims chunks of the posted file list until none are left, replying per chunk.
// An error is reported, not thrown: the main thread then redoes whatever this worker claimed.
import { parentPort } from 'node:worker_threads';
import { processFile } from './file.js';
import { CHUNK, type ShardJob, type ShardReply } from './shard.js';

const port = parentPort!;
port.on('message', (job: ShardJob) => {
  const counter = new Int32Array(job.claim);
  try {
    for (;;) {
      const from = Atomics.add(counter, 0, CHUNK);
      if (from >= job.files.length) break;
      const end = Math.min(job.files.length, from + CHUNK);
      const outcomes = [];
      for (let k = from; k < end; k++) {
        const f = job.files[k];
        const o = processFile(f.abs, f.lang, job.maxBytes, job.impl, f.knownHash, job.eventDecorators, f.size);
        if (o.status === 'ok') delete o.imports; // only strings cross: the main thread reads imports from the blob
        outcomes.push(o);
      }
      port.postMessage({ from, outcomes } satisfies ShardReply);
    }
  } catch (err) {
    port.postMessage({ error: String((err as Error)?.message ?? err) } satisfies ShardReply);
  }
});
