// piscina worker: skeletonizes one source with tree-sitter (grammars load once per worker) and caches the result.
// Plain JS on purpose: piscina on Node 20 needs a .js entry; the logic lives in dist/parse/task.js.
import { skeletonTask } from '../dist/parse/task.js';

export default function run(task) {
  return skeletonTask(task);
}
