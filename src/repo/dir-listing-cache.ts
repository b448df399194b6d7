/**
 * The directory listings of a filesystem walk (a tree outside any git work tree), kept between processes: each
 * directory's entries (names and kinds) with the directory's mtime.
 *
 * Why: at 100k files (10k directories) the walk's readdir calls were ~370 ms of a ~1.1 s incremental index, nearly all
 * of it system time, for listings that had not changed. A directory gains, loses or renames an entry only by changing
 * its mtime (every filesystem does this; git's untracked cache relies on it), so a directory whose mtime is the stored
 * one is listed from the store: one stat instead of a readdir. Only the listing is kept: everything the walk decides
 * from it (ignore files, read again; exclusions; symlinks, stat'ed again) is decided again, so the walk's result is
 * the one a fresh walk gives, by construction. An edit of a file changes no directory's mtime, and never needs to:
 * the index stats every file it lists.
 *
 * Racy entries: a directory changed within the mtime granularity of the moment it was read could change again
 * without a new mtime, so a listing is stored only when its directory's mtime is older than RACY_MS before the walk
 * started (the rule git applies to its own index).
 */
import { readdirSync, type Dirent } from 'node:fs';
import { createHash } from 'node:crypto';
import { cacheDir } from '../store/paths.js';
import { readJsonEntry, writeJsonEntry } from '../store/json-cache.js';
import { statLite } from '../runtime/stat-lite.js';
import { RACY_MS } from './git-listing-cache.js';

/** Bumped when the entry's layout or meaning changes. */
const FORMAT = 2; // 2: names in path order (listingOf)
/** Walked roots kept; the least recently used go first. */
const MAX_ENTRIES = 16;

/** One directory's entries: names, and per name its kind (`d` directory, `f` file, `l` symlink, `o` other). */
export interface Listing { names: string[]; kinds: string }

/** A stored directory: its mtime, its names joined by '\0', its kinds. */
type Stored = [number, string, string];

interface Entry { version: typeof FORMAT; root: string; dirs: Record<string, Stored> }

const keyOf = (root: string) => createHash('sha1').update(root).digest('hex');

/**
 * Returns the Listing of readdir entries (`readdirSync(dir, { withFileTypes: true })`), in the order of the paths
 * under the directory: by name, a directory's name followed by '/' (`a.txt` before `a/x`, since '.' < '/'), so that a
 * walk visiting entries in this order lists paths sorted and need not sort them (walk.ts; a symbolic link to a
 * directory, taken here as a file, can break the order: the walk then sorts).
 */
export function listingOf(entries: readonly Dirent[]): Listing {
  const keyed: [string, string, string][] = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const kind = e.isDirectory() ? 'd' : e.isFile() ? 'f' : e.isSymbolicLink() ? 'l' : 'o';
    keyed[i] = [kind === 'd' ? `${e.name}/` : e.name, e.name, kind];
  }
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const names: string[] = new Array(keyed.length);
  let kinds = '';
  for (let i = 0; i < keyed.length; i++) { names[i] = keyed[i][1]; kinds += keyed[i][2]; }
  return { names, kinds };
}

/** The listings of one walk: those stored by the previous walk of the same root, and those this walk keeps. */
export class DirListings {
  readonly #root: string;
  readonly #prev: Record<string, Stored>;
  readonly #next: Record<string, Stored> = Object.create(null) as Record<string, Stored>;
  readonly #started = Date.now();
  /** Listings read this walk and kept for the next (their directory's mtime not racy). */
  #stored = 0;
  /** Directories of the stored listings that this walk listed (from the store or read again). */
  #seen = 0;

  /** Returns the listings stored for the walk of `root` (none when there is no valid entry). */
  constructor(root: string) {
    this.#root = root;
    const e = readJsonEntry<Entry>(cacheDir('dir-listing'), keyOf(root), (v) => v?.version === FORMAT && v.root === root && typeof v.dirs === 'object' && v.dirs !== null);
    this.#prev = e ? e.dirs : (Object.create(null) as Record<string, Stored>);
  }

  /**
   * Returns the entries of directory `abs` (`rel` under the root): the stored ones while its mtime is the stored one,
   * else read now. Throws what readdirSync (or the directory's stat) throws.
   */
  list(abs: string, rel: string): Listing {
    const mtime = statLite(abs).mtimeMs;
    const p = this.#prev[rel];
    if (p !== undefined) this.#seen++;
    if (p !== undefined && p[0] === mtime) {
      this.#next[rel] = p;
      return { names: p[1] === '' ? [] : p[1].split('\0'), kinds: p[2] };
    }
    const l = listingOf(readdirSync(abs, { withFileTypes: true }));
    if (mtime < this.#started - RACY_MS) { this.#next[rel] = [mtime, l.names.join('\0'), l.kinds]; this.#stored++; }
    return l;
  }

  /**
   * Returns nothing; stores this walk's listings when a directory was read and can be kept, or a stored one is gone.
   * Directories read again only because they changed within RACY_MS (a file just edited beside them: an editor that
   * saves by rename, a tool that writes new files) are not stored this walk, so writing the store only to drop them
   * would change nothing the next walk does: their stored listings (an older mtime) already make it read them again.
   * At 100k files the store is 2.8 MB of JSON, and rewriting it was ~25 ms of a 10-file incremental index.
   */
  save(): void {
    if (this.#stored === 0 && this.#seen === Object.keys(this.#prev).length) return;
    const e: Entry = { version: FORMAT, root: this.#root, dirs: this.#next };
    writeJsonEntry(cacheDir('dir-listing'), keyOf(this.#root), e, MAX_ENTRIES);
  }
}
