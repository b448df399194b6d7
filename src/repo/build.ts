// The index pipeline: walk -> stat -> (cache check) -> read+lex changed files -> resolve -> edges -> cache.
import { statSync, readFileSync, existsSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { dirname, resolve as resolvePath } from 'node:path';
import type { FileRecord, IndexOptions, IndexStats, RawImport, RepoIndex, SkippedCounts, UnresolvedImport, Lang } from './types.js';
import { EDGE_KINDS } from './types.js';
import type { FileOutcome } from './file.js';
import { toPosix } from './paths.js';
import { cacheFile, deltaMaxRows, loadCache, saveCache, saveDelta, CACHE_FORMAT, type CachedIndex, type CachedSkip, type DeltaBase } from './cache.js';
import { countDynamic, parseImportBlob, recordFromBlobs } from './columns.js';
import { IndexedFile, blobText, type Blob } from './record.js';
import { ARENA_KEEP_BYTES, BlobArena } from './blob-arena.js';
import { WASM_DIR } from '../kernels/wasm.js';
import { IndexCacheCorruptError, repoNotFound } from '../errors.js';
import type { LexHelper } from './lex-helper.js';
import type { EagerResolution } from './edges.js';
import type { IndexSink } from './sink.js';
import { nowMs } from '../clock.js';
import { checkYoungGeneration, holdYoungGeneration } from '../runtime/young-gen.js';
import { statTree, lazyTreeState, setTreeState, startWalkTree, type TreeEntry } from './tree-state.js';
import { PATHS_BATCH } from './walk.js';
import { STAT_HELPER_EARLY_CACHE_BYTES, startSharedStat, startStatHelper, type SharedStat } from './stat-helper.js';
import { DEFAULT_MAX_FILE_BYTES, indexOptionsKey, resolveIndexOptions, type ResolvedIndexOptions } from './options.js';
import { LANGUAGES, allLangs, installedPackageRootOf, isConfigFile } from '../languages/index.js';

export { DEFAULT_MAX_FILE_BYTES };

/** Version of the lexers + resolver; part of the cache key, so a new engine never reads an old index. */
export const INDEX_ENGINE_VERSION = 'repo-index/3'; // 3: Go files record their package-block names and references
/**
 * From this many bytes to (re)lex, the piscina pool shares the work (pool.ts). Below it one thread is faster on a
 * 2-core machine (measured, cold, interleaved: pandas 0.37 s in-thread against 0.41 s with a worker; 3 copies of
 * pandas, 55 MB: even; 11k files, 150 MB: 1.21 s in-thread, 1.01 s on the pool): a worker starts (~45 ms) and warms
 * its own JIT and wasm tiers, and takes the core that V8's background compiler and GC threads use for free while
 * one thread works.
 */
export const LEX_POOL_MIN_BYTES = 64 << 20;

let opKeyMemo: string | null = null;
/**
 * Returns the operator key: engine version, the registered file kinds and the bytes of every kernel the packs run
 * (a rebuilt kernel or a new pack invalidates every cache).
 */
export function indexOpKey(): string {
  if (opKeyMemo) return opKeyMemo;
  const h = createHash('sha1').update(INDEX_ENGINE_VERSION).update(allLangs().join(','));
  for (const k of [...LANGUAGES.flatMap((p) => p.kernels ?? []), 'edges']) {
    try { h.update(readFileSync(`${WASM_DIR}${k}.wasm`)); } catch { h.update(`${k}:twin`); }
  }
  opKeyMemo = h.digest('hex').slice(0, 16);
  return opKeyMemo;
}

const optionsOf = new WeakMap<RepoIndex, IndexOptions>();

/** Returns the size of `file` in bytes, or -1 when it does not exist (one stat: existsSync's, with the size). */
function fileSize(file: string): number {
  try { return statSync(file, { throwIfNoEntry: false })?.size ?? -1; } catch { return -1; }
}

/** At most this many touched-but-unchanged files are left for the next run to re-hash instead of saving. */
const MAX_UNSAVED_TOUCHED = 32;
/**
 * Returns the repository index of `root`, from the cache when it is still valid (only changed files are re-read).
 *
 * @example
 *   const index = await buildIndex('/path/to/repo');
 *   const id = index.fileId('pkg/mod.py');
 */
export async function buildIndex(root: string, opts: IndexOptions = {}): Promise<RepoIndex> {
  const t0 = nowMs();
  const timing: Record<string, number> = { walk: 0, stat: 0, cacheLoad: 0 }; // phase order of the report
  let abs = resolvePath(root);
  try {
    if (!statSync(abs).isDirectory()) throw repoNotFound(root, 'not a directory');
    abs = realpathSync(abs);
  } catch (err) {
    if ((err as Error).name === 'UsageError') throw err;
    throw repoNotFound(root, (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such directory' : (err as Error).message);
  }
  const o = resolveIndexOptions(abs, opts);
  const file = cacheFile(abs, indexOptionsKey(o));

  // A cold index in the CLI starts its helper thread now, so that it is up when the lexing starts (lex-helper.ts).
  const cold = o.workers === 'auto' && o.impl === 'wasm' && (o.noCache || !existsSync(file));
  const helper: HelperSlot = { helper: cold ? (await import('./lex-helper.js')).startLexHelper() : null, cold };
  const releaseYoung = holdYoungGeneration(); // Node 24/26 grow it 2-4x past Node 20's: ~100 MB more at 100k files
  try {
    let index: RepoIndex;
    try {
      index = await build(abs, o, file, t0, timing, helper, opts.sink?.() ?? null);
    } catch (err) {
      // A lazily read section of the cache was corrupt (lazy-section.ts: the file is removed): from scratch, once.
      if (!(err instanceof IndexCacheCorruptError)) throw err;
      o.warn(`index cache ${err.file} is corrupt (${err.why}); rebuilding`);
      helper.helper?.stop();
      index = await build(abs, { ...o, noCache: true }, file, t0, { walk: 0, stat: 0, cacheLoad: 0 }, { helper: null, cold: false }, opts.sink?.() ?? null);
    }
    optionsOf.set(index, opts);
    return index;
  } finally {
    helper.helper?.stop(); // not needed after all (a small tree, the pool) or failed: never left waiting
    helper.stat?.stop(); // done with (stopped again: a no-op), or left by a throw
    releaseYoung();
  }
}

/**
 * The helper thread of a cold index (lex-helper.ts): started by buildIndex where a core is idle, or by build once the
 * walk has listed HELPER_ANY_LOAD_FILES files (a large tree lexes on two threads whatever the load); buildIndex stops
 * it at the end.
 */
interface HelperSlot { helper: LexHelper | null; cold: boolean; anyLoad?: boolean; stat?: SharedStat | null }

/**
 * From this many walked files, a cold index in the CLI starts its helper thread right after the walk whatever the load:
 * it will lex on two threads anyway (the pool, from LEX_POOL_MIN_BYTES), and the helper, up during the stat, takes the
 * place of the pool's worker (lexAll).
 */
const HELPER_ANY_LOAD_FILES = 16384;

/** Returns the index of the repository at `abs` (real path), cached in `file`: buildIndex's work, given its helper. */
async function build(abs: string, o: ResolvedIndexOptions, file: string, t0: number, timing: Record<string, number>, slot: HelperSlot, sink: IndexSink | null): Promise<RepoIndex> {
  let t = nowMs();
  // 1. Walk (repo + dependency roots). In a git work tree git lists the files while this thread loads the cache;
  // otherwise the walk is done here, and with a cache to load and many files, a helper thread stats them meanwhile
  // (stat-helper.ts).
  const cacheBytes = o.noCache ? -1 : fileSize(file);
  const mayLoad = cacheBytes >= 0;
  // A large cache and a filesystem walk: the stat helper starts at the walk's first batch of paths and stats them as
  // the walk lists them (stat-helper.ts startStatHelper). A git listing (known at once, or listed while the cache
  // loads) hands none over: after the walk, the helper is asked for as before. buildIndex stops it if this throws.
  let early: SharedStat | null | undefined;
  const onPaths = cacheBytes >= STAT_HELPER_EARLY_CACHE_BYTES ? (paths: string[]): void => {
    if (early === undefined) {
      if (paths.length < PATHS_BATCH) return; // the whole of a small walk: its count decides, after it
      early = slot.stat = startStatHelper(abs);
    }
    early?.add(paths);
  } : undefined;
  const walking = startWalkTree(abs, o, onPaths);
  const walked = walking instanceof Promise ? null : walking;
  const shared = !walked || !mayLoad ? null : early !== undefined ? early : (slot.stat = startSharedStat(abs, walked.paths));
  const tCache = nowMs();
  const opKey = indexOpKey();
  const cached = o.noCache ? null : loadCache(file, opKey, abs, o.warn, walked?.paths);
  timing.cacheLoad = nowMs() - tCache;
  const walk = walked ?? await walking;
  checkYoungGeneration(); // here, after the stat, every 64 lexed files and after resolution (runtime/young-gen.ts)
  const skipped: SkippedCounts = { binary: 0, tooLarge: 0, unreadable: walk.unreadable, symlinkLoop: walk.symlinkLoop, ignored: walk.ignored };
  timing.walk = nowMs() - t - timing.cacheLoad; // the walk's own time, unless git listed the tree meanwhile
  if (slot.cold && !slot.helper && walk.paths.length >= HELPER_ANY_LOAD_FILES) {
    slot.helper = (await import('./lex-helper.js')).startLexHelper(true);
    slot.anyLoad = true;
  }

  // 2. Stat (and walk the dependency roots): what is left of it when a helper stat'ed meanwhile.
  t = nowMs();
  const entries = statTree(abs, walk, o, skipped, shared);
  const treeState = lazyTreeState(entries, o.dependencyRoots);
  checkYoungGeneration();
  timing.stat = nowMs() - t;

  // 3. Cache (loaded during the walk).
  const prevOf = cached ? previousRows(entries, cached.files) : null; // entry → its row in cached.files, or -1
  const prevSkip = new Map<string, CachedSkip>();
  if (cached) {
    for (const s of cached.skips) prevSkip.set(s.path, s);
  }

  // 4. Decide what to (re)read.
  const files: (FileRecord | null)[] = new Array(entries.length).fill(null);
  const blobs: Blob[] = new Array(entries.length); // import blobs (columns.ts), parsed only for files resolved again
  const lexedNow = new Uint8Array(entries.length);
  const skips: CachedSkip[] = [];
  const todo: number[] = [];
  const baseRows = cached?.base?.rows;
  const usedBase = new Uint8Array(cached?.files.length ?? 0); // cached rows kept as they are in the base file
  const fromBase = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const pi = prevOf ? prevOf[i] : -1;
    if (pi >= 0) {
      const prev = cached!.files[pi];
      if (prev.size === e.size && prev.mtimeMs === e.mtimeMs && cached!.inodes[pi] === e.ino) {
        files[i] = prev; blobs[i] = cached!.importBlobs[pi];
        if (baseRows?.[pi]) { usedBase[pi] = 1; fromBase[i] = 1; }
        continue;
      }
    } else {
      const ps = prevSkip.get(e.path);
      if (ps && ps.size === e.size && ps.mtimeMs === e.mtimeMs && ps.ino === e.ino) { skips.push(ps); countSkip(skipped, ps.reason); continue; }
    }
    todo.push(i);
  }

  // 5. Read + lex.
  t = nowMs();
  const knownHash = todo.map((i) => (prevOf && prevOf[i] >= 0 ? cached!.files[prevOf[i]].hash : undefined));
  const { outcomes, lexedOn, eager } = await lexAll(abs, entries, todo, knownHash, o, slot, sink, timing, dirname(file));
  let relexed = 0;
  let touchedOnly = 0;
  let contentChanged = false;
  let configChanged = false;
  for (let k = 0; k < todo.length; k++) {
    const i = todo[k];
    const e = entries[i];
    const out = outcomes[k];
    if (out.status === 'unchanged') {
      // Touched, not edited: same content, so the previous record and imports stand (only the stat changes).
      const pi = prevOf![i];
      const prev = cached!.files[pi];
      files[i] = prev instanceof IndexedFile ? prev.withStat(e.size, e.mtimeMs) : { ...prev, size: e.size, mtimeMs: e.mtimeMs };
      blobs[i] = cached!.importBlobs[pi];
      touchedOnly++;
      continue;
    }
    if (out.status !== 'ok') {
      countSkip(skipped, out.status);
      skips.push({ path: e.path, size: e.size, mtimeMs: e.mtimeMs, ino: e.ino, reason: out.status });
      contentChanged = true;
      continue;
    }
    relexed++;
    contentChanged = true;
    if (isConfigFile(e.path)) configChanged = true;
    const b = out.blobs;
    files[i] = recordFromBlobs(e.path, e.lang, e.size, e.mtimeMs, out.hash, out.tokens, { defs: b?.defs ?? '[]', dynamic: b?.dynamic ?? '[]', external: '[]' });
    lexedNow[i] = 1;
    blobs[i] = b?.imports ?? '[]';
  }
  // 100k outcome objects at 100k files: the records hold what they need. An eager resolution still reads them (the
  // packs it deferred to the end of the lexing take their import blobs there), so then they go after it.
  if (!eager) outcomes.length = 0;
  timing.lex = nowMs() - t;

  const keptFiles: FileRecord[] = [];
  const keptBlobs: Blob[] = [];
  const keptLexed: number[] = [];
  const keptInodes: number[] = [];
  const keptFromBase: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const f = files[i];
    if (f) { if (lexedNow[i]) keptLexed.push(keptFiles.length); keptFiles.push(f); keptBlobs.push(blobs[i]); keptInodes.push(entries[i].ino); keptFromBase.push(fromBase[i]); }
  }
  const importsOf = (id: number): RawImport[] => parseImportBlob(blobText(keptBlobs[id]));
  const blobOf = o.impl === 'wasm' ? (id: number): string => blobText(keptBlobs[id]) : undefined; // Python: the resolution kernel
  const sameSet = cached !== null && cached.files.length === keptFiles.length && keptFiles.every((f, i) => f.path === cached.files[i].path);

  // 6. Resolve: nothing when nothing changed; only the changed files when the file set and the configs are the same
  // (and the files their packs say a change affects: a file's content changes how its own imports resolve, and, in a
  // language whose files reach each other by what they declare, its siblings'); everything otherwise.
  t = nowMs();
  let edges: Uint8Array;
  let unresolved: UnresolvedImport[];
  let cacheState: RepoIndex['stats']['cache'];
  if (cached && sameSet && !contentChanged) {
    edges = cached.edges;
    unresolved = cached.unresolved;
    cacheState = 'hit';
  } else if (cached && sameSet && !configChanged) {
    const { resolveFiles, packEdges } = await import('./edges.js');
    const r = resolveFiles(abs, keptFiles, keptLexed, importsOf, o.dependencyRoots, o.warn, blobOf);
    const isChanged = new Uint8Array(keptFiles.length);
    for (const id of r.resolved) isChanged[id] = 1;
    edges = mergeKept(cached.edges, isChanged, packEdges(r.quads));
    unresolved = [...cached.unresolved.filter((u) => !isChanged[u.from]), ...r.unresolved].sort((a, b) => a.from - b.from || a.line - b.line);
    cacheState = 'partial';
  } else {
    const all = keptFiles.map((_, id) => id);
    const { resolveFiles, packEdges } = await import('./edges.js');
    // Resolved (and packed) while lexing (a cold index on the pool), unless a file was not lexed after all (then from scratch).
    const done = eager?.finish(keptFiles);
    const r = done ? null : resolveFiles(abs, keptFiles, all, importsOf, o.dependencyRoots, o.warn, blobOf);
    edges = done ? done.packed : packEdges(r!.quads);
    unresolved = done ? done.unresolved : r!.unresolved;
    cacheState = cached ? 'partial' : 'miss';
  }
  timing.resolve = nowMs() - t;
  outcomes.length = 0;
  checkYoungGeneration();

  // 7. Save.
  t = nowMs();
  // Files that were only touched (same content) do not make the cache wrong, just stale in their mtime: while
  // there are few, re-hashing them on the next run (~1 ms each) is cheaper than rewriting the whole cache
  // (~20 ms on pandas).
  const onlyTouched = todo.length === touchedOnly && touchedOnly <= MAX_UNSAVED_TOUCHED;
  if (cacheState !== 'hit' || !onlyTouched || skips.length !== (cached?.skips.length ?? 0)) {
    const data: CachedIndex = {
      format: CACHE_FORMAT, opKey, root: abs, files: keptFiles, importBlobs: keptBlobs, skips, edges, inodes: Float64Array.from(keptInodes), unresolved,
      skipped: { ...skipped },
    };
    const delta = cached?.base ? deltaOf(data, keptFromBase, cached, usedBase) : null;
    if (delta) saveDelta(file, delta.data, delta.base, o.warn);
    else saveCache(file, data, o.warn);
  }
  timing.cacheSave = nowMs() - t;
  timing.total = nowMs() - t0;

  const index = makeIndex(abs, keptFiles, edges, unresolved, skipped, timing, cacheState, relexed, walk.mode, lexedOn);
  setTreeState(index, treeState);
  if (sink) {
    sink.done(index); // the index kept beside this one (its time is in timingMs by its own name)
    index.stats.timingMs.total = Math.round((nowMs() - t0) * 100) / 100;
  }
  return index;
}

/**
 * Returns, for each entry, the index of the row of `prev` with its path, or -1. Both lists are sorted by path
 * (statTree sorts the entries, and the cache is saved in their order), so one merge pass matches them: a Map of 100k paths hashed every string
 * twice and was most of a 10-file update's own time at 100k files. A list out of order falls back to the Map.
 */
function previousRows(entries: readonly TreeEntry[], prev: readonly FileRecord[]): Int32Array {
  const out = new Int32Array(entries.length).fill(-1);
  let sorted = true;
  for (let j = 1; j < prev.length && sorted; j++) sorted = prev[j - 1].path < prev[j].path;
  if (!sorted) {
    const at = new Map<string, number>();
    prev.forEach((f, j) => at.set(f.path, j));
    entries.forEach((e, i) => { out[i] = at.get(e.path) ?? -1; });
    return out;
  }
  let j = 0;
  for (let i = 0; i < entries.length; i++) {
    const p = entries[i].path;
    if (j < prev.length && prev[j].path === p) { out[i] = j++; continue; } // the common case: one comparison, not two
    while (j < prev.length && prev[j].path < p) j++;
    if (j < prev.length && prev[j].path === p) out[i] = j++;
  }
  return out;
}

/**
 * Returns what a delta of the cache's base file holds for index `data` (deltaFile in cache.ts): the rows not taken
 * unchanged from the base (`fromBase`, parallel to data.files), and the base rows not kept (those the loaded delta
 * dropped, and those of cached.files not in `usedBase`); null when they are more than deltaMaxRows, and the whole
 * index is written instead.
 */
function deltaOf(data: CachedIndex, fromBase: readonly number[], cached: CachedIndex, usedBase: Uint8Array): { data: CachedIndex; base: DeltaBase } | null {
  const limit = deltaMaxRows(data.files.length);
  const rows = cached.base!.rows;
  const dropped = [...cached.base!.dropped]; // by the delta loaded: they stay dropped
  for (let pi = 0; pi < rows.length; pi++) if (rows[pi] && !usedBase[pi] && dropped.push(cached.files[pi].path) > limit) return null;
  const files: FileRecord[] = [];
  const importBlobs: Blob[] = [];
  const inodes: number[] = [];
  for (let k = 0; k < fromBase.length; k++) {
    if (fromBase[k]) continue;
    if (files.length + dropped.length >= limit) return null;
    files.push(data.files[k]); importBlobs.push(data.importBlobs[k]); inodes.push(data.inodes[k]);
  }
  return { data: { ...data, files, importBlobs, inodes: Float64Array.from(inodes) }, base: { sha: cached.base!.sha, dropped, total: data.files.length } };
}

/** Returns an Int32 view of little-endian quadruples `u8`, without a copy when it is 4-byte aligned. */
function int32View(u8: Uint8Array): Int32Array {
  const a = u8.byteOffset % 4 === 0 ? u8 : new Uint8Array(u8);
  return new Int32Array(a.buffer, a.byteOffset, a.byteLength >> 2);
}

/**
 * Returns packEdges of the union of `packed` (a previous index's edges, packed: sorted and deduplicated) without the
 * edges of the files marked in `changed`, and `fresh` (the packed edges of the files resolved again): one merge pass
 * over both, since packEdges only sorts and deduplicates within a (from, to) pair, which never spans the two. Sorting
 * the 400k edges of a 100k-file index again for the edges of 10 files was a tenth of an incremental run; filtering
 * into a copy first, and copying the cached edges to align them, were another ~50 ms.
 */
function mergeKept(packed: Uint8Array, changed: Uint8Array, fresh: Uint8Array): Uint8Array {
  const a = int32View(packed), b = int32View(fresh);
  for (let j = 0; j < b.length; j += 4) if (!changed[b[j]]) return mergeQuads(a, b, changed);
  // Every fresh edge leaves a changed file, whose cached edges all go: each file's run of fresh edges goes where its
  // cached run was, and the runs of cached edges between them are copied whole.
  const out = new Int32Array(a.length + b.length);
  let n = 0, i = 0, j = 0;
  while (i < a.length || j < b.length) {
    const next = j < b.length ? b[j] : Infinity; // the next fresh edge's file
    let start = i;
    while (i < a.length && a[i] < next) {
      if (!changed[a[i]]) { i += 4; continue; }
      out.set(a.subarray(start, i), n); n += i - start;
      while (i < a.length && changed[a[i]]) i += 4;
      start = i;
    }
    out.set(a.subarray(start, i), n); n += i - start;
    while (i < a.length && a[i] === next) i += 4; // the changed file's cached edges
    let end = j;
    while (end < b.length && b[end] === next) end += 4;
    out.set(b.subarray(j, end), n); n += end - j;
    j = end;
  }
  return new Uint8Array(out.buffer, 0, n * 4);
}

/** Returns mergeKept's answer by comparing whole quadruples (some fresh edge leaves a file not marked changed). */
function mergeQuads(a: Int32Array, b: Int32Array, changed: Uint8Array): Uint8Array {
  let kept = 0;
  for (let k = 0; k < a.length; k += 4) if (!changed[a[k]]) kept += 4;
  const out = new Int32Array(kept + b.length);
  const before = (i: number, j: number): boolean =>
    a[i] !== b[j] ? a[i] < b[j] : a[i + 1] !== b[j + 1] ? a[i + 1] < b[j + 1] : a[i + 2] !== b[j + 2] ? a[i + 2] < b[j + 2] : a[i + 3] < b[j + 3];
  let i = 0, j = 0, n = 0;
  for (;;) {
    while (i < a.length && changed[a[i]]) i += 4;
    if (i >= a.length && j >= b.length) break;
    const fromA = j >= b.length || (i < a.length && before(i, j));
    const src = fromA ? a : b;
    const k = fromA ? i : j;
    out[n] = src[k]; out[n + 1] = src[k + 1]; out[n + 2] = src[k + 2]; out[n + 3] = src[k + 3];
    n += 4;
    if (fromA) i += 4; else j += 4;
  }
  return new Uint8Array(out.buffer);
}

function countSkip(s: SkippedCounts, reason: 'binary' | 'tooLarge' | 'unreadable'): void {
  s[reason]++;
}

/**
 * Returns the outcome of each `todo` file: in-thread (with `helper`, a thread started for a cold index, when there is
 * enough to lex: lex-helper.ts), or over the piscina pool (`always`, or `auto` from LEX_POOL_MIN_BYTES).
 */
async function lexAll(abs: string, entries: TreeEntry[], todo: number[], knownHash: (string | undefined)[], o: ResolvedIndexOptions, slot: HelperSlot, sink: IndexSink | null, timing: Record<string, number>, spillDir: string): Promise<{ outcomes: FileOutcome[]; lexedOn: IndexStats['lexedOn']; eager?: EagerResolution | null }> {
  let bytes = 0;
  for (const i of todo) bytes += entries[i].size;
  const onProgress = (done: number, total: number): void => { checkYoungGeneration(); o.onProgress?.(done, total); };
  const usePool = o.workers === 'always' || (o.workers === 'auto' && availableParallelism() > 1 && bytes >= LEX_POOL_MIN_BYTES);
  // A helper started whatever the load stands in for the pool only; below it, the rule of lex-helper.ts (an idle core).
  if (slot.anyLoad && !usePool) slot.helper?.stop();
  const helper = slot.anyLoad && !usePool ? null : slot.helper;
  if (todo.length === 0) return { outcomes: [], lexedOn: 'in-thread' };
  const arena = new BlobArena(ARENA_KEEP_BYTES, spillDir); // defs stay bytes, whichever thread lexed them; past 16 MB, on disk (blob-arena.ts)
  if (usePool) {
    const coldAll = todo.length === entries.length && knownHash.every((h) => h === undefined);
    // A cold index (every file to lex, none known) resolves each batch as it comes back, beside the other thread's lexing.
    const eager = o.eagerResolve && coldAll ? new EagerOnPool(abs, entries, o, await import('./edges.js')) : null;
    const onBatch = eager ? (out: readonly FileOutcome[], start: number, end: number): void => {
      const t = nowMs();
      eager.take(out, start, end);
      timing.resolveDuringLex = (timing.resolveDuringLex ?? 0) + nowMs() - t;
    } : undefined;
    // The helper thread, when a cold index started one, instead of the pool's worker: it is up already (started before
    // the stat, it loads one bundle and takes this thread's compiled kernels; a pool worker starts after the stat, loads
    // dist/ as ES modules and compiles its own), and it takes its chunks from a shared counter (a pool worker waits for
    // this thread, busy resolving, to hand it the next batch).
    if (helper && !helper.exited && o.workers === 'auto' && coldAll) {
      const lh = await import('./lex-helper.js');
      const files = todo.map((i) => ({ abs: entries[i].abs, lang: entries[i].lang, size: entries[i].size }));
      const { outcomes } = await lh.lexWithHelper(helper, files, o.maxFileBytes, o.eventDecorators, arena, onProgress, onBatch);
      return { outcomes, lexedOn: 'pool', eager: eager?.resolution ?? null };
    }
    helper?.stop();
    const { lexInPool } = await import('./pool.js');
    const outcomes = await lexInPool(todo.map((i, k) => ({ abs: entries[i].abs, lang: entries[i].lang, knownHash: knownHash[k], size: entries[i].size })), o.maxFileBytes, o.impl, onProgress, o.eventDecorators, onBatch, arena);
    return { outcomes, lexedOn: 'pool', eager: eager?.resolution ?? null };
  }
  const { processFile } = await import('./file.js'); // lexers load only when something must be lexed
  const lh = helper ? await import('./lex-helper.js') : null;
  if (helper && lh && bytes >= lh.LEX_HELPER_MIN_BYTES && knownHash.every((h) => h === undefined)) {
    const files = todo.map((i) => ({ abs: entries[i].abs, lang: entries[i].lang, size: entries[i].size }));
    return { outcomes: (await lh.lexWithHelper(helper, files, o.maxFileBytes, o.eventDecorators, arena, onProgress)).outcomes, lexedOn: 'helper' };
  }
  helper?.stop();
  const out: FileOutcome[] = new Array(todo.length);
  const onBytes = sink ? (b: Uint8Array): void => sink.bytes(b) : undefined;
  for (let k = 0; k < todo.length; k++) {
    const e = entries[todo[k]];
    const r = out[k] = processFile(e.abs, e.lang, o.maxFileBytes, o.impl, knownHash[k], o.eventDecorators, e.size, arena, sink?.wantsBytes(e.path, e.lang) ? onBytes : undefined);
    if (sink && r.status === 'ok') sink.file(e.path, e.lang, r.hash, r.blobs?.defs ?? null);
    if ((k & 63) === 63) onProgress(k + 1, todo.length);
  }
  onProgress(todo.length, todo.length);
  return { outcomes: out, lexedOn: 'in-thread' };
}

/**
 * The EagerResolution of a cold index on the pool, over every entry (their ids are the kept files' ids when all are
 * lexed), made at the first batch (the workers start meanwhile), reading the outcomes the pool fills in.
 */
class EagerOnPool {
  resolution: EagerResolution | null = null;
  private failed = false;
  private outcomes: readonly FileOutcome[] = [];

  constructor(private readonly abs: string, private readonly entries: readonly TreeEntry[], private readonly o: ResolvedIndexOptions, private readonly edges: typeof import('./edges.js')) {}

  /** Returns nothing; resolves files [start, end) of `out`, just lexed (or drops the work: one was not lexed). */
  take(out: readonly FileOutcome[], start: number, end: number): void {
    if (this.failed) return;
    this.outcomes = out;
    try {
      const r = this.resolution ??= this.make();
      for (let k = start; k < end; k++) {
        if (out[k]?.status === 'ok') r.add(k);
        else r.spoil();
      }
      r.drain(end - start);
    } catch {
      // Never fails the lexing: the ordinary resolution runs after it, and meets the same error where it always did.
      this.failed = true;
      this.resolution = null;
    }
  }

  private make(): EagerResolution {
    const blob = (id: number): Blob => {
      const out = this.outcomes[id];
      return (out?.status === 'ok' ? out.blobs?.imports : undefined) ?? '[]';
    };
    const { entries, o } = this;
    return new this.edges.EagerResolution(this.abs, entries.map((e) => e.path), entries.map((e) => e.lang), o.dependencyRoots,
      (id) => parseImportBlob(blobText(blob(id))), o.impl === 'wasm' ? (id) => blobText(blob(id)) : undefined);
  }
}

function makeIndex(
  root: string, files: FileRecord[], packed: Uint8Array, unresolved: UnresolvedImport[], skipped: SkippedCounts,
  timing: Record<string, number>, cache: RepoIndex['stats']['cache'], relexed: number, walk: 'git' | 'fs', lexedOn: IndexStats['lexedOn'],
): RepoIndex {
  const aligned = packed.byteOffset % 4 === 0 ? packed : new Uint8Array(packed);
  const quads = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
  const m = quads.length / 4;
  const edgeFrom = new Int32Array(m), edgeTo = new Int32Array(m), edgeLine = new Int32Array(m), edgeKind = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    edgeFrom[i] = quads[i * 4]; edgeTo[i] = quads[i * 4 + 1]; edgeLine[i] = quads[i * 4 + 2]; edgeKind[i] = quads[i * 4 + 3];
  }
  let bytes = 0;
  const byLang: Record<Lang, number> = Object.fromEntries(allLangs().map((l) => [l, 0]));
  const dynamicByKind = [0, 0, 0];
  for (const f of files) { bytes += f.size; countDynamic(f, dynamicByKind); byLang[f.lang]++; }
  const dynamicSites = dynamicByKind[0] + dynamicByKind[1] + dynamicByKind[2];
  let ids: Map<string, number> | null = null;
  for (const k of Object.keys(timing)) timing[k] = Math.round(timing[k] * 100) / 100;
  return {
    version: 1,
    root,
    files,
    edgeFrom, edgeTo, edgeLine, edgeKind,
    edgeKinds: [...EDGE_KINDS],
    unresolved,
    skipped,
    stats: { files: files.length, bytes, edges: m, unresolved: unresolved.length, dynamicSites,
      dynamicByKind: { 'dynamic-import': dynamicByKind[0], 'dynamic-dispatch': dynamicByKind[1], 'event-registration': dynamicByKind[2] }, timingMs: timing, cache, relexed, byLang, walk, lexedOn },
    fileId(path: string): number | undefined {
      if (!ids) { ids = new Map(); files.forEach((f, i) => ids!.set(f.path, i)); }
      return ids.get(path);
    },
  };
}

/**
 * Returns the root of the dependency package containing `absPath` (`node_modules/<pkg>`, `site-packages/<pkg>`: the
 * install locations of the language packs' dependency layouts), or null.
 */
export function dependencyRootOf(absPath: string): string | null {
  return installedPackageRootOf(toPosix(resolvePath(absPath)));
}

/** Returns the index with the dependency package containing `absPath` added (its files indexed, imports followed). */
export async function indexDependency(index: RepoIndex, absPath: string): Promise<RepoIndex> {
  const dep = dependencyRootOf(absPath);
  if (!dep) return index;
  const opts = optionsOf.get(index) ?? {};
  const roots = new Set(resolveIndexOptions(index.root, opts).dependencyRoots);
  if (roots.has(dep)) return index;
  roots.add(dep);
  return buildIndex(index.root, { ...opts, dependencyRoots: [...roots] });
}
