// An incremental `ck index` (a second process on a tree where files changed) against one from scratch, through the
// CLI with isolated XDG dirs: the same stats, the same index cache file and the same BM25F postings file, byte for
// byte, after edits, additions, deletions and a file replaced by another of the same size and mtime (only its inode
// says it changed); and only the changed files are lexed again.
import { describe, it, expect } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, isolatedEnv } from '../helpers/cli.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/repos/', import.meta.url));

/** Returns a scratch repository holding both fixture repositories (Python and TypeScript) side by side. */
function scratchRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-incr-'));
  for (const name of ['pyproj', 'tsproj']) cpSync(join(FIXTURES, name), join(dir, name), { recursive: true });
  return dir;
}

/** Returns the parsed stats of `ck index REPO --json` (failing with stderr when there are none). */
function index(repo: string, env: NodeJS.ProcessEnv, ...flags: string[]): Record<string, any> {
  const res = runCli(['index', repo, '--json', ...flags], { env });
  if (res.code !== 0) throw new Error(`ck index exited ${res.code}: ${res.stderr}`);
  return JSON.parse(res.stdout);
}

/** Returns the stats that say what was indexed, without how (timings, cache state, files lexed, threads). */
function what(stats: Record<string, any>): Record<string, any> {
  const { timingMs: _t, cache: _c, relexed: _r, lexedOn: _l, ...rest } = stats;
  return rest;
}

/** Returns the bytes of the only cache file under `sub` of the cache root of `env` (not the store's dot files), or undefined. */
function cached(env: NodeJS.ProcessEnv, sub: 'index' | 'lexical'): Buffer | undefined {
  const base = join(env.XDG_CACHE_HOME!, 'context-kernel', sub);
  if (!existsSync(base)) return undefined;
  const files: string[] = [];
  const visit = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) visit(join(d, e.name));
      else if (!e.name.startsWith('.')) files.push(join(d, e.name));
    }
  };
  visit(base);
  if (files.length === 0) return undefined;
  expect(files).toHaveLength(1);
  return readFileSync(files[0]!);
}

/** Returns nothing; edits, adds, deletes and renames files of the scratch repository (7 files touched). */
function changeTree(repo: string): void {
  appendFileSync(join(repo, 'pyproj/app/utils/helpers.py'), 'from app.core import models\n\ndef added_helper():\n    return models\n');
  appendFileSync(join(repo, 'tsproj/src/a.ts'), '\nexport const addedLater = 1;\n');
  writeFileSync(join(repo, 'pyproj/app/core/cache.py'), 'from . import engine\n\nclass LruCache:\n    pass\n');
  mkdirSync(join(repo, 'pyproj/app/extra'), { recursive: true });
  writeFileSync(join(repo, 'pyproj/app/extra/__init__.py'), 'from app.utils.json import *\n');
  rmSync(join(repo, 'pyproj/app/utils/json.py'));
  renameSync(join(repo, 'pyproj/nspkg/inner/other.py'), join(repo, 'pyproj/nspkg/inner/renamed.py'));
  utimesSync(join(repo, 'pyproj/app/core/engine.py'), WHOLE_SECOND, WHOLE_SECOND); // touched only: read, not lexed
}

/** An mtime that utimes sets exactly (a Date or a fraction of a second loses the nanoseconds). */
const WHOLE_SECOND = 1_700_000_000;

/**
 * Returns nothing; replaces `rel` by a file of the same size and mtime but other content (written beside it and
 * renamed over it, as editors and `git checkout` do): only its inode differs.
 */
function replaceKeepingStat(repo: string, rel: string): void {
  const file = join(repo, rel);
  const before = statSync(file);
  const text = readFileSync(file, 'utf8');
  const other = text.replace(/[a-z]/, (c) => (c === 'z' ? 'y' : String.fromCharCode(c.charCodeAt(0) + 1)));
  expect(other).not.toBe(text);
  expect(Buffer.byteLength(other)).toBe(before.size);
  writeFileSync(`${file}.tmp`, other);
  expect(before.mtimeMs).toBe(WHOLE_SECOND * 1000);
  utimesSync(`${file}.tmp`, WHOLE_SECOND, WHOLE_SECOND);
  renameSync(`${file}.tmp`, file);
  const after = statSync(file);
  expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
  expect(after.ino).not.toBe(before.ino);
}

describe('incremental ck index', () => {
  it('lexes only the changed files and gives the stats, index cache and postings of an index from scratch, byte for byte', () => {
    const repo = scratchRepo();
    const env = isolatedEnv();
    const first = index(repo, env);
    expect(first.cache).toBe('miss');
    expect(cached(env, 'lexical')).toBeDefined(); // kept on the index's pass

    changeTree(repo);
    const second = index(repo, env);
    expect(second.cache).toBe('partial');
    expect(second.relexed).toBe(5); // 2 edited, 2 added, 1 renamed (a new path); the deleted one is dropped, the touched one re-hashed

    const fresh = isolatedEnv();
    const scratch = index(repo, fresh);
    expect(scratch.cache).toBe('miss');
    expect(what(second)).toEqual(what(scratch));
    expect(cached(env, 'index')!.equals(cached(fresh, 'index')!)).toBe(true);
    expect(cached(env, 'lexical')!.equals(cached(fresh, 'lexical')!)).toBe(true);

    // Same size, same mtime, other content: the inode says so, and the file is lexed again.
    replaceKeepingStat(repo, 'pyproj/app/core/engine.py');
    const third = index(repo, env);
    expect(third.cache).toBe('partial');
    expect(third.relexed).toBe(1);
    const fresh2 = isolatedEnv();
    expect(what(third)).toEqual(what(index(repo, fresh2)));
    expect(cached(env, 'index')!.equals(cached(fresh2, 'index')!)).toBe(true);
    expect(cached(env, 'lexical')!.equals(cached(fresh2, 'lexical')!)).toBe(true);

    // Nothing changed: a hit, nothing lexed, nothing rewritten.
    const fourth = index(repo, env);
    expect([fourth.cache, fourth.relexed]).toEqual(['hit', 0]);
    expect(cached(env, 'index')!.equals(cached(fresh2, 'index')!)).toBe(true);
  });

  it('after a cold index lexed on the pool (no postings kept), an incremental one leaves the postings to the first lexical load', () => {
    const repo = scratchRepo();
    const env = isolatedEnv();
    const cold = index(repo, env, '--workers', 'always');
    expect(cold.lexedOn).toBe('pool');
    expect(cached(env, 'lexical')).toBeUndefined();
    appendFileSync(join(repo, 'pyproj/app/core/models.py'), '\nclass Added:\n    pass\n');
    const second = index(repo, env);
    expect([second.cache, second.relexed]).toEqual(['partial', 1]);
    expect(second.timingMs.postings).toBeUndefined(); // not a pass over every other file to tokenize it
    expect(cached(env, 'lexical')).toBeUndefined();
    const fresh = isolatedEnv();
    expect(what(second)).toEqual(what(index(repo, fresh, '--workers', 'always')));
    expect(cached(env, 'index')!.equals(cached(fresh, 'index')!)).toBe(true);
  });
});
