/**
 * The slice cache: identical inputs are never recomputed. Key = index fingerprint (a hash over every file's path and
 * content hash) + symptom + seeds + parameters + resolved budget + operator hash. Entries are JSON manifests under
 * `cacheDir('slices')`, written atomically; the directory is bounded (least recently used entries beyond
 * MAX_ENTRIES are removed; a hit refreshes an entry's mtime).
 */
import { createHash } from 'node:crypto';
import { cacheDir } from '../store/paths.js';
import { readJsonEntry, writeJsonEntry } from '../store/json-cache.js';
import type { RepoIndex } from '../repo/types.js';
import type { SliceManifest } from './types.js';

/** Most entries kept in the slice cache directory. */
export const MAX_ENTRIES = 200;

/** Returns a hex fingerprint of an index: it changes when any file is added, removed or edited. */
export function indexFingerprint(index: RepoIndex): string {
  const h = createHash('sha1');
  h.update(index.root);
  for (const f of index.files) h.update(`\0${f.path}\0${f.hash}`);
  return h.digest('hex');
}

/** Returns the cache key of a slice: a hex hash over everything its result depends on. */
export function sliceKey(parts: Record<string, unknown>): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('hex');
}

/** Returns the cached manifest for `key`, or undefined (absent or corrupt entries are misses). */
export function readSliceCache(key: string): SliceManifest | undefined {
  return readJsonEntry<SliceManifest>(cacheDir('slices'), key, (m) => m?.version === 1);
}

/** Returns nothing; stores `m` under `key` atomically and evicts the least recently used entries beyond the bound. */
export function writeSliceCache(key: string, m: SliceManifest): void {
  writeJsonEntry(cacheDir('slices'), key, m, MAX_ENTRIES);
}
