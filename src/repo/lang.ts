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
