// Issues 44 and 45: every folder and file ck writes under its state and cache roots goes through src/store/private.ts
// (folders made 0700 or checked, files 0600, never through a symlink) or src/store/atomic.ts (which uses it). A raw
// mkdirSync or an open for writing elsewhere is how the warm-up marker once went into a folder nobody created and
// how spills came to be world-readable; this keeps them out. The files listed write only what the user asked for.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const STORE_WRITERS = new Set(['store/private.ts', 'store/atomic.ts']);
/** Writes of files a user named (`--output FILE`) or of scratch files in a fresh mkdtemp folder. */
const USER_FILES = new Set(['cli/commands/minimize.ts', 'minimize/oracle.ts']);
const RAW_WRITE = /\b(mkdirSync|appendFileSync|mkdir|appendFile)\(|\bopenSync\([^)]*['"](w|wx|a|ax|w\+|a\+)['"]|\bwriteFileSync\((?!fd\b)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('writes under the store roots go through store/private.ts', () => {
  it('no module but the store writers makes a folder or opens a file for writing itself', () => {
    const offenders: string[] = [];
    for (const f of files(SRC)) {
      const rel = relative(SRC, f).split('\\').join('/');
      if (STORE_WRITERS.has(rel) || USER_FILES.has(rel)) continue;
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (!line.trim().startsWith('//') && !line.trim().startsWith('*') && RAW_WRITE.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
