import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Returns a scratch repository (a `.git` folder marks its root) holding `files` (path → content). */
export function scratchRepo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-charter-'));
  mkdirSync(join(root, '.git'));
  for (const [p, text] of Object.entries(files)) writeRepoFile(root, p, text);
  return root;
}

/** Returns nothing; writes `text` to `path` under `root`, creating folders. */
export function writeRepoFile(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A small Python file: `f` raises on empty input (line 3), `g` returns 1 (lines 7-8). */
export const A_PY = 'def f(x):\n    if not x:\n        raise ValueError("empty")\n    return x\n\n\ndef g():\n    return 1\n';

/** A charter citing A_PY in three forms, plus one constraint without a citation. */
export const CHARTER = '# Charter\n- `src/a.py:3` must keep raising ValueError on empty input\n- g returns 1 (src/a.py:7-8)\n- never touch the network\n';
