// An incremental `ck index` (a second process on a tree where files changed) against one from scratch, through the
// CLI with isolated XDG dirs: the same stats, the same index (its cache file, base and delta written out whole, byte
// for byte) and the same BM25F postings file, after edits, additions, deletions and a file replaced by another of the
// same size and mtime (only its inode says it changed); only the changed files are lexed again, and only a delta is
// written while few rows changed.
import { describe, it, expect } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { indexCacheBytes, indexCacheFiles } from '../helpers/index-cache.js';

// Against dist/ (the CLI runs it): the delta's bound and file name.
const cache = await import(new URL('../../dist/repo/cache.js', import.meta.url).href) as typeof import('../../src/repo/cache.js');

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

/** Returns the bytes of the only BM25F postings file cached under `env`, or undefined when there is none. */
function postingsBytes(env: NodeJS.ProcessEnv): Buffer | undefined {
  const dir = join(env.XDG_CACHE_HOME!, 'context-kernel', 'lexical');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  if (files.length === 0) return undefined;
  expect(files).toHaveLength(1);
  return readFileSync(join(dir, files[0]!));
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
    expect(postingsBytes(env)).toBeDefined(); // kept on the index's pass

    const baseBytes = indexCacheBytes(env, repo);
    changeTree(repo);
    const second = index(repo, env);
    expect(second.cache).toBe('partial');
    expect(second.relexed).toBe(5); // 2 edited, 2 added, 1 renamed (a new path); the deleted one is dropped, the touched one re-hashed

    const fresh = isolatedEnv();
    const scratch = index(repo, fresh);
    expect(scratch.cache).toBe('miss');
    expect(what(second)).toEqual(what(scratch));
    expect(indexCacheFiles(env).map((f) => f.slice(f.lastIndexOf('.')))).toEqual(['.delta', '.msgpack']); // the base left as it was
    expect(readFileSync(indexCacheFiles(env)[1]!).equals(baseBytes!)).toBe(true);
    expect(indexCacheBytes(env, repo)!.equals(indexCacheBytes(fresh, repo)!)).toBe(true);
    expect(postingsBytes(env)!.equals(postingsBytes(fresh)!)).toBe(true);

    // Same size, same mtime, other content: the inode says so, and the file is lexed again.
    replaceKeepingStat(repo, 'pyproj/app/core/engine.py');
    const third = index(repo, env);
    expect(third.cache).toBe('partial');
    expect(third.relexed).toBe(1);
    const fresh2 = isolatedEnv();
    expect(what(third)).toEqual(what(index(repo, fresh2)));
    expect(indexCacheBytes(env, repo)!.equals(indexCacheBytes(fresh2, repo)!)).toBe(true);
    expect(postingsBytes(env)!.equals(postingsBytes(fresh2)!)).toBe(true);

    // Nothing changed: a hit, nothing lexed, nothing rewritten.
    const fourth = index(repo, env);
    expect([fourth.cache, fourth.relexed]).toEqual(['hit', 0]);
    expect(indexCacheBytes(env, repo)!.equals(indexCacheBytes(fresh2, repo)!)).toBe(true);
  });

  it('writes the whole index again once the delta would pass its bound, and ignores a delta whose base was replaced', () => {
    const repo = scratchRepo();
    const env = isolatedEnv();
    index(repo, env);
    writeFileSync(join(repo, 'pyproj/app/core/models.py'), 'class RewrittenModel:\n    pass\n');
    index(repo, env);
    expect(indexCacheFiles(env)).toHaveLength(2);
    const staleDelta = readFileSync(indexCacheFiles(env)[0]!);
    // More rows than a delta may hold (deltaMaxRows: 16 for a small index): one file again, with no delta.
    mkdirSync(join(repo, 'pyproj/many'));
    for (let i = 0; i < cache.deltaMaxRows(300); i++) writeFileSync(join(repo, `pyproj/many/m${i}.py`), `from app.core import models\nVALUE_${i} = ${i}\n`);
    const big = index(repo, env);
    expect(big.relexed).toBe(cache.deltaMaxRows(300));
    expect(indexCacheFiles(env)).toHaveLength(1);
    // A delta left from the old base (a crash between the two writes, another process): it names another base.
    writeFileSync(cache.deltaFile(indexCacheFiles(env)[0]!), staleDelta);
    const after = index(repo, env);
    expect([after.cache, after.relexed, after.warnings]).toEqual(['hit', 0, []]);
    const fresh = isolatedEnv();
    expect(what(after)).toEqual(what(index(repo, fresh)));
  });

  it('after a cold index lexed on the pool (no postings kept), an incremental one leaves the postings to the first lexical load', () => {
    const repo = scratchRepo();
    const env = isolatedEnv();
    const cold = index(repo, env, '--workers', 'always');
    expect(cold.lexedOn).toBe('pool');
    expect(postingsBytes(env)).toBeUndefined();
    utimesSync(join(repo, 'pyproj/app/core/engine.py'), WHOLE_SECOND, WHOLE_SECOND); // touched only: read, a hit
    const touched = index(repo, env);
    expect([touched.cache, touched.relexed, touched.timingMs.postings]).toEqual(['hit', 0, undefined]);
    expect(postingsBytes(env)).toBeUndefined();
    appendFileSync(join(repo, 'pyproj/app/core/models.py'), '\nclass Added:\n    pass\n');
    const second = index(repo, env);
    expect([second.cache, second.relexed]).toEqual(['partial', 1]);
    expect(second.timingMs.postings).toBeUndefined(); // not a pass over every other file to tokenize it
    expect(postingsBytes(env)).toBeUndefined();
    const fresh = isolatedEnv();
    expect(what(second)).toEqual(what(index(repo, fresh, '--workers', 'always')));
    expect(indexCacheBytes(env, repo)!.equals(indexCacheBytes(fresh, repo)!)).toBe(true);
  });
});
