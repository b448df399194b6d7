/**
 * The dependency folder's defaults, in one place: what Python discovery reads and runs (environment, interpreter
 * cache, query timeout) and how a package index is looked up (cache key, cache bypass). The modules read only the
 * resolved values.
 *
 * ```ts
 * resolveDiscoverOptions({}).timeoutMs;   // 5000
 * ```
 */
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import type { DiscoverOptions } from './types.js';

/** Milliseconds the interpreter's `sys.path` query may take before discovery goes on without it. */
export const DEFAULT_PYTHON_QUERY_TIMEOUT_MS = 5000;

/** DiscoverOptions with their defaults applied (`python` keeps its three meanings: a path, false, or choose one). */
export interface ResolvedDiscoverOptions {
  readonly env: NodeJS.ProcessEnv;
  /** Go's module cache: $GOMODCACHE, else the first $GOPATH entry's `pkg/mod`, else `~/go/pkg/mod` (as `go env`). */
  readonly goModCache: string;
  /** Cargo's home, which holds the registry source cache (`registry/src/<index>/<crate>-<version>`): $CARGO_HOME, else `~/.cargo`. */
  readonly cargoHome: string;
  /** The JVM's jar caches: Maven's local repository (`~/.m2/repository`) and Gradle's module cache ($GRADLE_USER_HOME, else `~/.gradle`). */
  readonly jarCaches: { readonly maven: string; readonly gradle: string };
  readonly python: string | false | undefined;
  readonly cacheDir: string;
  readonly timeoutMs: number;
}

/**
 * Returns the discovery options with defaults applied: this process's environment (an injected `env` is how tests
 * set $VIRTUAL_ENV and $PATH), the shared interpreter cache, DEFAULT_PYTHON_QUERY_TIMEOUT_MS.
 */
export function resolveDiscoverOptions(opts: DiscoverOptions): ResolvedDiscoverOptions {
  const env = opts.env ?? process.env;
  const gopath = env.GOPATH?.split(delimiter).find(Boolean);
  return {
    env,
    goModCache: env.GOMODCACHE || join(gopath || join(env.HOME || homedir(), 'go'), 'pkg', 'mod'),
    cargoHome: env.CARGO_HOME || join(env.HOME || homedir(), '.cargo'),
    jarCaches: {
      maven: join(env.HOME || homedir(), '.m2', 'repository'),
      gradle: join(env.GRADLE_USER_HOME || join(env.HOME || homedir(), '.gradle'), 'caches', 'modules-2', 'files-2.1'),
    },
    python: opts.python,
    cacheDir: opts.cacheDir ?? cacheDir('python-env'),
    timeoutMs: opts.timeoutMs ?? DEFAULT_PYTHON_QUERY_TIMEOUT_MS,
  };
}

/** Options of `loadPackageIndex`. */
export interface PackageIndexOptions {
  /** Ignore and overwrite the cached index. */
  readonly noCache?: boolean;
  /** The package's key when the caller already has it (default: computed by `packageKey`). */
  readonly key?: string;
}

/** Returns the package index options with defaults applied; `keyOf` computes the key (a walk) only when none is given. */
export function resolvePackageIndexOptions(opts: PackageIndexOptions, keyOf: () => string): { readonly noCache: boolean; readonly key: string } {
  return { noCache: opts.noCache === true, key: opts.key ?? keyOf() };
}
