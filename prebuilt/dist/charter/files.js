/** Reads cited files once per operation: their lines, or why they cannot be read. */
import { readFileSync } from 'node:fs';
import { splitLines } from './anchor.js';
import { citedFile } from './repo.js';
/** Returns a reader of cited files under `root` that reads each file at most once. */
export function fileReader(root) {
    const seen = new Map();
    return (path) => {
        let r = seen.get(path);
        if (!r) {
            try {
                r = { lines: splitLines(readFileSync(citedFile(root, path), 'utf8')) };
            }
            catch (err) {
                const code = err.code;
                r = { error: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot be read (${code ?? err.message})` };
            }
            seen.set(path, r);
        }
        return r;
    };
}
