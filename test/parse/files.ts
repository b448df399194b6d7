import { readdirSync } from 'node:fs';
import { join, extname } from 'node:path';

/** Returns every file under `dir` whose extension is in `exts`, sorted (no symlinks followed). */
export function listFiles(dir: string, exts: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && exts.includes(extname(e.name))) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}
