// The file walk: .gitignore, default exclusions, binary / too large / unreadable files and symlink loops.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, chmodSync, readdirSync, statSync, utimesSync, rmSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walkRepo, walkRepoAsync } from '../../src/repo/walk.js';
import { buildIndex } from '../../src/repo/index.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-walk-test-'));

function tree(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-walk-'));
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), content);
  }
  return root;
}

/** Returns nothing; sets the mtime of every directory under `root` (and of root) to `t` seconds: an old, non-racy one. */
function ageDirs(root: string, t = 1_700_000_000): void {
  for (const e of readdirSync(root, { withFileTypes: true })) if (e.isDirectory()) ageDirs(join(root, e.name), t);
  utimesSync(root, t, t);
}

describe('walkRepo outside git, with the listings of unchanged directories kept (dir-listing-cache.ts)', () => {
  it('gives a fresh walk\'s answer after entries are added, removed, renamed, and an ignore file changes', () => {
    const root = tree({ 'a.py': '', 'pkg/b.py': '', 'pkg/deep/c.py': '', 'sub/.gitignore': 'gen/\n', 'sub/gen/x.py': '', 'sub/d.py': '' });
    const store = join(process.env.XDG_CACHE_HOME!, 'context-kernel', 'dir-listing');
    const fresh = () => { rmSync(store, { recursive: true, force: true }); return walkRepo(root); };
    ageDirs(root);
    const first = walkRepo(root);
    expect(first.paths).toEqual(['a.py', 'pkg/b.py', 'pkg/deep/c.py', 'sub/.gitignore', 'sub/d.py']);
    expect(existsSync(store)).toBe(true);
    expect(walkRepo(root)).toEqual(first); // every listing from the store
    // What the store trusts: an entry added behind a directory's mtime set back is not seen (no filesystem does this
    // by itself: adding an entry sets the directory's mtime to now).
    writeFileSync(join(root, 'pkg/deep/hidden.py'), '');
    ageDirs(root);
    expect(walkRepo(root).paths).not.toContain('pkg/deep/hidden.py');
    rmSync(join(root, 'pkg/deep/hidden.py'));
    ageDirs(root);
    writeFileSync(join(root, 'pkg/deep/new.py'), ''); // pkg/deep's mtime changes; the others' listings are kept
    rmSync(join(root, 'pkg/b.py'));
    mkdirSync(join(root, 'pkg/added'));
    writeFileSync(join(root, 'pkg/added/e.py'), '');
    const second = walkRepo(root);
    expect(second.paths).toEqual(['a.py', 'pkg/added/e.py', 'pkg/deep/c.py', 'pkg/deep/new.py', 'sub/.gitignore', 'sub/d.py']);
    expect(second).toEqual(fresh());
    // An ignore file edited in place changes no directory's mtime: it is read again all the same.
    writeFileSync(join(root, 'sub/.gitignore'), 'd.py\n');
    ageDirs(root);
    const third = walkRepo(root);
    expect(third.paths).toEqual(['a.py', 'pkg/added/e.py', 'pkg/deep/c.py', 'pkg/deep/new.py', 'sub/.gitignore', 'sub/gen/x.py']);
    expect(third).toEqual(fresh());
  });

  it('hands onPaths its paths as it lists them, in order, all of them', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 9000; i++) files[`d${String(i % 90).padStart(2, "0")}/f${String(i).padStart(5, '0')}.py`] = '';
    const root = tree(files);
    const calls: string[][] = [];
    const w = walkRepo(root, { onPaths: (p) => calls.push(p) });
    expect(calls.map((c) => c.length)).toEqual([8200, 800]); // at the end of the folder past 8192 paths, then the rest
    expect(calls.flat()).toEqual(w.paths);
    expect(w.paths.length).toBe(9000);
  });

  it('does not rewrite the store when the only directories read again changed just now (racy: not kept anyway)', () => {
    const root = tree({ 'a.py': '', 'pkg/b.py': '', 'pkg/deep/c.py': '' });
    const store = join(process.env.XDG_CACHE_HOME!, 'context-kernel', 'dir-listing');
    ageDirs(root);
    walkRepo(root);
    const entry = () => readdirSync(store).map((n) => statSync(join(store, n)).ino).sort().join();
    const before = entry();
    writeFileSync(join(root, 'pkg/deep/new.py'), ''); // pkg/deep changed now: read again, not kept
    expect(walkRepo(root).paths).toEqual(['a.py', 'pkg/b.py', 'pkg/deep/c.py', 'pkg/deep/new.py']);
    expect(entry()).toBe(before); // not written again (the atomic write would give the entry a new inode)
    expect(walkRepo(root).paths).toEqual(['a.py', 'pkg/b.py', 'pkg/deep/c.py', 'pkg/deep/new.py']); // still read again
    // No longer racy: read again and kept. (Its mtime set back to the stored one instead would be trusted, as the first
    // test shows for any directory: the store trusts an mtime no filesystem sets back by itself.)
    ageDirs(root, 1_700_000_100);
    expect(walkRepo(root).paths).toEqual(['a.py', 'pkg/b.py', 'pkg/deep/c.py', 'pkg/deep/new.py']);
    expect(entry()).not.toBe(before);
    rmSync(join(root, 'pkg/deep'), { recursive: true }); // a stored directory gone: written again
    ageDirs(root, 1_700_000_200);
    const after = entry();
    expect(walkRepo(root).paths).toEqual(['a.py', 'pkg/b.py']);
    expect(entry()).not.toBe(after);
  });
});

