// Issue 23: a library function's own optional arguments take their defaults from their folder's options.ts, and the
// variables that used to be read where they were used (XDG homes, CLAUDE_CONFIG_DIR, NODE_OPTIONS) from
// config/env.ts. Each default here is the value the call site applied before it moved.
import { describe, expect, it } from 'vitest';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { resolveEnvConfig } from '../../src/config/env.js';
import { resolveGraphOptions, resolveReachOptions } from '../../src/graph/options.js';
import { DEFAULT_EXCLUDED_DIRS, DEFAULT_MAX_FILE_BYTES, indexOptionsKey, resolveExcludedDirs, resolveIndexOptions } from '../../src/repo/options.js';
import { resolveClaimOptions, resolveOccupancyOptions, resolveTranscriptWindow } from '../../src/session/options.js';
import { resolveLockOptions } from '../../src/store/options.js';
import { KERNEL_WORKER, POOL_CHUNK_BYTES, STRIP_POOL_MIN_BYTES, resolveLargeOptions, resolveShaOptions } from '../../src/kernels/options.js';
import { resolveDiscoverOptions, resolvePackageIndexOptions } from '../../src/deps/options.js';
import { parseTimeoutMs, resolveBatchOptions, resolveTreeOptions } from '../../src/parse/options.js';
import { resolveSufficiencyOptions } from '../../src/bench/options.js';
import { resolveMinimizeOptions } from '../../src/minimize/options.js';
import { resolveCodeCacheOptions } from '../../src/runtime/options.js';
import { resolveSliceArgs } from '../../src/pi/options.js';
import { cacheDir, stateDir } from '../../src/store/paths.js';
import { projectTranscriptDir } from '../../src/revealed/index.js';

