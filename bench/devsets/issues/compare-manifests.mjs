// Compares two `issues.bench.mjs --manifests` dumps issue by issue: prints the issues whose manifests differ, with
// the first differing field, and exits 1 when any does (0 when every issue's manifest is byte-identical, apart from
// the operator id, the timing and the cache state: a joined package's "index cache hit|miss" in a warning).
//
// usage: node bench/devsets/issues/compare-manifests.mjs BEFORE.jsonl AFTER.jsonl [--ignore FIELD,…]
//   --ignore FIELD,…   seed fields to leave out of the comparison (e.g. `explanation`, a field the later build adds)
// A refactor that must not change any slice is checked so: dump with the build before and after, compare.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--ignore');
const ignoreAt = args.indexOf('--ignore');
const ignore = new Set(ignoreAt >= 0 ? args[ignoreAt + 1].split(',') : []);
if (files.length !== 2) {
  console.error('usage: node bench/devsets/issues/compare-manifests.mjs BEFORE.jsonl AFTER.jsonl [--ignore FIELD,…]');
  process.exit(2);
}

/** Returns the dump's manifests by instance id, each as its JSON text with the ignored seed fields left out. */
function load(path) {
  const out = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { instance_id: id, manifest } = JSON.parse(line);
    // What differs between two builds' runs by design (dumps of an older bench may still hold them), and the cache
    // state of a joined package's index, which a warning names (a work folder used before has it warm).
    for (const f of ['operator', 'timing_ms', 'cache']) delete manifest[f];
    for (const w of manifest.warnings ?? []) if (typeof w.detail === 'string') w.detail = w.detail.replace(/index cache (?:hit|miss|partial)\b/g, 'index cache …');
    for (const s of manifest.seeds ?? []) for (const f of ignore) delete s[f];
    out.set(id, manifest);
  }
  return out;
}

/** Returns the path (`seeds[3].detail`) of the first place where `a` and `b` differ, or undefined when they agree. */
function firstDiff(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDiff(a[k], b[k], Array.isArray(a) ? `${at}[${k}]` : at ? `${at}.${k}` : k);
      if (d) return d;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 160)} → ${JSON.stringify(b)?.slice(0, 160)}`;
}

const before = load(files[0]);
const after = load(files[1]);
let differ = 0;
for (const [id, m] of before) {
  if (!after.has(id)) { console.log(`${id}: missing in ${files[1]}`); differ++; continue; }
  const d = firstDiff(m, after.get(id));
  if (d) { console.log(`${id}: ${d}`); differ++; }
}
for (const id of after.keys()) if (!before.has(id)) { console.log(`${id}: missing in ${files[0]}`); differ++; }
console.log(`${before.size} issues before, ${after.size} after; ${differ} differ`);
process.exit(differ ? 1 : 0);
