/**
 * The process-wide environment variables (those not owned by one operator's resolver), resolved with their defaults
 * applied here only. Callers read the result, never `process.env`: a variable's parse and default live in one place.
 * Resolved on every call, not cached at load, since a hook process may set CK_SESSION_ID after loading.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { positiveInt, positiveTokens } from './parse.js';

/** The cap `--budget auto` applies to a measured session's free window when CK_BUDGET_MAX is unset. */
export const DEFAULT_BUDGET_CAP = 80_000;
/** The budget `--budget auto` takes when no session can be measured and CK_BUDGET_MAX is unset (conservative). */
export const DEFAULT_AUTO_BUDGET = 30_000;

/**
 * The base directories the engine writes under. A resolver of its own because store/paths.ts asks on every path it
 * builds (dozens per hook run): it reads two variables, where resolveEnvConfig reads every one.
 */
export interface StoreDirs {
  /** XDG_CACHE_HOME (empty counts as unset), else `~/.cache`: the base of store/paths.ts cacheDir. */
  readonly cacheHome: string;
  /** XDG_STATE_HOME (empty counts as unset), else `~/.local/state`: the base of store/paths.ts stateDir. */
  readonly stateHome: string;
}

/** Returns the base directories resolved from `env`. */
export function resolveStoreDirs(env: NodeJS.ProcessEnv = process.env): StoreDirs {
  return { cacheHome: env.XDG_CACHE_HOME || join(homedir(), '.cache'), stateHome: env.XDG_STATE_HOME || join(homedir(), '.local', 'state') };
}

/** Default lifetime of a content store's entries (tool outputs, symptoms, snapshots): untouched this long, they go. */
export const DEFAULT_CONTENT_MAX_AGE_DAYS = 7;
/** Default lifetime of a cache entry (repository indexes, parses, manifests): unused this long, it goes. */
export const DEFAULT_CACHE_MAX_AGE_DAYS = 30;

/** How long ck keeps what it stores (store/lifetime.ts), in milliseconds; 0 would keep nothing, so it is not allowed. */
export interface StoreLifetimes {
  /** CK_CONTENT_MAX_AGE_DAYS (a positive number of days, fractions allowed), else 7: spill, symptoms, snapshots, … */
  readonly contentMs: number;
  /** CK_CACHE_MAX_AGE_DAYS (a positive number of days), else 30: indexes, parse results, manifests, code caches. */
  readonly cacheMs: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Returns the positive number of days written in `v` (e.g. `7`, `0.5`) in ms, else `fallbackDays` in ms. */
function daysMs(v: string | undefined, fallbackDays: number): number {
  const n = v !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return (n > 0 ? n : fallbackDays) * DAY_MS;
}

/** Returns the store lifetimes resolved from `env`. */
export function resolveStoreLifetimes(env: NodeJS.ProcessEnv = process.env): StoreLifetimes {
  return { contentMs: daysMs(env.CK_CONTENT_MAX_AGE_DAYS, DEFAULT_CONTENT_MAX_AGE_DAYS), cacheMs: daysMs(env.CK_CACHE_MAX_AGE_DAYS, DEFAULT_CACHE_MAX_AGE_DAYS) };
}

/** The Node flags this process was started with through the environment (read where a process starts, so narrow). */
export interface NodeFlags {
  /** NODE_OPTIONS, '' when unset: the flags this runtime was started with besides execArgv (tiering, code cache key). */
  readonly nodeOptions: string;
  /** NODE_PENDING_DEPRECATION=1: Node warns on deprecated internals, so stat-lite leaves the fs binding alone. */
  readonly pendingDeprecation: boolean;
}

/** Returns the Node flags resolved from `env`. */
export function resolveNodeFlags(env: NodeJS.ProcessEnv = process.env): NodeFlags {
  return { nodeOptions: env.NODE_OPTIONS ?? '', pendingDeprecation: env.NODE_PENDING_DEPRECATION === '1' };
}

/** What of the environment steers git's file listing (repo/git-listing-cache.ts). */
export interface GitEnv {
  /** A variable that changes which repository, index or configuration git reads is set (GIT_DIR, GIT_CONFIG_*, ...). */
  steered: boolean;
  /** Where git looks for the user's configuration and global excludes: $HOME and $XDG_CONFIG_HOME (default ~/.config). */
  home: string;
  xdgConfigHome: string;
}

/**
 * Variables that change which repository, index or configuration git reads (`man git`, ENVIRONMENT VARIABLES).
 * Others (GIT_SSL_CAINFO, GIT_EDITOR, GIT_PAGER, ...) do not touch a listing.
 */
const GIT_STEERING = /^GIT_(DIR|WORK_TREE|INDEX_FILE|COMMON_DIR|OBJECT_DIRECTORY|CONFIG|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE)/;

/** Returns the git-related environment (GitEnv). */
export function resolveGitEnv(env: NodeJS.ProcessEnv = process.env): GitEnv {
  const home = env.HOME || homedir();
  return { steered: Object.keys(env).some((k) => GIT_STEERING.test(k)), home, xdgConfigHome: env.XDG_CONFIG_HOME || join(home, '.config') };
}

/** Returns true when CK_PROFILE is set: each process prints where its time went, phase by phase, on stderr (runtime/phases.ts). */
export function profileEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CK_PROFILE);
}

