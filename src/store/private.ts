/**
 * Owner-only folders and files under ck's two roots (`paths.ts`: the state and the cache root). Everything ck keeps
 * there is a user's tool output or code, so every folder is created 0700 and every file 0600 whatever the umask,
 * and a folder on the way that another user owns, or a symlink to one, is refused: a store planted in a shared or
 * world-writable place would hand that user every output an agent produced.
 *
 * `ensurePrivateDir` is the one way a folder under the roots comes into being; `openPrivate` the one way a file is
 * opened for writing outside the atomic writers (`atomic.ts`), which create theirs the same way. A folder checked
 * once stays checked for the life of the process (a warm hook server writes thousands of entries), so the checks
 * cost one `lstat` per path component the first time and a Set lookup afterwards.
 *
 * Installs from before owner-only modes are tightened on first use: the first process that finds a root without
 * its `.private` marker chmods the whole tree (folders 0700, files 0600), then writes the marker.
 */
import { chmodSync, closeSync, constants, fchmodSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, statSync, type Stats } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { storeRefused } from '../errors.js';
import { cacheDir, stateDir } from './paths.js';

/** The mode of every folder ck creates under its roots. */
export const DIR_MODE = 0o700;
/** The mode of every file ck creates under its roots. */
export const FILE_MODE = 0o600;
/** The file whose presence in a root says its tree has been tightened to owner-only modes. */
export const PRIVATE_MARKER = '.private';

// O_NOFOLLOW is POSIX; where the platform lacks it (Windows) there are no symlinks to plant in the first place.
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const GROUP_OTHER = 0o077;

/** Folders this process has checked (and created) already. */
const ensured = new Set<string>();

/** Returns the uid this process runs as, or undefined where the platform has none (no ownership to check). */
function myUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** Returns the root (state or cache) `dir` lies in, or undefined when it lies in neither. */
function rootOf(dir: string): string | undefined {
  for (const root of [stateDir(), cacheDir()]) {
    if (dir === root || dir.startsWith(root + sep)) return root;
  }
  return undefined;
}

/**
 * Returns nothing; throws `storeRefused` when `path` (a folder that exists, `st` its lstat) is not one this user alone
 * controls: owned by another user, a symlink to a folder owned by another user (or to no folder at all), or a symlink
 * to a folder others can enter. A folder of this user's with group or other bits (not a symlink) is tightened to 0700.
 */
function checkFolder(path: string, st: Stats, uid: number | undefined): void {
  let target = st;
  if (st.isSymbolicLink()) {
    try {
      target = statSync(path);
    } catch {
      throw storeRefused(path, 'a symlink to nothing');
    }
    if (uid !== undefined && st.uid !== uid) throw storeRefused(path, `a symlink owned by uid ${st.uid}`);
  }
  if (!target.isDirectory()) throw storeRefused(path, 'not a folder');
  if (uid !== undefined && target.uid !== uid) throw storeRefused(path, `${st.isSymbolicLink() ? 'a symlink to a folder' : 'a folder'} owned by uid ${target.uid}`);
  if (!(target.mode & GROUP_OTHER)) return;
  // A folder of this user's that others may enter: tightened when it is the store's own; never through a symlink,
  // whose target may be a folder others share (/tmp), so such a link is refused instead.
  if (st.isSymbolicLink()) throw storeRefused(path, `a symlink to a folder others can enter (mode ${(target.mode & 0o7777).toString(8)})`);
  chmodSync(path, DIR_MODE);
}

/** Returns nothing; makes `path` (whose parent exists) a folder of mode 0700, or checks the one there. */
function makeOrCheck(path: string, uid: number | undefined): void {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    try {
      mkdirSync(path, { mode: DIR_MODE });
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      st = lstatSync(path); // made by a concurrent process: check it as any other
    }
  }
  checkFolder(path, st, uid);
}

/**
 * Returns nothing; makes sure `dir` exists as a folder only this user can enter. Under ck's roots, each component
 * from the root down is created 0700 or checked (owned by this user, a symlink only to a folder of this user's),
 * and the first use of a root tightens an older install's tree. Elsewhere (an explicit folder a caller chose), missing
 * folders are created 0700 and existing ones are left as they are. Throws `storeRefused` (one line, naming the
 * folder) when a folder on the way belongs to someone else, and on I/O errors.
 */