describe('walkRepo outside git', () => {
  let root: string;
  beforeAll(() => {
    root = tree({
      'a.py': 'import b\n',
      'b.py': '',
      '.gitignore': 'ignored.py\nlogs/\n',
      'ignored.py': '',
      'logs/x.py': '',
      'sub/.gitignore': '*.gen.ts\n',
      'sub/keep.ts': '',
      'sub/skip.gen.ts': '',
      'node_modules/pkg/index.js': '',
      'build/out.js': '',
      '__pycache__/a.cpython-311.pyc': '',
      'x.egg-info/PKG-INFO': '',
    });
  });

  it('honours nested .gitignore files and default exclusions', () => {
    const w = walkRepo(root);
    expect(w.mode).toBe('fs');
    expect(w.paths).toEqual(['.gitignore', 'a.py', 'b.py', 'sub/.gitignore', 'sub/keep.ts']);
    expect(w.ignored).toBe(7);
  });

  it('lets the caller re-include default-excluded directories and add excludes', () => {
    expect(walkRepo(root, { include: ['build'] }).paths).toContain('build/out.js');
    expect(walkRepo(root, { include: ['*'] }).paths).toContain('node_modules/pkg/index.js');
    expect(walkRepo(root, { exclude: ['b.py', 'sub/'] }).paths).toEqual(['.gitignore', 'a.py']);
  });
});

describe('walkRepo inside a git work tree', () => {
  it('lists tracked and untracked-but-not-ignored files (git ls-files -co --exclude-standard)', () => {
    const root = tree({ 'tracked.py': 'x = 1\n', '.gitignore': 'secret.py\n', 'secret.py': '', 'new.py': '', 'dist/bundle.js': '' });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (git('init', '-q').status !== 0) return; // git missing: covered by the fs tests
    git('add', 'tracked.py', '.gitignore');
    const w = walkRepo(root);
    expect(w.mode).toBe('git');
    expect(w.paths).toEqual(['.gitignore', 'new.py', 'tracked.py']);
  });

  it('walkRepoAsync (what the index runs while it loads its cache) gives walkRepo\'s answer, in and outside git', async () => {
    const root = tree({ 'tracked.py': 'x = 1\n', '.gitignore': 'secret.py\n', 'secret.py': '', 'new.py': '', 'node_modules/p/i.js': '' });
    expect(await walkRepoAsync(root, { exclude: ['new.py'] })).toEqual(walkRepo(root, { exclude: ['new.py'] })); // no git yet
    const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (git('init', '-q').status !== 0) return; // git missing: covered above
    git('add', 'tracked.py');
    const w = await walkRepoAsync(root);
    expect(w).toEqual(walkRepo(root));
    expect(w.mode).toBe('git');
    expect(w.paths).toEqual(['.gitignore', 'new.py', 'tracked.py']);
  });
});

describe('skipped files are counted, never fatal', () => {
  it('counts binary, too-large, unreadable files and symlink loops', async () => {
    const root = tree({
      'ok.py': 'import os\n',
      'blob.py': Buffer.from([0x69, 0x6d, 0x00, 0x70]),
      'image.png': 'not really',
      'big.py': 'x = 1\n'.repeat(2000),
      'loop/inner.py': '',
    });
    symlinkSync('.', join(root, 'loop', 'self'));
    symlinkSync(join(root, 'l1'), join(root, 'l2'));
    symlinkSync(join(root, 'l2'), join(root, 'l1'));
    mkdirSync(join(root, 'locked'));
    writeFileSync(join(root, 'locked', 'hidden.py'), '');
    chmodSync(join(root, 'locked'), 0o000);
    const index = await buildIndex(root, { noCache: true, maxFileBytes: 4096 });
    chmodSync(join(root, 'locked'), 0o755);
    expect(index.files.map((f) => f.path)).toEqual(
      process.getuid?.() === 0 ? ['locked/hidden.py', 'loop/inner.py', 'ok.py'] : ['loop/inner.py', 'ok.py'],
    );
    expect(index.skipped.binary).toBe(2);
    expect(index.skipped.tooLarge).toBe(1);
    expect(index.skipped.symlinkLoop).toBeGreaterThanOrEqual(2);
    // Root reads through chmod 000, so EACCES cannot be provoked; as a normal user the directory is counted.
    if (process.getuid?.() !== 0) expect(index.skipped.unreadable).toBeGreaterThanOrEqual(1);
  });
});

