// The helper thread of t1-helper.ts, bundled on its own (dist/workers/t1-helper.bundle.cjs): hashes the raw temp file
// and scans the text temp file's lines as the main thread writes them, and posts the lines back.
import { parentPort } from 'node:worker_threads';
import { runT1Helper, type T1HelperJob } from './t1-helper.js';

parentPort!.once('message', (job: T1HelperJob) => runT1Helper(job));
