// `ck index` as a subprocess with isolated XDG dirs: output, cache miss/hit/partial, corrupt cache, bad input.
import { describe, it, expect } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, appendFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, isolatedEnv } from '../helpers/cli.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/repos/', import.meta.url));

function copyFixture(name: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'ck-index-cli-')), name);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** Returns the JSON stdout of a run, or fails with its exit code and stderr (so a crash is visible). */
function json(res: { code: number; stdout: string; stderr: string }): Record<string, any> {
  try {
    return JSON.parse(res.stdout);
  } catch {
    throw new Error(`ck index exited ${res.code} without JSON; stderr: ${res.stderr}`);
  }
}

function findCacheFile(env: NodeJS.ProcessEnv): string {
  const base = join(env.XDG_CACHE_HOME!, 'context-kernel', 'index');
  const [rootDir] = readdirSync(base).filter((f) => !f.startsWith('.')); // not the store's own dot files
  const [file] = readdirSync(join(base, rootDir)).filter((f) => f.endsWith('.msgpack'));
  return join(base, rootDir, file);
}

describe('ck index', () => {
  it('prints stats as text and JSON; cache goes miss -> hit -> partial', () => {
    const repo = copyFixture('pyproj');
    const env = isolatedEnv();
    const first = runCli(['index', repo, '--json'], { env });
    expect(first.code).toBe(0);
    const a = json(first);
    expect(a.cache).toBe('miss');
    expect(a.byLang.python).toBe(14);
    expect(a.edges).toBeGreaterThan(10);
    expect(a.unresolved).toBe(2);
    expect(a.relexed).toBe(a.files);
    expect(a.lexedOn).toBe('in-thread'); // a fixture this small is not worth a worker

    const second = json(runCli(['index', repo, '--json'], { env }));
    expect(second.cache).toBe('hit');
    expect(second.relexed).toBe(0);
    expect({ ...second, timingMs: 0, cache: 0, relexed: 0 }).toEqual({ ...a, timingMs: 0, cache: 0, relexed: 0 });

    appendFileSync(join(repo, 'app/utils/helpers.py'), 'from app.core import models\n');
    const third = json(runCli(['index', repo, '--json'], { env }));
    expect(third.cache).toBe('partial');
    expect(third.relexed).toBe(1);
    expect(third.edges).toBe(a.edges + 1);

    const text = runCli(['index', repo], { env });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^files\s+14 \(python 14\)/m);
    expect(text.stdout).toMatch(/^cache\s+hit/m);
  });

  it('detects a truncated or corrupt cache, warns and rebuilds', () => {
    const repo = copyFixture('tsproj');
    const env = isolatedEnv();
    expect(runCli(['index', repo], { env }).code).toBe(0);
    const file = findCacheFile(env);
    const size = statSync(file).size;
    writeFileSync(file, Buffer.alloc(Math.floor(size / 2), 7));
    const res = runCli(['index', repo, '--json'], { env });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(/index cache .* is corrupt .*rebuilding/);
    expect(json(res).cache).toBe('miss');
    expect(json(runCli(['index', repo, '--json'], { env })).cache).toBe('hit');
  });

  it('reads the import and defs columns only when needed, and rebuilds when one read then is corrupt', () => {
    const repo = copyFixture('tsproj');
    const env = isolatedEnv();
    const cold = json(runCli(['index', repo, '--json'], { env }));
    const file = findCacheFile(env);
    // The import column is the file's last section (zero padding after it): change its last byte.
    const content = readFileSync(file);
    let last = content.length - 1;
    while (content[last] === 0) last--;
    content[last] ^= 0x20;
    writeFileSync(file, content);
    // Nothing changed: a hit, which never reads the import column (so never sees the damage).
    const hit = runCli(['index', repo, '--json'], { env });
    expect([json(hit).cache, hit.stderr]).toEqual(['hit', '']);
    // A config file changed: every file is resolved again from its cached imports, and the damage is found.
    appendFileSync(join(repo, 'package.json'), '\n');
    const res = runCli(['index', repo, '--json'], { env });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(/index cache .* is corrupt \(section imports: checksum mismatch\).*rebuilding/);
    const { timingMs: _a, cache, relexed: _b, bytes, warnings, ...rest } = json(res);
    expect([cache, bytes, warnings]).toEqual(['miss', cold.bytes + 1, [expect.stringMatching(/imports: checksum mismatch\); rebuilding$/)]]);
    const { timingMs: _c, cache: _d, relexed: _e, bytes: _f, warnings: _g, ...before } = cold;
    expect(rest).toEqual(before);
    expect(json(runCli(['index', repo, '--json'], { env })).cache).toBe('hit');
  });

  it('indexes with an unwritable cache location: warns once, exits 0, leaves no temp file, rebuilds next time', () => {
    const repo = copyFixture('pyproj');
    const env = isolatedEnv();
    mkdirSync(env.XDG_CACHE_HOME!, { recursive: true });
    writeFileSync(join(env.XDG_CACHE_HOME!, 'context-kernel'), 'a file where the cache directory would go');
    const res = runCli(['index', repo, '--json'], { env });
    expect(res.code).toBe(0);
    expect(json(res).files).toBeGreaterThan(0);
    expect(res.stderr).toMatch(/cannot write index cache .*continuing without it/);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(env.XDG_CACHE_HOME!)).toEqual(['context-kernel']);
    expect(json(runCli(['index', repo, '--json'], { env })).cache).toBe('miss');
  });

  it('--no-cache rebuilds; --exclude and --include-default-excluded change the file set', () => {
    const repo = copyFixture('tsproj');
    const env = isolatedEnv();
    writeFileSync(join(repo, 'package.json'), '{ "name": "tsproj", "imports": { "#internal/*": "./src/internal/*.ts" } }');
    cpSync(join(repo, 'src'), join(repo, 'dist'), { recursive: true });
    const base = json(runCli(['index', repo, '--json'], { env }));
    expect(json(runCli(['index', repo, '--json', '--no-cache'], { env })).cache).toBe('miss');
    const excl = json(runCli(['index', repo, '--json', '--exclude', 'libs/'], { env }));
    expect(excl.files).toBe(base.files - 1);
    const incl = json(runCli(['index', repo, '--json', '--include-default-excluded'], { env }));
    expect(incl.files).toBeGreaterThan(base.files);
  });

  it('rejects a missing repository and bad flags with one line and exit 2', () => {
    const env = isolatedEnv();
    const missing = runCli(['index', '/nonexistent/repo'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toMatch(/no such directory/);
    expect(runCli(['index'], { env }).code).toBe(2);
    expect(runCli(['index', '.', '--workers', 'many'], { env }).code).toBe(2);
    expect(runCli(['index', '--help'], { env }).stdout).toMatch(/^usage: ck index REPO/);
  });
});
