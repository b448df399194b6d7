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
/** Returns the process-wide settings resolved from `env`. */
export function resolveEnvConfig(env = process.env) {
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
    });
}
