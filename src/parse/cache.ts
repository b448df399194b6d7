import { readFileSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Packr } from 'msgpackr';
import { cacheDir } from '../store/paths.js';
import { layerCodeHash } from './codehash.js';
import { writeFileAtomic } from '../store/atomic.js';

/** Bump when the record layout changes; entries are also keyed by the layers' code hash (`layerCodeHash`).
 * 8: skeleton entries (`sk-*`) are JSON. */
export const PARSE_FORMAT = 8;

/** Entries kept before the oldest are pruned (a pandas-sized repo needs ~2 per file). */
export const PARSE_CACHE_MAX_ENTRIES = 50_000;

/** Returns true for the kinds stored as JSON: skeletons are one string and a few numbers, and a slice that only
 * needs a handful of skeletons should not load msgpackr (~10-25 ms) to cache them. */
function isJsonKind(kind: string): boolean {
  return kind.startsWith('sk-');
}

// moreTypes: typed arrays (the columnar call tables) come back as typed arrays, not Buffers.
// msgpackr is loaded on the first cache read or write: its module start-up probes for an optional native addon
// (~25-30 ms CPU), which commands that never touch the parse cache should not pay.
let packrInstance: Packr | undefined;
function packr(): Packr {
  if (!packrInstance) {
    const { Packr: PackrClass } = createRequire(import.meta.url)('msgpackr') as typeof import('msgpackr');
    packrInstance = new PackrClass({ useRecords: false, moreTypes: true });
  }
  return packrInstance;
}

/**
 * A content-addressed store of parse results under `cacheDir('parse')`: one msgpack file per (kind, hash),
 * written atomically; unreadable or corrupt entries are treated as misses.
 */
export class ParseCache {
  readonly dir: string;
  private writes = 0;

  constructor(dir = cacheDir('parse')) {
    this.dir = dir;
  }

  private file(kind: string, hash: string): string {
    return join(this.dir, hash.slice(0, 2), `${hash.slice(2)}.${kind}${PARSE_FORMAT}.${layerCodeHash()}`);
  }

  /** Returns the cached value for (kind, hash), or undefined on a miss or a corrupt entry. */
  get<T>(kind: string, hash: string): T | undefined {
    let buf: Buffer;
    try {
      buf = readFileSync(this.file(kind, hash));
    } catch {
      return undefined;
    }
    try {
      return (isJsonKind(kind) ? JSON.parse(buf.toString('utf8')) : packr().unpack(buf)) as T;
    } catch {
      return undefined;
    }
  }

  /** Stores `value` for (kind, hash); returns nothing. Write failures are ignored: the cache is an optimisation. */
  put(kind: string, hash: string, value: unknown): void {
    try {
      writeFileAtomic(this.file(kind, hash), isJsonKind(kind) ? JSON.stringify(value) : packr().pack(value));
      if (++this.writes % 1000 === 0) this.prune();
    } catch {
      /* read-only or full disk: run uncached */
    }
  }

  /** Removes the oldest entries when there are more than PARSE_CACHE_MAX_ENTRIES; returns how many were removed. */
  prune(max = PARSE_CACHE_MAX_ENTRIES): number {
    const entries: { path: string; mtime: number }[] = [];
    let shards: string[];
    try { shards = readdirSync(this.dir); } catch { return 0; }
    for (const shard of shards) {
      let names: string[];
      try { names = readdirSync(join(this.dir, shard)); } catch { continue; }
      for (const name of names) {
        const path = join(this.dir, shard, name);
        try { entries.push({ path, mtime: statSync(path).mtimeMs }); } catch { /* raced */ }
      }
    }
    if (entries.length <= max) return 0;
    entries.sort((a, b) => a.mtime - b.mtime);
    const drop = entries.length - Math.floor(max * 0.9);
    for (let i = 0; i < drop; i++) {
      try { unlinkSync(entries[i].path); } catch { /* raced */ }
    }
    return drop;
  }
}

