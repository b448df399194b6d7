import type { Lang } from './types.js';
import { extensionOf, langOfPath } from '../languages/index.js';

/** Extensions that are never text: skipped as binary without being read. */
const BINARY_EXT = new Set([
  '.so', '.dylib', '.dll', '.exe', '.o', '.a', '.lib', '.pyc', '.pyo', '.pyd', '.class', '.jar', '.wasm',
  '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.ico', '.webp', '.tiff', '.psd', '.pdf',
  '.zip', '.gz', '.tgz', '.bz2', '.xz', '.zst', '.7z', '.rar', '.whl', '.egg',
  '.pkl', '.pickle', '.npy', '.npz', '.parquet', '.feather', '.h5', '.hdf5', '.sqlite', '.db', '.xlsx', '.xls',
  '.mp3', '.mp4', '.wav', '.ogg', '.mov', '.avi', '.ttf', '.otf', '.woff', '.woff2', '.eot', '.bin', '.dat',
]);

/** Returns the language of a path by extension (`other` for everything no pack lexes). `.d.ts` is `ts`. */
export function langOf(path: string): Lang {
  return langOfPath(path);
}

/** Returns true when the extension says the file is binary (it is then skipped without reading). */
export function binaryByExtension(path: string): boolean {
  return BINARY_EXT.has(extensionOf(path));
}

/**
 * Returns a function giving a path's kind by extension: its language (langOf), or null when binaryByExtension. It
 * remembers the last extension seen: the stat pass asks for every walked file, mostly a run of one extension, and
 * taking the extension out and lowering it twice per file was 200k strings at 100k files.
 */
export function extensionKinds(): (path: string) => Lang | null {
  let ext = ''; // the last extension seen: lower case, with its dot
  let kind: Lang | null = null;
  return (path) => {
    const at = path.length - ext.length;
    // The same extension when the path ends with it (an extension holds one '.' and no '/') after a name's first
    // character: extensionOf would find this dot.
    if (ext !== '' && at > 0 && path.charCodeAt(at - 1) !== 47 && path.endsWith(ext)) return kind;
    const e = extensionOf(path);
    const k = BINARY_EXT.has(e) ? null : langOfPath(path);
    if (e !== '') { ext = e; kind = k; }
    return k;
  };
}
