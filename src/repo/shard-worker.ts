// The shard worker (see shard.ts): claims chunks of the posted file list until none are left, replying per chunk.
// An error is reported, not thrown: the main thread then redoes whatever this worker claimed.
import { parentPort } from 'node:worker_threads';
import { processOne, jobResolver, type ShardJob, type ShardReply } from './shard.js';
import type { FileOutcome } from './file.js';

const port = parentPort!;
port.on('message', (job: ShardJob) => {
  const counter = new Int32Array(job.claim);
  let warnings: string[] = [];
  try {
    const resolver = jobResolver(job, (m) => warnings.push(m));
    for (;;) {
      const from = Atomics.add(counter, 0, job.chunk);
      if (from >= job.files.length) break;
      const end = Math.min(job.files.length, from + job.chunk);
      const outcomes: FileOutcome[] = [];
      for (let k = from; k < end; k++) {
        outcomes.push(processOne(job, k, resolver));
      }
      port.postMessage({ from, outcomes, warnings: warnings.length ? warnings : undefined } satisfies ShardReply);
      warnings = [];
    }
    port.postMessage({ idle: true } satisfies ShardReply);
  } catch (err) {
    port.postMessage({ error: String((err as Error)?.message ?? err) } satisfies ShardReply);
  }
});
