// piscina worker: analyses one source with tree-sitter (grammars load once per worker) and caches the result.
// Plain JS on purpose: piscina on Node 20 needs a .js entry; the logic lives in dist/parse/task.js.
// A task is { kind: 'skeleton' | 'facts', text, lang, hash, cacheDir? }; the answer is { record } or { error }.
import { parseTask } from '../dist/parse/task.js';

export default function run(task) {
  return parseTask(task.kind ? task : { ...task, kind: 'skeleton' });
}
