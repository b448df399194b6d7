/**
 * The full lexical index after a cold query-driven load (query-index.ts): that load counts only the query's terms and
 * writes no cache, so that the next run, with another query, still loads every term from the cache in a few
 * milliseconds. Building it (~1 s of CPU on a sympy-sized checkout) is left to a detached, lowest-priority process
 * (full-build-main.ts) started when this process exits, as the wasm code cache is written (runtime/wasm-cache.ts),
 * or a few seconds after the load in a process that lives on: the user's process does not wait for it, and it runs
 * on whatever core is idle.
 *
 * The job is one file beside the cache file: a JSON header (root, operator hash, cache file, and per file its path,
 * language, hash, the path to read its bytes from, or none) and then each file's definition names as the index holds
 * them: the undecoded defs blob (JSON whose strings are the names) or the names joined by newlines. A marker
 * (`<cache file>.building`, O_EXCL) keeps to one build per cache file at a time; the builder removes it.
 */
import { closeSync, existsSync, rmSync, statSync, writeSync } from 'node:fs';
import { claimMarker, openPrivate } from '../store/private.js';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { RepoIndex } from '../repo/types.js';
import { undecodedDefsBytes } from '../repo/record.js';
import { resolveEnvConfig } from '../config/env.js';

/** A build started less than this long ago for the same cache file is still running, or died: none is added. */
const BUILDING_MS = 120_000;
const MAIN = fileURLToPath(new URL('../rank/full-build-main.js', import.meta.url));

/** One file of a job's header. */
export interface JobFile {
  path: string;
  lang: RepoIndex['files'][number]['lang'];
  hash: string;
  /** Where to read the file's bytes from, or null when only its path and definition names are indexed. */
  abs: string | null;
  /** Its size in the index (sizes the builder's tables; a hint only). */
  size: number;
  /** How its definition names are stored after the header: `json` (a defs blob) or `names` (newline-joined), and bytes. */
  defs: 'json' | 'names';
  len: number;
}

/** A job's header. */
export interface JobHeader { root: string; op: string; file: string; marker: string; files: JobFile[] }

/** Returns the marker of a build of `cacheFile` in progress. */
export const buildingMarker = (cacheFile: string): string => `${cacheFile}.building`;

/**
 * A process still running this long after its query-driven load (a server, the MCP server, a hook server) starts
 * the build then, instead of at its exit: its next slices, each with a new index object, find the full cache.
 */
export const BACKGROUND_DELAY_MS = 10_000;
const scheduled = new Set<string>();

/**
 * Returns nothing; at this process's exit, or BACKGROUND_DELAY_MS from now if it is still running then, starts the
 * full build of `index`'s lexical cache in `cacheFile`, unless one is under way. `abs(i)` gives the file to read for
 * file `i`, or null for a file indexed by path and names only. Never throws: a build that cannot start leaves the
 * next run to load as this one did.
 */
export function scheduleFullBuild(cacheFile: string, root: string, op: string, index: RepoIndex, abs: (i: number) => string | null): void {
  if (scheduled.has(cacheFile) || !resolveEnvConfig().lexicalBackground) return;
  scheduled.add(cacheFile);
  let done = false;
  const go = (): void => {
    if (done) return;
    done = true;
    process.removeListener('exit', go);
    try { startBuild(cacheFile, root, op, index, abs); } catch { /* the next run loads as this one did */ }
  };
  process.once('exit', go);
  setTimeout(go, BACKGROUND_DELAY_MS).unref();
}

function startBuild(cacheFile: string, root: string, op: string, index: RepoIndex, abs: (i: number) => string | null): void {
  if (!existsSync(MAIN)) return; // a runtime without the builder's module (an older prebuilt): the next run loads as this one did
  const marker = buildingMarker(cacheFile);
  try {
    if (Date.now() - statSync(marker).mtimeMs < BUILDING_MS) return;
    rmSync(marker, { force: true });
  } catch { /* none under way */ }
  try {
    if (!claimMarker(marker)) return; // another process is starting one right now
  } catch {
    return; // the cache directory cannot be written: the next run loads as this one did
  }
  const job = `${cacheFile}.job`;
  const files: JobFile[] = [];
  const blobs: Uint8Array[] = [];
  index.files.forEach((f, i) => {
    const b = undecodedDefsBytes(f);
    const bytes = b ? b.chunk.subarray(b.start, b.end) : Buffer.from(f.defs.map((d) => d.name).join('\n'), 'utf8');
    files.push({ path: f.path, lang: f.lang, hash: f.hash, abs: abs(i), size: f.size, defs: b ? 'json' : 'names', len: bytes.length });
    blobs.push(bytes);
  });
  const header = Buffer.from(JSON.stringify({ root, op, file: cacheFile, marker, files } satisfies JobHeader), 'utf8');
  const pre = Buffer.alloc(4);
  pre.writeUInt32LE(header.length, 0);
  const fd = openPrivate(job, 'truncate');
  try {
    writeSync(fd, pre); writeSync(fd, header);
    for (const b of blobs) if (b.length) writeSync(fd, b);
  } finally {
    closeSync(fd);
  }
  // Required here: node:child_process loads net, dgram and the streams (~3 ms) into every run that imports it.
  const require = createRequire(import.meta.url);
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  const { setPriority } = require('node:os') as typeof import('node:os');
  const child = spawn(process.execPath, [MAIN, job], { detached: true, stdio: 'ignore' });
  child.on('error', () => { rmSync(marker, { force: true }); rmSync(job, { force: true }); });
  if (child.pid !== undefined) {
    try { setPriority(child.pid, 19); } catch { /* not permitted: normal priority */ }
  }
  child.unref();
}
