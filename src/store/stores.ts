/**
 * Every store ck keeps on disk, in one table: where it is, what it holds, how it is bounded, how long it lives and
 * what turns it off. `ck state` lists it, the README's privacy table copies it, and the writers in this folder look
 * up the lifetime of the store a file belongs to here (so no store can be written without expiring).
 *
 * The caps are those the stores' own modules enforce; `test/store/stores.test.ts` checks each against its module.
 */
import { sep } from 'node:path';
import { cacheDir, stateDir } from './paths.js';
import type { LifetimeKind } from './lifetime.js';

/** What a store holds, as a user deciding what to keep would ask. */
export type StoreHolds =
  /** Text of the user's tool outputs, prompts or code. */
  | 'content'
  /** Data derived from the user's code: paths, names, import edges, ranges, postings. */
  | 'derived'
  /** Counts, hashes, times and paths only. */
  | 'numbers'
  /** Compiled code of ck itself: nothing of the user's. */
  | 'code';

/** One store. */
export interface StoreSpec {
  /** Its name in `ck state` and `ck state --clear NAME`. */
  readonly name: string;
  /** Which root it lives under (`$XDG_STATE_HOME/context-kernel` or `$XDG_CACHE_HOME/context-kernel`). */
  readonly root: 'state' | 'cache';
  /** Its folder (or single file) under the root. */
  readonly path: string;
  readonly holds: StoreHolds;
  /** What is in it, in a few words. */
  readonly what: string;
  /** Its bound, in words. */
  readonly cap: string;
  /** Which lifetime expires its entries, or `none` (bounded by its cap alone, and said why in `lifetimeNote`). */
  readonly lifetime: LifetimeKind | 'none';
  /** A lifetime of its own, when it has one shorter than its kind's. */
  readonly lifetimeNote?: string;
  /** What turns it off. */
  readonly off: string;
  /** At most this many entries (files or folders directly in it), least recently touched removed first on write. */
  readonly maxEntries?: number;
}