describe('library defaults have one home per folder', () => {
  it('graph and repo', () => {
    expect(resolveReachOptions({})).toEqual({ depth: -1, fanout: 0, tests: 'neutral', kinds: undefined, excludeKinds: [] });
    expect(resolveGraphOptions({})).toEqual({ impl: 'auto', paths: [], kindNames: ['static'] });
    const o = resolveIndexOptions('/r', {});
    expect(o).toMatchObject({ root: '/r', noCache: false, exclude: [], include: [], wholeTree: false, maxFileBytes: DEFAULT_MAX_FILE_BYTES, dependencyRoots: [], workers: 'auto', impl: 'wasm' });
    expect(indexOptionsKey(o)).toMatch(/^[0-9a-f]{12}$/);
    expect(indexOptionsKey(resolveIndexOptions('/r', { maxFileBytes: 1 }))).not.toBe(indexOptionsKey(o));
    expect([...resolveExcludedDirs({})]).toEqual([...DEFAULT_EXCLUDED_DIRS]);
    expect(resolveExcludedDirs({ include: ['build'] }).has('build')).toBe(false);
    expect(resolveExcludedDirs({ include: ['*'] }).size).toBe(0);
  });

  it('session, kernels, deps, parse', () => {
    expect(resolveLockOptions({})).toEqual({ waitMs: 1500, staleMs: 3000 });
    expect(resolveTranscriptWindow({})).toEqual({ from: 0, maxBytes: 8 * 1024 * 1024, recorded: false });
    expect(resolveTranscriptWindow({ from: 0 }).recorded).toBe(true);
    expect(resolveClaimOptions({ now: 5 })).toEqual({ now: 5, waitMs: 500 });
    expect(resolveOccupancyOptions({}).maxTailBytes).toBe(Infinity);
    expect(resolveShaOptions({}).impl).toBe('node');
    expect(resolveLargeOptions({})).toEqual({ minBytes: STRIP_POOL_MIN_BYTES, chunkBytes: POOL_CHUNK_BYTES, worker: KERNEL_WORKER });
    expect(resolveDiscoverOptions({ env: {} })).toEqual({
      env: {}, goModCache: join(homedir(), 'go', 'pkg', 'mod'), cargoHome: join(homedir(), '.cargo'), python: undefined, cacheDir: cacheDir('python-env'), timeoutMs: 5000,
      jarCaches: { maven: join(homedir(), '.m2', 'repository'), gradle: join(homedir(), '.gradle', 'caches', 'modules-2', 'files-2.1') },
    });
    expect(resolveDiscoverOptions({ env: { GRADLE_USER_HOME: '/g', HOME: '/h' } }).jarCaches).toEqual({ maven: join('/h', '.m2', 'repository'), gradle: join('/g', 'caches', 'modules-2', 'files-2.1') });
    // Go's module cache as `go env GOMODCACHE` finds it: $GOMODCACHE, else the first $GOPATH entry's pkg/mod.
    expect(resolveDiscoverOptions({ env: { GOMODCACHE: '/m' } }).goModCache).toBe('/m');
    expect(resolveDiscoverOptions({ env: { GOPATH: '/a:/b', HOME: '/h' } }).goModCache).toBe(join('/a', 'pkg', 'mod'));
    // Cargo's home (its registry source cache is `registry/src/` under it): $CARGO_HOME, else ~/.cargo.
    expect(resolveDiscoverOptions({ env: { CARGO_HOME: '/c', HOME: '/h' } }).cargoHome).toBe('/c');
    expect(resolveDiscoverOptions({ env: { HOME: '/h' } }).cargoHome).toBe(join('/h', '.cargo'));
    let walked = 0;
    expect(resolvePackageIndexOptions({ key: 'k' }, () => String(++walked))).toEqual({ noCache: false, key: 'k' });
    expect(walked).toBe(0); // the key is computed only when none is given
    expect(resolvePackageIndexOptions({}, () => 'computed').key).toBe('computed');
    expect(resolveTreeOptions({}, 2 * 1_048_576).timeoutMs).toBe(parseTimeoutMs(2 * 1_048_576));
    expect(resolveBatchOptions({}).workers).toBe('auto');
  });

  it('bench, minimize, runtime, pi', () => {
    expect(resolveSufficiencyOptions({})).toMatchObject({ cases: 40, budgets: [8000, 30000], seed: 1 });
    expect(resolveSufficiencyOptions({ budgets: [] }).budgets).toEqual([8000, 30000]);
    expect(resolveMinimizeOptions({})).toMatchObject({ unit: 'line', timeLimitMs: 300_000 });
    expect(resolveCodeCacheOptions({ tag: 't', require: (() => undefined) as unknown as NodeJS.Require }).dir).toBe(stateDir('code-cache'));
    expect(resolveSliceArgs({}, '/w')).toEqual({ repo: '/w', format: 'text' });
    expect(resolveSliceArgs({ repo: 'sub', format: 'json' }, '/w')).toEqual({ repo: '/w/sub', format: 'json' });
  });
});

describe('resolveEnvConfig reads the directories and runtime flags', () => {
  it('applies the XDG, Claude and Node defaults when nothing is set', () => {
    const c = resolveEnvConfig({});
    expect(c).toMatchObject({
      cacheHome: join(homedir(), '.cache'), stateHome: join(homedir(), '.local', 'state'), claudeConfigDir: join(homedir(), '.claude'),
      nodeOptions: '', pendingDeprecation: false,
    });
  });

  it('reads them when set (an empty directory variable counts as unset)', () => {
    const c = resolveEnvConfig({ XDG_CACHE_HOME: '/c', XDG_STATE_HOME: '', CLAUDE_CONFIG_DIR: '/claude', NODE_OPTIONS: '--x', NODE_PENDING_DEPRECATION: '1' });
    expect(c).toMatchObject({ cacheHome: '/c', stateHome: join(homedir(), '.local', 'state'), claudeConfigDir: '/claude', nodeOptions: '--x', pendingDeprecation: true });
    expect(projectTranscriptDir('/a/b', { CLAUDE_CONFIG_DIR: '/claude' })).toBe('/claude/projects/-a-b');
  });
});
