// piscina worker: analyses sources with tree-sitter (grammars load once per worker) and caches the results.
// Plain JS on purpose: piscina on Node 20 needs a .js entry; the logic lives in dist/parse/task.js, and the analyses a
// task may name (skeleton `sk`, compiler `facts`) come from the table in dist/compile/analyzers.js: this entry is
// where the parse service meets the folders that own the analyses (src/parse depends on neither).
// A task is { kinds: ['sk' | 'facts', …], text, lang, hash, cacheDir? } → { records } | { error },
// or { batch: [task, …] } → [answer, …] (one message for a whole share of a cold batch).
import { parseTask } from '../dist/parse/task.js';
import { ALL_ANALYZERS } from '../dist/compile/analyzers.js';

let crashed = false;

async function one(task) {
  const answer = await parseTask(task, ALL_ANALYZERS);
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