/** The judge of the answer A/B (`ck ab judge`): its command line and how long one call may take. */
export interface AbJudgeConfig {
  /** CK_AB_JUDGE: a command that reads the prompt on stdin (default `claude -p`, the Claude Code client in print mode). */
  readonly command: string;
  /** CK_AB_JUDGE_TIMEOUT_S: seconds one judge call may take (default 600). */
  readonly timeoutMs: number;
}

/** Returns the A/B judge's configuration from `env`, defaults applied here only. */
export function resolveAbJudge(env: NodeJS.ProcessEnv = process.env): AbJudgeConfig {
  const seconds = Number(env.CK_AB_JUDGE_TIMEOUT_S);
  return { command: env.CK_AB_JUDGE?.trim() || 'claude -p', timeoutMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 600) * 1000 };
}

/** Returns true when CK_DEBUG is set: diagnostics on stderr (a narrow read for kernel loaders, called once each). */
export function debugEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CK_DEBUG);
}

/**
 * Returns nothing; sets CK_SESSION_ID in this process's environment, so the processes it starts (and this process's
 * later `resolveEnvConfig` calls) measure the session the hook serves.
 */
export function exportSessionId(id: string, env: NodeJS.ProcessEnv = process.env): void {
  env.CK_SESSION_ID = id;
}

/** The resolved, read-only process-wide settings (every variable of this module, the narrow resolvers' included). */
export interface EnvConfig extends StoreDirs, NodeFlags {
  /** CK_LOG_OFF=1: no hook diagnostics log, no savings log. */
  readonly logOff: boolean;
  /** CK_SESSION_ID (empty counts as unset): the session whose transcript measures `--budget auto`. */
  readonly sessionId: string | undefined;
  /** CK_CONTEXT_WINDOW, a positive integer: overrides the inferred context window. */
  readonly contextWindow: number | undefined;
  /**
   * CK_BUDGET_MAX read as a token count (`40000`, `40k`, `1.5M`), when it is one. The one parse for every reader:
   * it caps an `auto` budget, and is the `auto` budget when no session can be measured.
   */
  readonly budgetMax: number | undefined;
  /** CK_BUDGET_MAX's text when set but not a positive token count (ignored; the budget note says so). */
  readonly budgetMaxInvalid: string | undefined;
  /** The cap on an `auto` budget with a measured session: CK_BUDGET_MAX, else DEFAULT_BUDGET_CAP. */
  readonly budgetCap: number;
  /** The `auto` budget without a measured session: CK_BUDGET_MAX, else DEFAULT_AUTO_BUDGET. */
  readonly autoBudget: number;
  /** CK_HELPER_THREADS: '1' forces helper threads on (two cores or more), '0' off; otherwise 'auto' (a spare core). */
  readonly helperThreads: 'on' | 'off' | 'auto';
  /** CK_DEBUG set (non-empty): stacks of unexpected CLI errors and cache diagnostics on stderr. */
  readonly debug: boolean;
  /** CLAUDE_CONFIG_DIR (empty counts as unset), else `~/.claude`: where Claude Code keeps its project transcripts. */
  readonly claudeConfigDir: string;
}

/** Returns the process-wide settings resolved from `env`. */
export function resolveEnvConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const rawMax = env.CK_BUDGET_MAX;
  const budgetMax = positiveTokens(rawMax);
  return Object.freeze({
    logOff: env.CK_LOG_OFF === '1',
    sessionId: env.CK_SESSION_ID || undefined,
    contextWindow: positiveInt(env.CK_CONTEXT_WINDOW),
    budgetMax,
    budgetMaxInvalid: rawMax && budgetMax === undefined ? rawMax : undefined,
    budgetCap: budgetMax === undefined ? DEFAULT_BUDGET_CAP : budgetMax,
    autoBudget: budgetMax === undefined ? DEFAULT_AUTO_BUDGET : budgetMax,
    helperThreads: env.CK_HELPER_THREADS === '1' ? 'on' : env.CK_HELPER_THREADS === '0' ? 'off' : 'auto',
    debug: Boolean(env.CK_DEBUG),
    claudeConfigDir: env.CLAUDE_CONFIG_DIR || join(homedir(), '.claude'),
    ...resolveStoreDirs(env),
    ...resolveNodeFlags(env),
  });
}
