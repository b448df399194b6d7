import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { cacheFileName, readCacheFile, writeCacheFile } from '../../src/runtime/code-cache.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

// One fixed script (V8 flags and process.execArgv are part of the cache key): parameters come through the environment.
const SCRIPT = `
  import { createRequire } from 'node:module';
  import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(join(DIST, 'runtime', 'code-cache.js')).href)};
  import { enableBaselineTiers, withBaselineTiers, BASELINE_MIN_CHARS } from ${JSON.stringify(pathToFileURL(join(DIST, 'runtime', 'tiering.js')).href)};
  const { CC_FILE, CC_DIR, CC_TAG, CC_TIERS } = process.env;
  const status = runWithCodeCache(CC_FILE, { tag: CC_TAG, dir: CC_DIR, require: createRequire(CC_FILE) });
  if (CC_TIERS === '1') { enableBaselineTiers(); withBaselineTiers(BASELINE_MIN_CHARS, () => globalThis.work?.()); }
  console.log('status ' + status);
`;

/** Runs `file` through runWithCodeCache (the built module) in a child process; returns its status and output. */
function runCached(file: string, dir: string, opts: { tag?: string; tiers?: boolean } = {}): { status: string; out: string[]; stdout: string; stderr: string; code: number | null } {
  const env = { ...process.env, NODE_OPTIONS: '', CC_FILE: file, CC_DIR: dir, CC_TAG: opts.tag ?? 'post-tool-use', CC_TIERS: opts.tiers ? '1' : '0' };
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { encoding: 'utf8', env });
  const lines = r.stdout.trim().split('\n');
  const last = lines.at(-1) ?? '';
  return { status: last.startsWith('status ') ? last.slice(7) : '', out: last.startsWith('status ') ? lines.slice(0, -1) : lines, stdout: r.stdout, stderr: r.stderr, code: r.status };
}

function program(body = ''): string {
  // A CommonJS file that uses its wrapper arguments and defines work done lazily (compiled after start).
  return `const path = require('node:path');
globalThis.work = () => { let s = 0; for (let i = 0; i < 1e5; i++) s += i % 7; return s; };
console.log('ran ' + path.basename(__filename) + ' ' + typeof module.exports + ' ' + globalThis.work());${body}
`;
}

