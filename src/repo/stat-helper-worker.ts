// The helper thread of stat-helper.ts, bundled on its own (dist/workers/stat-helper.bundle.cjs): for each batch of
// paths it gets (in list order), takes chunks from the batch's counter, which it shares with the main thread, and
// writes each path's stat into the batch's shared rows. The main thread stops it when the stats are done.
import { parentPort } from 'node:worker_threads';
import { claimChunk, statChunk, type StatJob } from './stat-helper.js';

parentPort!.on('message', (job: StatJob) => {
  const paths = job.paths.split('\0');
  const counter = new Int32Array(job.counter), done = new Int32Array(job.done), rows = new Float64Array(job.rows);
  const chunks = done.length;
  for (let c = claimChunk(counter, chunks); c >= 0; c = claimChunk(counter, chunks)) statChunk(job.dir, paths, rows, done, c, job.chunk);
});
