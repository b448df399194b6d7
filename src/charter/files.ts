/** Reads cited files once per operation: their lines, or why they cannot be read. */
import { readFileSync } from 'node:fs';
import { splitLines } from './anchor.js';
import { citedFile } from './repo.js';

/** The lines of one cited file, or the reason it has none. */
export type FileLines = { readonly lines: readonly string[] } | { readonly error: string };

/** Returns a reader of cited files under `root` that reads each file at most once. */
export function fileReader(root: string): (path: string) => FileLines {
  const seen = new Map<string, FileLines>();
  return (path) => {
    let r = seen.get(path);
    if (!r) {
      try {
        r = { lines: splitLines(readFileSync(citedFile(root, path), 'utf8')) };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        r = { error: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot be read (${code ?? (err as Error).message})` };
      }
      seen.set(path, r);
    }
    return r;
  };
}