/** The stores, state root first. */
export const STORES: readonly StoreSpec[] = [
  { name: 'spill', root: 'state', path: 'spill', holds: 'content', what: 'every normalized tool output, whole (what `ck recall` gives back)', cap: '256 MB, least recently used first', lifetime: 'content', off: 'CK_TOOLS= (no output is normalized)' },
  { name: 'delta', root: 'state', path: 'delta', holds: 'content', what: 'the last content of each file read in a session (re-read deltas)', cap: '200 files and 2 MB per session', lifetime: 'content', off: 'CK_DELTA=0' },
  { name: 'failures', root: 'state', path: 'failures', holds: 'content', what: 'the failing part of Bash outputs an ambient slice was made for (its --symptom-file)', cap: '500 files', maxEntries: 500, lifetime: 'content', off: 'CK_AMBIENT_SLICE=0' },
  { name: 'prompts', root: 'state', path: 'prompts', holds: 'content', what: 'prompts that carried a traceback a slice was made for (its --symptom-file)', cap: '500 files', maxEntries: 500, lifetime: 'content', off: 'CK_PROMPT_SLICE=0' },
  { name: 'snapshots', root: 'state', path: 'snapshots', holds: 'content', what: 'task state per repository (charter, working set) kept across compaction and restarts', cap: '200 repositories', lifetime: 'content', off: 'remove the PreCompact/SessionEnd hooks' },
  { name: 'charter', root: 'state', path: 'charter', holds: 'content', what: 'the task charter of each repository (`ck charter save`)', cap: '256 repositories, 64 KB each', lifetime: 'content', off: 'ck charter clear' },
  { name: 'ab-samples', root: 'state', path: 'ab-samples', holds: 'content', what: 'sampled pairs of a tool output and its normalized form, for the answer judge (`ck ab judge`)', cap: '64 MB', lifetime: 'content', off: 'CK_AB_RATE=0' },
  { name: 'ambient-deferred', root: 'state', path: 'ambient-deferred', holds: 'content', what: 'hook payloads of failing Bash calls queued for the hook server to slice', cap: 'one per failing call', lifetime: 'content', lifetimeNote: '30 minutes', off: 'CK_AMBIENT_SLICE=0 or CK_HOOK_SERVER=0' },
  { name: 'sessions', root: 'state', path: 'sessions', holds: 'numbers', what: 'per-session hook state: canary probes, failure signatures, working-set paths, claims', cap: '300 sessions', lifetime: 'content', off: 'remove the hooks' },
  { name: 'logs', root: 'state', path: 'logs', holds: 'numbers', what: 'hook diagnostics: decisions, paths, timings, error messages', cap: '2 files of 5 MB', lifetime: 'content', off: 'CK_LOG_OFF=1' },
  { name: 'savings', root: 'state', path: 'savings.jsonl', holds: 'numbers', what: 'tokens before and after each normalization, per tool and session (`ck savings`)', cap: '2 files of 20 MB', lifetime: 'none', lifetimeNote: 'kept as history until its cap', off: 'CK_LOG_OFF=1' },
  { name: 'hook-server', root: 'state', path: 'hook-server', holds: 'numbers', what: 'the warm hook servers: sockets, pids, the Python the client runs with', cap: 'one per installed build', lifetime: 'none', lifetimeNote: 'while a server runs (10 idle minutes)', off: 'CK_HOOK_SERVER=0' },
  { name: 'warming', root: 'state', path: 'warming', holds: 'numbers', what: 'markers of background index warm-ups', cap: 'one per repository', lifetime: 'content', lifetimeNote: '2 minutes each', off: 'CK_AMBIENT_SLICE=0 and CK_PROMPT_SLICE=0' },
  { name: 'code-cache', root: 'state', path: 'code-cache', holds: 'code', what: "V8 code caches of ck's own bundles and kernels", cap: 'one per bundle and runtime', lifetime: 'cache', off: 'none needed (no user data)' },
  { name: 'index', root: 'cache', path: 'index', holds: 'derived', what: 'repository indexes: paths, sizes, hashes, import edges, definition names', cap: '64 repositories', maxEntries: 64, lifetime: 'cache', off: '--no-cache' },
  { name: 'lexical', root: 'cache', path: 'lexical', holds: 'derived', what: 'BM25F postings of repositories (the terms of their code)', cap: '64 repositories', maxEntries: 64, lifetime: 'cache', off: '--no-cache' },
  { name: 'literals', root: 'cache', path: 'literals', holds: 'content', what: 'string literals of repositories (to match error messages)', cap: '64 repositories', maxEntries: 64, lifetime: 'cache', off: '--no-cache' },
  { name: 'parse', root: 'cache', path: 'parse', holds: 'content', what: 'tree-sitter results: symbols, ranges, skeletons (signatures and docstrings of the code)', cap: '50,000 files', lifetime: 'cache', off: '--no-cache' },
  { name: 'slices', root: 'cache', path: 'slices', holds: 'derived', what: 'slice manifests: paths, ranges, seeds, warnings', cap: '200 manifests', lifetime: 'cache', off: '--no-cache' },
  { name: 'slice-front', root: 'cache', path: 'slice-front', holds: 'derived', what: 'which tree and options a warm slice may reuse', cap: '200 entries', lifetime: 'cache', off: '--no-cache' },
  { name: 'compile', root: 'cache', path: 'compile', holds: 'derived', what: 'compile manifests', cap: '100 manifests', lifetime: 'cache', off: '--no-cache' },
  { name: 'deps', root: 'cache', path: 'deps', holds: 'derived', what: 'indexes and literals of installed packages (node_modules, venvs)', cap: '64 packages', lifetime: 'cache', off: '--no-cache' },
  { name: 'python-env', root: 'cache', path: 'python-env', holds: 'numbers', what: "the interpreters' site folders and installed distributions", cap: 'one per interpreter', lifetime: 'cache', off: '--no-cache' },
  { name: 'git-listing', root: 'cache', path: 'git-listing', holds: 'derived', what: 'file listings of work trees (paths, sizes, times)', cap: '32 work trees', lifetime: 'cache', off: '--no-cache' },
  { name: 'dir-listing', root: 'cache', path: 'dir-listing', holds: 'derived', what: 'directory listings of trees outside git (names, kinds, times)', cap: '16 trees', lifetime: 'cache', off: '--no-cache' },
];

/** Returns the absolute path of `spec` (its folder, or its file). */
export function storePath(spec: StoreSpec): string {
  return spec.root === 'state' ? stateDir(spec.path) : cacheDir(spec.path);
}

/** Returns the store `file` (an absolute path) belongs to, or undefined when it lies in none of them. */
export function storeOf(file: string): StoreSpec | undefined {
  const state = stateDir();
  const cache = cacheDir();
  const root = file.startsWith(state + sep) ? 'state' : file.startsWith(cache + sep) ? 'cache' : undefined;
  if (!root) return undefined;
  const rel = file.slice((root === 'state' ? state : cache).length + 1);
  return STORES.find((s) => s.root === root && (rel === s.path || rel.startsWith(s.path + sep)));
}
