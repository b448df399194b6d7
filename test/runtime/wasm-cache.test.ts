// The wasm code cache (src/runtime/wasm-cache.ts) through the real contract: `ck index` as a subprocess, the writer
// as the detached process it starts, the cache files it leaves in the state directory.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCli, CLI } from '../helpers/cli.js';
import { NATIVES_V8 } from '../../src/runtime/v8-natives.js';
import { WASM_CACHE_MIN_INPUT } from '../../src/runtime/wasm-cache.js';

const supported = NATIVES_V8.test(process.versions.v8);
if (!supported) console.warn(`wasm code cache tests skipped: V8 ${process.versions.v8} is not one the cache is enabled on`);

/** Returns a repository of Python modules importing each other, `kb` KiB or more in all. */
function pythonRepo(kb: number): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-wc-repo-'));
  mkdirSync(join(root, 'pkg'));
  writeFileSync(join(root, 'pkg', '__init__.py'), '');
  const body = Array.from({ length: 400 }, (_, i) => `def f${i}(x):\n    """Doc ${i}."""\n    return x + ${i}  # ${'c'.repeat(20)}\n`).join('');
  const files = Math.ceil((kb * 1024) / body.length);
  for (let i = 0; i < files; i++) writeFileSync(join(root, 'pkg', `m${i}.py`), `import os\nfrom . import m${(i + 1) % files}\n${body}`);
  return root;
}

/** A state and cache home for one scenario (the state persists across its runs, the index cache never does). */
function home() {
  const dir = mkdtempSync(join(tmpdir(), 'ck-wc-'));
  let run = 0;
  const state = join(dir, 'state');
  return {
    codeCache: join(state, 'context-kernel', 'code-cache'),
    env: (extra: Record<string, string> = {}) => ({ ...process.env, NODE_OPTIONS: '', XDG_STATE_HOME: state, XDG_CACHE_HOME: join(dir, `cache${run++}`), ...extra }),
  };
}

function files(dir: string, suffix: string, kernel = 'pylex'): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`${kernel}.wasm-native-`) && f.endsWith(suffix)) : [];
}

/** Waits (up to 30 s) for the writer to leave `pylex`'s cache file and remove its marker. */
async function writerDone(dir: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const done = files(dir, '.v8');
    if (done.length === 1 && files(dir, '.pending').length === 0) return join(dir, done[0]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no wasm cache file in ${dir}: ${existsSync(dir) ? readdirSync(dir).join(', ') : 'no directory'}`);
}

function index(repo: string, env: NodeJS.ProcessEnv) {
  const r = runCli(['index', repo, '--json'], { env });
  expect(r.code, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout);
  delete out.timingMs;
  return { out, stderr: r.stderr };
}

describe.skipIf(!supported)('wasm code cache', () => {
  const big = pythonRepo(Math.ceil((WASM_CACHE_MIN_INPUT * 1.2) / 1024));

  it('a run that lexed enough leaves a writer behind; the next run starts from its code, with the same index', async () => {
    const h = home();
    const first = index(big, h.env({ CK_DEBUG: '1' }));
    expect(first.stderr).toContain('ck: wasm code cache: pylex miss');
    const cacheFile = await writerDone(h.codeCache);
    const jsCache = readdirSync(h.codeCache).find((f) => f.startsWith('index.bundle.cjs-'))!;
    const jsCacheTime = statSync(join(h.codeCache, jsCache)).mtimeMs;

    const second = index(big, h.env({ CK_DEBUG: '1' }));
    expect(second.stderr).toContain('ck: wasm code cache: pylex hit');
    expect(second.out).toEqual(first.out);
    expect(files(h.codeCache, '.pending')).toEqual([]); // a hit starts no writer
    // Reading the cache switches a V8 flag and back: the JavaScript code cache still matched (it was not rewritten).
    expect(statSync(join(h.codeCache, jsCache)).mtimeMs).toBe(jsCacheTime);

    // A corrupt file fails its checksum: the kernel is compiled, the index is the same, and a writer replaces the file.
    const bytes = readFileSync(cacheFile);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(cacheFile, bytes);
    const third = index(big, h.env({ CK_DEBUG: '1' }));
    expect(third.stderr).toContain('ck: wasm code cache: pylex miss');
    expect(third.out).toEqual(first.out);
    await writerDone(h.codeCache);
    expect(readFileSync(cacheFile).equals(bytes)).toBe(false);
    expect(index(big, h.env({ CK_DEBUG: '1' })).stderr).toContain('ck: wasm code cache: pylex hit');
  }, 120_000);

  it('a short run starts no writer', () => {
    const h = home();
    const small = pythonRepo(64);
    const r = index(small, h.env({ CK_DEBUG: '1' }));
    expect(r.stderr).toContain('ck: wasm code cache: pylex miss');
    // The writer's markers are written before the process exits: none means none was started.
    expect(files(h.codeCache, '.pending')).toEqual([]);
    expect(files(h.codeCache, '.v8')).toEqual([]);
  });

  it('a marker left by a failed writer stops further writers for that kernel build', async () => {
    const h = home();
    index(big, h.env());
    const cacheFile = await writerDone(h.codeCache);
    renameSync(cacheFile, cacheFile.replace(/\.v8$/, '.pending')); // as if the writer had died before writing
    const again = index(big, h.env({ CK_DEBUG: '1' }));
    expect(again.stderr).toContain('ck: wasm code cache: pylex miss');
    await new Promise((r) => setTimeout(r, 1500));
    expect(files(h.codeCache, '.v8')).toEqual([]);
  }, 60_000);

  it('an unusable state directory changes nothing: same index, nothing on stderr, exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-wc-'));
    writeFileSync(join(dir, 'state'), 'a file where the state directory should be');
    const env = { ...process.env, NODE_OPTIONS: '', XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache') };
    const r = index(big, env);
    expect(r.stderr).toBe('');
    expect(r.out.files).toBeGreaterThan(1);
    expect(r.out.edges).toBeGreaterThan(0);
  });

  it('under flags on the command line (maybe the very flags the writer switches) the cache is off', () => {
    const h = home();
    const r = spawnSync(process.execPath, ['--no-liftoff', CLI, 'index', big, '--json'], { env: h.env({ CK_DEBUG: '1' }), encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('wasm code cache');
    expect(files(h.codeCache, '.pending')).toEqual([]);
  });
});
