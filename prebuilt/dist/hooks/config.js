/** Hook configuration: the environment variables users set, resolved once with their defaults applied here only. */
import { envFlag as flag, envInt as int, envList as list } from '../config/parse.js';
/** Every quiet-flag rule the PreToolUse hook knows. */
export const QUIET_RULES = ['npm', 'pip', 'apt', 'cargo'];
/** Returns the hook configuration resolved from `env` (defaults documented in docs/integration.md). */
export function resolveHookConfig(env = process.env) {
    const decision = (env.CK_PRETOOL_DECISION ?? '').trim();
    return Object.freeze({
        minTokens: int(env.CK_MIN_TOKENS, 800),
        tools: list(env.CK_TOOLS, ['Bash', 'Grep', 'Read', 'Glob', 'WebFetch', 'mcp__*']),
        agentSkip: list(env.CK_AGENT_SKIP, ['kernel-verifier', 'kernel-scout']),
        delta: flag(env.CK_DELTA, true),
        readNormalize: env.CK_READ_NORMALIZE === 'all' || env.CK_READ_NORMALIZE === 'off' ? env.CK_READ_NORMALIZE : 'nonsource',
        deltaMin: int(env.CK_DELTA_MIN, 200),
        largeOutput: flag(env.CK_LARGE_OUTPUT, true),
        canary: flag(env.CK_CANARY, true),
        canaryMaxFailures: Math.max(1, int(env.CK_CANARY_MAX_FAILURES, 3)),
        probeEvery: 10,
        deadlineMs: Math.max(100, int(env.CK_HOOK_DEADLINE_MS, 2000)),
        maxInputBytes: int(env.CK_HOOK_MAX_BYTES, 16 * 1024 * 1024),
        pretool: flag(env.CK_PRETOOL, true),
        quietRules: list(env.CK_QUIET, QUIET_RULES),
        pretoolDecision: decision === 'allow' || decision === 'ask' ? decision : '',
        promptSliceMinFiles: int(env.CK_PROMPT_SLICE_MIN_FILES, 200),
        promptSliceMs: int(env.CK_PROMPT_SLICE_MS, 1500),
        promptSlice: flag(env.CK_PROMPT_SLICE, true),
        ambientSlice: flag(env.CK_AMBIENT_SLICE, true),
        ambientSliceMinFiles: int(env.CK_AMBIENT_SLICE_MIN_FILES, 200),
        ambientSliceMs: int(env.CK_AMBIENT_SLICE_MS, 1200),
        ambientDedupeMs: int(env.CK_AMBIENT_DEDUPE_S, 600) * 1000,
        compactAdvisor: flag(env.CK_COMPACT_ADVISOR, true),
        compactAdviseAt: Math.min(99, Math.max(1, int(env.CK_COMPACT_ADVISE_AT, 75))),
        server: env.CK_HOOK_SERVER !== '0',
        serverSpawn: env.CK_HOOK_SERVER_SPAWN === '1' || env.CK_HOOK_SERVER_SPAWN === 'launcher',
        serverSpawnByLauncher: env.CK_HOOK_SERVER_SPAWN === 'launcher',
        serverRespawn: env.CK_HOOK_SERVER_RESPAWN === '1',
        serverIdleMs: Math.max(1000, Number(env.CK_HOOK_SERVER_IDLE_MS) || 600_000),
        serverPython: env.CK_HOOK_SERVER_PYTHON,
    });
}
/** Returns true when `tool` is in the configured tool list (`mcp__*` and other trailing `*` patterns match prefixes). */
export function toolEnabled(config, tool) {
    return config.tools.some((t) => (t.endsWith('*') ? tool.startsWith(t.slice(0, -1)) : t === tool));
}
/** Returns the hook server's idle time before it exits: `override` (a test's or the caller's), else CK_HOOK_SERVER_IDLE_MS. */
export function resolveServerIdleMs(override, env = process.env) {
    return override ?? resolveHookConfig(env).serverIdleMs;
}
