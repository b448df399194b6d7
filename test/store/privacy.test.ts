// What ck keeps on disk is its user's tool output and code (issue 44): every folder under the state and cache roots is
// 0700 and every file 0600 whatever the umask, an older install's looser tree is tightened on first use, a store folder
// another user controls is refused (the CLI says so in one line, a hook fails open), content expires after its
// lifetime, and `ck state` lists and clears every store. All through the CLI and the hooks as subprocesses.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI } from '../helpers/cli.js';
import { fixture, noisyLog } from '../hooks/helpers.js';

const PYPROJ = fileURLToPath(new URL('../fixtures/repos/pyproj/', import.meta.url));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Returns a fresh user environment: XDG state and cache roots in a new folder, hooks in-process. */
function userEnv(extra: Record<string, string> = {}): { dir: string; env: NodeJS.ProcessEnv; state: string; cache: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ck-privacy-'));
  const env = { ...process.env, XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER: '0', ...extra };
  return { dir, env, state: join(dir, 'state', 'context-kernel'), cache: join(dir, 'cache', 'context-kernel') };
}

/** Runs `ck ...args` under `umask` (octal text) and returns its status and output. */
function ck(args: string[], env: NodeJS.ProcessEnv, umask: string, input?: string, cwd?: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync('/bin/sh', ['-c', `umask ${umask}; exec "$@"`, 'sh', process.execPath, CLI, ...args], { env, input, cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Returns every path under `root` (itself included) whose mode lets group or other read, write or enter it. */
function notPrivate(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) out.push(`${p} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  if (existsSync(root)) walk(root);
  return out;
}

/** Returns nothing; runs a session's worth of commands and hook calls (normalize, recall, slice, charter, compaction). */
function session(env: NodeJS.ProcessEnv, dir: string, umask: string): void {
  const repo = join(dir, 'pyproj');
  cpSync(PYPROJ, repo, { recursive: true });
  mkdirSync(join(repo, '.git'), { recursive: true });
  const transcript = join(dir, 'transcript.jsonl');
  writeFileSync(transcript, '');
  const norm = ck(['normalize', '--tool', 'bash'], env, umask, noisyLog());
  expect(norm.code, norm.stderr).toBe(0);
  const key = /ck recall ([0-9a-f]+)/.exec(norm.stdout)![1]!;
  expect(ck(['recall', key, '--lines', '1-3'], env, umask).code).toBe(0);
  const slice = ck(['slice', repo, '--symptom', 'Traceback (most recent call last):\n  File "app/core/engine.py", line 19, in run\nValueError: bad', '--format', 'json'], env, umask);
  expect(slice.code, slice.stderr).toBe(0);
  expect(ck(['charter', 'save', '--repo', repo], env, umask, 'Keep app/core/engine.py:19 as it is.\n').code).toBe(0);
  const base = { cwd: repo, session_id: 'privacy', transcript_path: transcript };
  const hook = (event: string, payload: unknown) => expect(ck(['hook', event], env, umask, JSON.stringify(payload)).code).toBe(0);
  hook('post-tool-use', fixture('bash', { ...base, tool_response: { stdout: noisyLog() } }));
  hook('user-prompt-submit', fixture('user-prompt-submit', { ...base, prompt: 'Traceback (most recent call last):\n  File "app/core/engine.py", line 19, in run\nValueError: bad value\n' }));
  hook('pre-compact', fixture('pre-compact', base));
  hook('session-start', fixture('session-start', { ...base, source: 'compact' }));
}

describe('private by default', () => {
  for (const umask of ['022', '000']) {
    it(`under umask ${umask}, nothing under the state or cache roots is open to group or other`, { timeout: 180_000 }, () => {
      const { dir, env, state, cache } = userEnv({ CK_PROMPT_SLICE_MIN_FILES: '1', CK_PROMPT_SLICE_MS: '60000' });
      session(env, dir, umask);
      expect(readdirSync(state)).toEqual(expect.arrayContaining(['spill', 'sessions', 'charter', 'snapshots', 'logs', 'savings.jsonl']));
      expect(readdirSync(cache)).toEqual(expect.arrayContaining(['index', 'slices']));
      expect(notPrivate(state)).toEqual([]);
      expect(notPrivate(cache)).toEqual([]);
      // The folders ck made above its roots are owner-only too (the XDG defaults ~/.local/state and ~/.cache).
      expect(lstatSync(join(dir, 'state')).mode & 0o077).toBe(0);
      // And `ck state` agrees.
      const listed = JSON.parse(ck(['state', '--json'], env, umask).stdout) as { stores: { name: string; notPrivate: number; exists: boolean }[] };
      expect(listed.stores.filter((s) => s.notPrivate > 0)).toEqual([]);
    });
  }

  it('an older install (0755 folders, 0644 files) is tightened on first use', { timeout: 60_000 }, () => {
    const { env, state, cache } = userEnv();
    for (const d of [join(state, 'spill'), join(state, 'logs'), join(cache, 'index', 'abc')]) mkdirSync(d, { recursive: true, mode: 0o755 });
    writeFileSync(join(state, 'spill', '0123456789ab.txt'), 'an old output\n', { mode: 0o644 });
    writeFileSync(join(state, 'logs', 'hook.log'), 'old line\n', { mode: 0o644 });
    writeFileSync(join(cache, 'index', 'abc', 'index-x.msgpack'), 'x', { mode: 0o644 });
    for (const d of [state, cache, join(state, 'spill'), join(state, 'logs'), join(cache, 'index'), join(cache, 'index', 'abc')]) chmodSync(d, 0o755);
    expect(notPrivate(state).length).toBeGreaterThan(0);
    expect(ck(['normalize', '--tool', 'bash'], env, '022', noisyLog()).code).toBe(0);
    expect(ck(['index', fileURLToPath(new URL('../fixtures/repos/pyproj/', import.meta.url))], env, '022').code).toBe(0);
    expect(notPrivate(state)).toEqual([]);
    expect(notPrivate(cache)).toEqual([]);
    expect(readFileSync(join(state, 'spill', '0123456789ab.txt'), 'utf8')).toBe('an old output\n'); // tightened, not lost
  });

  it.skipIf(!isRoot)('a store folder that is a symlink to another user\'s folder is refused: one line from the CLI, the hook fails open', { timeout: 60_000 }, () => {
    const { dir, env, state } = userEnv();
    const theirs = join(dir, 'theirs');
    mkdirSync(theirs, { mode: 0o777 });
    chownSync(theirs, 65534, 65534);
    mkdirSync(state, { recursive: true });
    symlinkSync(theirs, join(state, 'spill'));
    const r = ck(['normalize', '--tool', 'bash'], env, '022', noisyLog());
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^ck normalize: refusing to keep data in .*spill: a symlink to a folder owned by uid 65534/);
    expect(readdirSync(theirs)).toEqual([]);
    // The hook passes the output through unchanged, exits 0, and says why in its log.
    const h = ck(['hook', 'post-tool-use'], env, '022', JSON.stringify(fixture('bash', { session_id: 'refused', transcript_path: join(dir, 't.jsonl'), tool_response: { stdout: noisyLog() } })));
    expect(h.code).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({});
    expect(readFileSync(join(state, 'logs', 'hook.log'), 'utf8')).toMatch(/refusing to keep data in .*spill/);
    expect(readdirSync(theirs)).toEqual([]);
  });

  it.skipIf(!isRoot)('a state root owned by another user is refused too', { timeout: 60_000 }, () => {
    const { env, state } = userEnv();
    mkdirSync(state, { recursive: true, mode: 0o700 });
    chownSync(state, 65534, 65534);
    const r = ck(['normalize', '--tool', 'bash'], env, '022', noisyLog());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^ck normalize: refusing to keep data in .*context-kernel: a folder owned by uid 65534/);
  });

  it('content untouched for longer than its lifetime is gone after the next write; caches keep theirs', { timeout: 60_000 }, () => {
    const { env, state, cache } = userEnv();
    // What an older version left behind: a spill entry and a re-read namespace from last week, a cache entry as old.
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const plant = (file: string): void => {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, 'an output from last week\n');
      utimesSync(file, old, old);
    };
    const aged = join(state, 'spill', 'aaaaaaaaaaaa.txt');
    const fresh = join(state, 'spill', 'bbbbbbbbbbbb.txt');
    plant(aged);
    writeFileSync(fresh, 'an output from this morning\n');
    plant(join(state, 'delta', 'oldsession', 'f.txt'));
    utimesSync(join(state, 'delta', 'oldsession'), old, old);
    const cached = join(cache, 'slices', 'old.json');
    plant(cached);
    // A temp file a killed `ck normalize` left mid-spill (a dot name, which the sweep otherwise skips), and one a
    // running process is writing now.
    const deadTemp = join(state, 'spill', '.stream.4242.abc.0.raw.tmp');
    plant(deadTemp);
    utimesSync(deadTemp, new Date(Date.now() - 7 * 3600 * 1000), new Date(Date.now() - 7 * 3600 * 1000));
    const liveTemp = join(state, 'spill', '.stream.4243.abd.0.raw.tmp');
    writeFileSync(liveTemp, 'being written\n');
    expect(ck(['normalize', '--tool', 'bash'], env, '022', noisyLog(1000)).code).toBe(0);
    expect(existsSync(aged)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(deadTemp)).toBe(false);
    expect(existsSync(liveTemp)).toBe(true);
    // The delta store expires at its own next write (a re-read); its old namespace is still there until then.
    expect(existsSync(join(state, 'delta', 'oldsession'))).toBe(true);
    // A lifetime changed in the environment applies at the next write: everything but the new entry is older than it.
    const recent = new Date(Date.now() - 60_000);
    utimesSync(fresh, recent, recent);
    const short = { ...env, CK_CONTENT_MAX_AGE_DAYS: '0.0001' }; // ~9 s
    expect(ck(['normalize', '--tool', 'bash'], short, '022', noisyLog(1400)).code).toBe(0);
    expect(existsSync(fresh)).toBe(false);
    const left = readdirSync(join(state, 'spill')).filter((n) => !n.startsWith('.'));
    expect(left.length).toBeGreaterThan(0);
    for (const n of left) expect(lstatSync(join(state, 'spill', n)).mtimeMs).toBeGreaterThan(recent.getTime());
    // A cache entry of 8 days is within the caches' 30.
    expect(existsSync(cached)).toBe(true);
  });

  it('`ck state` lists every store; `ck state --clear` leaves no content behind', { timeout: 180_000 }, () => {
    const { dir, env, state, cache } = userEnv({ CK_PROMPT_SLICE_MIN_FILES: '1', CK_PROMPT_SLICE_MS: '60000' });
    session(env, dir, '022');
    const text = ck(['state'], env, '022');
    expect(text.code).toBe(0);
    for (const name of ['spill', 'delta', 'failures', 'prompts', 'snapshots', 'charter', 'sessions', 'logs', 'savings', 'index', 'parse', 'slices']) expect(text.stdout).toMatch(new RegExp(`^${name} `, 'm'));
    const json = JSON.parse(ck(['state', '--json'], env, '022').stdout) as { stores: { name: string; holds: string; bytes: number; exists: boolean; cap: string; lifetime: string; off: string }[] };
    const spill = json.stores.find((s) => s.name === 'spill')!;
    expect(spill).toMatchObject({ holds: 'content', exists: true, lifetime: '7 days' });
    expect(spill.bytes).toBeGreaterThan(0);
    // One store.
    expect(ck(['state', '--clear', 'spill'], env, '022').code).toBe(0);
    expect(existsSync(join(state, 'spill'))).toBe(false);
    expect(existsSync(join(state, 'charter'))).toBe(true);
    // Everything.
    const all = ck(['state', '--clear'], env, '022');
    expect(all.code, all.stderr).toBe(0);
    expect(existsSync(state)).toBe(false);
    expect(existsSync(cache)).toBe(false);
    // Bad usage.
    const bad = ck(['state', '--clear', 'nope'], env, '022');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^ck state: no store 'nope'/);
  });
});
