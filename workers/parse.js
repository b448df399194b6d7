// piscina worker: analyses one source with tree-sitter (grammars load once per worker) and caches the result.
// Plain JS on purpose: piscina on Node 20 needs a .js entry; the logic lives in dist/parse/task.js.
// A task is { kind: 'skeleton' | 'facts' | 'both', text, lang, hash, cacheDir? }; the answer is { record } or { error }.
import { parseTask } from '../dist/parse/task.js';

export default async function run(task) {
  const answer = await parseTask(task.kind ? task : { ...task, kind: 'skeleton' });
  if (answer.error && answer.error.startsWith('parser crashed')) {
    // A trap can leave the shared wasm instance in a bad state: end this thread once the answer is posted, so
    // piscina starts a fresh worker (and a fresh wasm instance) for the next task.
    setTimeout(() => process.exit(1), 50);
  }
  return answer;
}