describe('links, a FIFO, loops and skipped files, in-thread and on the pool', () => {
  /** A tree with every kind of entry a stat pass sorts out: links, a FIFO, a loop, binaries, a file too large. */
  function mixedTree(): string {
    const root = tree({
      'a.py': 'import b\nfrom pkg import mod\n',
      'b.py': 'def f():\n    return 1\n',
      'pkg/__init__.py': '',
      'pkg/mod.py': 'import a\n',
      'web/x.ts': "import { y } from './y';\n",
      'web/y.ts': 'export const y = 1;\n',
      'notes.txt': 'plain text\n',
      'blob.py': Buffer.from([0x69, 0x6d, 0x00, 0x70]),
      'image.png': 'not really',
      'big.py': 'x = 1\n'.repeat(2000),
    });
    symlinkSync(join(root, 'pkg'), join(root, 'dirlink'));
    symlinkSync(join(root, 'missing.py'), join(root, 'dangling.py'));
    symlinkSync(join(root, 'b.py'), join(root, 'alias.py'));
    symlinkSync(join(root, 'l1.py'), join(root, 'l2.py'));
    symlinkSync(join(root, 'l2.py'), join(root, 'l1.py'));
    spawnSync('mkfifo', [join(root, 'pipe.py')]); // a FIFO must be skipped, not waited on (absent mkfifo: no FIFO)
    return root;
  }
  const summary = (index: Awaited<ReturnType<typeof buildIndex>>) => ({
    files: index.files.map((f) => [f.path, f.lang, f.size, f.mtimeMs, f.hash, f.tokens, f.defs, f.dynamic, f.external]),
    edges: Array.from(index.edgeFrom, (from, k) => [from, index.edgeTo[k], index.edgeLine[k], index.edgeKind[k]]),
    unresolved: index.unresolved,
    skipped: index.skipped,
  });

  it('gives the same files, sizes, mtimes and skips in-thread and on the pool', async () => {
    const root = mixedTree();
    const inThread = await buildIndex(root, { noCache: true, maxFileBytes: 4096 });
    const pooled = await buildIndex(root, { noCache: true, maxFileBytes: 4096, workers: 'always' });
    expect(pooled.stats.lexedOn).toBe('pool');
    expect(summary(inThread)).toEqual(summary(pooled));
    // The dangling link, the loop, the FIFO and the directory link itself are no files to index.
    expect(inThread.files.map((f) => f.path)).toEqual(['a.py', 'alias.py', 'b.py', 'dirlink/__init__.py', 'dirlink/mod.py', 'notes.txt', 'pkg/__init__.py', 'pkg/mod.py', 'web/x.ts', 'web/y.ts']);
    expect(inThread.files.find((f) => f.path === 'b.py')).toMatchObject({ size: statSync(join(root, 'b.py')).size, mtimeMs: statSync(join(root, 'b.py')).mtimeMs });
    expect(inThread.skipped).toMatchObject({ binary: 2, tooLarge: 1 });
    expect(inThread.skipped.symlinkLoop).toBeGreaterThanOrEqual(2);
  });

  it('leaves a cache the next run takes whole, and saves nothing again', async () => {
    const root = mixedTree();
    const cold = await buildIndex(root, { maxFileBytes: 4096 });
    expect(cold.stats.cache).toBe('miss');
    const dir = join(process.env.XDG_CACHE_HOME!, 'context-kernel', 'index');
    const cacheFiles = () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => [d.name, statSync(join(d.parentPath ?? d.path, d.name)).mtimeMs]);
    const before = cacheFiles();
    const warm = await buildIndex(root, { maxFileBytes: 4096 });
    expect(warm.stats.cache).toBe('hit');
    expect(warm.stats.relexed).toBe(0);
    expect(summary(warm)).toEqual(summary(cold));
    expect(cacheFiles()).toEqual(before);
  });
});
