/**
 * The process-wide environment variables (those not owned by one operator's resolver), resolved with their defaults
 * applied here only. Callers read the result, never `process.env`: a variable's parse and default live in one place.
 * Resolved on every call, not cached at load, since a hook process may set CK_SESSION_ID after loading.
 */
import { positiveInt, positiveTokens } from './parse.js';

/** The cap `--budget auto` applies to a measured session's free window when CK_BUDGET_MAX is unset. */
export const DEFAULT_BUDGET_CAP = 80_000;
/** The budget `--budget auto` takes when no session can be measured and CK_BUDGET_MAX is unset (conservative). */
export const DEFAULT_AUTO_BUDGET = 30_000;

/** The resolved, read-only process-wide settings. */
export interface EnvConfig {
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
  /** CK_LEXICAL_QUERY=0: a cold lexical load builds the full index instead of counting the query's terms (rank/query-index.ts). */
  readonly lexicalQuery: boolean;
  /** CK_LEXICAL_BACKGROUND=0: no detached build of the full lexical cache after a query-driven load (rank/background.ts). */
  readonly lexicalBackground: boolean;
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
    lexicalQuery: env.CK_LEXICAL_QUERY !== '0',
    lexicalBackground: env.CK_LEXICAL_BACKGROUND !== '0',
  });
}
