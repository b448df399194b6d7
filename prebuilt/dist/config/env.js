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
/** Returns the base directories resolved from `env`. */
export function resolveStoreDirs(env = process.env) {
    return { cacheHome: env.XDG_CACHE_HOME || join(homedir(), '.cache'), stateHome: env.XDG_STATE_HOME || join(homedir(), '.local', 'state') };
}
/** Returns the Node flags resolved from `env`. */
export function resolveNodeFlags(env = process.env) {
    return { nodeOptions: env.NODE_OPTIONS ?? '', pendingDeprecation: env.NODE_PENDING_DEPRECATION === '1' };
}
/**
 * Variables that change which repository, index or configuration git reads (`man git`, ENVIRONMENT VARIABLES).
 * Others (GIT_SSL_CAINFO, GIT_EDITOR, GIT_PAGER, ...) do not touch a listing.
 */
const GIT_STEERING = /^GIT_(DIR|WORK_TREE|INDEX_FILE|COMMON_DIR|OBJECT_DIRECTORY|CONFIG|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE)/;
/** Returns the git-related environment (GitEnv). */
export function resolveGitEnv(env = process.env) {
    const home = env.HOME || homedir();
    return { steered: Object.keys(env).some((k) => GIT_STEERING.test(k)), home, xdgConfigHome: env.XDG_CONFIG_HOME || join(home, '.config') };
}
/** CK_LEXICAL_HELPER: '1' forces the lexical index's helper thread on (two cores or more), '0' off; else 'auto'. */
export function resolveLexicalHelperMode(env = process.env) {
    return env.CK_LEXICAL_HELPER === '1' ? 'on' : env.CK_LEXICAL_HELPER === '0' ? 'off' : 'auto';
}
/** Returns true when CK_DEBUG is set: diagnostics on stderr (a narrow read for kernel loaders, called once each). */
export function debugEnabled(env = process.env) {
    return Boolean(env.CK_DEBUG);
}
/**
 * Returns nothing; sets CK_SESSION_ID in this process's environment, so the processes it starts (and this process's
 * later `resolveEnvConfig` calls) measure the session the hook serves.
 */
export function exportSessionId(id, env = process.env) {
    env.CK_SESSION_ID = id;
}
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
        claudeConfigDir: env.CLAUDE_CONFIG_DIR || join(homedir(), '.claude'),
        ...resolveStoreDirs(env),
        ...resolveNodeFlags(env),
        lexicalQuery: env.CK_LEXICAL_QUERY !== '0',
        lexicalBackground: env.CK_LEXICAL_BACKGROUND !== '0',
    });
}
