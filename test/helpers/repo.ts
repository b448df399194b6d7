// Small repositories written by tests: files by path (folders made as needed), in a fresh temp folder or a given one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Returns nothing; writes `files` (path relative to `root` → text) under `root`, making their folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

/** Returns a fresh temp folder (its name starting `prefix`) holding `files`. */
export function tempRepo(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFiles(root, files);
  return root;
}