export function ensurePrivateDir(dir: string): void {
  if (ensured.has(dir)) return;
  const uid = myUid();
  const root = rootOf(dir);
  if (root === undefined) {
    // A folder a caller named (a test's, an explicit --log): made if missing, never chmodded or judged, since it
    // may be /tmp or any folder of the user's that other programs share.
    mkdirs(dir);
    ensured.add(dir);
    return;
  }
  if (!ensured.has(root)) {
    mkdirs(dirname(root));
    makeOrCheck(root, uid);
    tightenOnce(root, uid);
    ensured.add(root);
  }
  let at = root;
  for (const part of dir.slice(root.length + 1).split(sep)) {
    if (!part) continue;
    at = join(at, part);
    if (ensured.has(at)) continue;
    makeOrCheck(at, uid);
    ensured.add(at);
  }
}

/**
 * Returns nothing; makes `dir` and its missing parents (0700), as `mkdir -p`. A file where a folder should be is
 * `storeRefused`, not Node's EEXIST: callers that create markers and locks read EEXIST as "someone holds it".
 */
function mkdirs(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') throw storeRefused(dir, `a file is in the way (${(err as NodeJS.ErrnoException).path ?? dir})`);
    throw err;
  }
}

/**
 * Returns nothing; forgets that `dir`, the folders in it and the folders above it were checked, so the next write
 * checks (and recreates) them: one of them was removed (`ck state --clear`, a test emptying its state folder).
 */
export function forgetPrivateDir(dir: string): void {
  for (const d of ensured) if (d === dir || d.startsWith(dir + sep) || dir.startsWith(d + sep)) ensured.delete(d);
}

/**
 * Returns nothing; on the first use of `root` (no marker), chmods its whole tree to owner-only modes (folders 0700,
 * files 0600; symlinks are not followed) and writes the marker. Entries of other users are left as they are: the
 * folders above them are refused when a write reaches them.
 */
function tightenOnce(root: string, uid: number | undefined): void {
  const marker = join(root, PRIVATE_MARKER);
  try {
    lstatSync(marker);
    return;
  } catch { /* an older install, or a new root */ }
  const walk = (dir: string): void => {
    let names: string[];
    try { names = readdirSync(dir); } catch { return; }
    for (const name of names) {
      const p = join(dir, name);
      let st: Stats;
      try { st = lstatSync(p); } catch { continue; }
      if (st.isSymbolicLink() || (uid !== undefined && st.uid !== uid)) continue;
      if (st.isDirectory()) {
        if (st.mode & GROUP_OTHER) try { chmodSync(p, DIR_MODE); } catch { /* raced */ }
        walk(p);
      } else if (st.mode & GROUP_OTHER) {
        try { chmodSync(p, FILE_MODE); } catch { /* raced */ }
      }
    }
  };
  walk(root);
  try {
    closeSync(openSync(marker, constants.O_WRONLY | constants.O_CREAT | NOFOLLOW, FILE_MODE));
  } catch { /* another process wrote it */ }
}

/** How `openPrivate` opens a file: create exclusively (a marker, a lock, a temp file), append, or truncate. */
export type PrivateOpenMode = 'exclusive' | 'append' | 'truncate';

const FLAGS: Record<PrivateOpenMode, number> = {
  exclusive: constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL,
  append: constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | NOFOLLOW,
  truncate: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NOFOLLOW,
};

/**
 * Returns a descriptor of `file` opened for writing as `how` says, created 0600 in a folder made by
 * `ensurePrivateDir`; never through a symlink (an exclusive create fails on any existing name, the others refuse a
 * symlink with ELOOP). An existing file with group or other bits (an older install) is tightened to 0600. Throws
 * on I/O errors (EEXIST for an exclusive create of an existing name).
 */
export function openPrivate(file: string, how: PrivateOpenMode): number {
  ensurePrivateDir(dirname(file));
  let fd: number;
  try {
    fd = openSync(file, FLAGS[how], FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    forgetPrivateDir(dirname(file)); // the folder went away since it was checked (ck state --clear)
    ensurePrivateDir(dirname(file));
    fd = openSync(file, FLAGS[how], FILE_MODE);
  }
  if (how !== 'exclusive') {
    try {
      if (fstatSync(fd).mode & GROUP_OTHER) fchmodSync(fd, FILE_MODE);
    } catch (err) {
      closeSync(fd);
      throw err;
    }
  }
  return fd;
}

/** Returns true when `file` could be created exclusively (an empty `O_EXCL` marker, 0600); false when it exists. Throws on other I/O errors. */
export function claimMarker(file: string): boolean {
  try {
    closeSync(openPrivate(file, 'exclusive'));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}