describe('code cache', () => {
  it('compiles from source once, then runs from the cache with the same behaviour', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'prog.cjs');
    writeFileSync(file, program());
    const first = runCached(file, join(dir, 'cache'));
    expect(first.code, first.stderr).toBe(0);
    expect(first.status).toBe('miss');
    expect(readdirSync(join(dir, 'cache')).filter((f) => f.endsWith('.v8'))).toHaveLength(1);
    const second = runCached(file, join(dir, 'cache'));
    expect(second.status).toBe('hit');
    expect(second.out).toEqual(first.out);
    expect(second.out).toEqual(['ran prog.cjs object 299995']);
  });

  it('a changed source (same length) or another tag never reads the old cache; older caches of the file are removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'prog.cjs');
    writeFileSync(file, program(`\nconsole.log('A');`));
    runCached(file, join(dir, 'cache'));
    writeFileSync(file, program(`\nconsole.log('B');`));
    const changed = runCached(file, join(dir, 'cache'));
    expect(changed.status).toBe('miss');
    expect(changed.out).toContain('B');
    expect(readdirSync(join(dir, 'cache')).filter((f) => f.startsWith('prog.cjs-post-tool-use-'))).toHaveLength(1);
    // Another runtime (other flags) keeps its own cache: neither removes the other's.
    const flagged = spawnSync(process.execPath, ['--stack-size=2000', '--input-type=module', '-e', SCRIPT], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', CC_FILE: file, CC_DIR: join(dir, 'cache'), CC_TAG: 'post-tool-use', CC_TIERS: '0' } });
    expect(flagged.stdout).toContain('status miss');
    expect(readdirSync(join(dir, 'cache')).filter((f) => f.startsWith('prog.cjs-post-tool-use-'))).toHaveLength(2);
    expect(runCached(file, join(dir, 'cache')).status).toBe('hit');
    expect(runCached(file, join(dir, 'cache'), { tag: 'pre-tool-use' }).status).toBe('miss');
    expect(runCached(file, join(dir, 'cache'), { tag: 'pre-tool-use' }).status).toBe('hit');
  });

  it('a corrupt or truncated cache file is ignored (checksum), then rewritten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'prog.cjs');
    writeFileSync(file, program());
    runCached(file, join(dir, 'cache'));
    const cacheFile = join(dir, 'cache', readdirSync(join(dir, 'cache')).find((f) => f.endsWith('.v8'))!);
    const body = readFileSync(cacheFile);
    body[body.length >> 1] ^= 0xff;
    writeFileSync(cacheFile, body);
    expect(readCacheFile(cacheFile)).toBeUndefined();
    const corrupt = runCached(file, join(dir, 'cache'));
    expect(corrupt.status).toBe('miss');
    expect(corrupt.out).toEqual(['ran prog.cjs object 299995']);
    expect(runCached(file, join(dir, 'cache')).status).toBe('hit');
    writeFileSync(cacheFile, body.subarray(0, 10));
    expect(runCached(file, join(dir, 'cache')).status).toBe('miss');
  });

  it('a cache written by a process that switched tiers around its work is still accepted by the next one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'prog.cjs');
    writeFileSync(file, program());
    expect(runCached(file, join(dir, 'cache'), { tiers: true }).status).toBe('miss');
    expect(runCached(file, join(dir, 'cache'), { tiers: true }).status).toBe('hit');
    expect(runCached(file, join(dir, 'cache')).status).toBe('hit');
  });

  it('an unusable cache directory costs the cache, never the run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'prog.cjs');
    writeFileSync(file, program());
    writeFileSync(join(dir, 'not-a-dir'), 'x');
    const r = runCached(file, join(dir, 'not-a-dir'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.out).toEqual(['ran prog.cjs object 299995']);
  });

  it('an error thrown by the file propagates once (the file is not run a second time by the fallback)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const file = join(dir, 'boom.cjs');
    writeFileSync(file, `console.log('start'); throw new Error('boom');\n`);
    const r = runCached(file, join(dir, 'cache'));
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('boom');
    expect(r.stdout).toBe('start\n');
  });

  it('cache names carry the tag and a key over source and runtime; the file format round-trips', () => {
    const a = cacheFileName('/x/hook.core.cjs', 'post-tool-use', Buffer.from('abc'));
    expect(a).toMatch(/^hook\.core\.cjs-post-tool-use-[0-9a-f]{8}-[0-9a-f]{16}\.v8$/);
    expect(cacheFileName('/x/hook.core.cjs', 'post-tool-use', Buffer.from('abd'))).not.toBe(a);
    expect(cacheFileName('/x/hook.core.cjs', '../evil', Buffer.from('abc'))).toMatch(/^hook\.core\.cjs-___evil-/);
    const dir = mkdtempSync(join(tmpdir(), 'ck-cc-'));
    const path = join(dir, 'f-x-1.v8');
    writeFileSync(join(dir, 'f-x-0.v8'), 'old');
    writeCacheFile(path, Buffer.from('payload'), 'f-x-');
    expect(readCacheFile(path)?.toString()).toBe('payload');
    expect(existsSync(join(dir, 'f-x-0.v8'))).toBe(false);
    expect(readCacheFile(join(dir, 'absent.v8'))).toBeUndefined();
  });

  it('the CLI runs its command bundles through the cache: ck index writes one, the next run gives the same output', () => {
    const env = isolatedEnv();
    const repo = fileURLToPath(new URL('../fixtures/repos/pyproj', import.meta.url));
    const first = runCli(['index', repo, '--json'], { env });
    expect(first.code, first.stderr).toBe(0);
    const dir = join(env.XDG_STATE_HOME!, 'context-kernel', 'code-cache');
    const files = readdirSync(dir).filter((f) => f.startsWith('index.bundle.cjs-index-'));
    expect(files).toHaveLength(1);
    const second = runCli(['index', repo, '--json'], { env });
    const strip = (o: string) => ({ ...JSON.parse(o), timingMs: 0, cache: 0, relexed: 0 });
    expect(strip(second.stdout)).toEqual(strip(first.stdout));
    expect(readdirSync(dir).filter((f) => f.startsWith('index.bundle.cjs-index-'))).toEqual(files);
    // A path that loads a package at run time (piscina, for --workers always) works from the cache too: in Node 20
    // code deserialized from cached data cannot import(), so bundles must require() what they load.
    for (let i = 0; i < 2; i++) {
      const pool = runCli(['index', repo, '--json', '--no-cache', '--workers', 'always'], { env });
      expect(pool.code, pool.stderr).toBe(0);
      expect(pool.stderr).toBe('');
      expect(JSON.parse(pool.stdout).lexedOn).toBe('pool');
    }
  });
});
