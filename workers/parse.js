// piscina worker: analyses sources with tree-sitter (grammars load once per worker) and caches the results.
// Plain JS on purpose: piscina on Node 20 needs a .js entry; the logic lives in dist/parse/task.js.
// A task is { kind: 'skeleton' | 'facts' | 'both', text, lang, hash, cacheDir? } → { record } | { error },
// or { batch: [task, …] } → [answer, …] (one message for a whole share of a cold batch).
import { parseTask } from '../dist/parse/task.js';

let crashed = false;

async function one(task) {
  const answer = await parseTask(task.kind ? task : { ...task, kind: 'skeleton' });
  if (answer.error && answer.error.startsWith('parser crashed')) crashed = true;
  return answer;
}

export default async function run(task) {
  const result = Array.isArray(task.batch) ? await (async () => { const out = []; for (const t of task.batch) out.push(await one(t)); return out; })() : await one(task);
  if (crashed) {
    // A trap can leave the shared wasm instance in a bad state: end this thread once the answer is posted, so
    // piscina starts a fresh worker (and a fresh wasm instance) for the next task.
    setTimeout(() => process.exit(1), 50);
  }
  return result;
}
