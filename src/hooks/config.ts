/** Hook configuration: the environment variables users set, resolved once with their defaults applied here only. */
import { envFlag as flag, envInt as int, envList as list } from '../config/parse.js';

/** The resolved, read-only hook configuration. */
export interface HookConfig {
  /** Below this many estimated tokens (all text fields of one output together) nothing is touched. CK_MIN_TOKENS. */
  readonly minTokens: number;
  /** Tool names the PostToolUse hook acts on; `mcp__*` matches every MCP tool. CK_TOOLS. */
  readonly tools: readonly string[];
  /** Agent types whose outputs are never altered (verifiers must read ground truth). CK_AGENT_SKIP. */
  readonly agentSkip: readonly string[];
  /** Re-read deltas for Read on/off, and the minimum file size (tokens) they apply to. CK_DELTA, CK_DELTA_MIN. */
  readonly delta: boolean;
  readonly deltaMin: number;
  /**
   * Which first reads are normalized: `nonsource` (default: logs, data, lockfiles, generated JSON — never source code
   * the agent may edit), `all`, or `off`. Re-read deltas apply either way. CK_READ_NORMALIZE.
   */
  readonly readNormalize: 'nonsource' | 'all' | 'off';
  /**
   * Large outputs in full view (src/hooks/large-output.ts): a Bash output the client persisted is normalized whole and
   * every replacement is cut to the client's limit for its tool. Off = the head only, as before. CK_LARGE_OUTPUT.
   */
  readonly largeOutput: boolean;
  /**
   * The answer guard (src/hooks/answer-guard.ts): a normalized output that would change an answer the oracles read
   * (failing tests, diagnostics, hunks, paths, matches) is not used; the raw output stays. CK_ANSWER_GUARD.
   */
  readonly answerGuard: boolean;
  /**
   * The answer A/B (src/hooks/ab-sample.ts): one normalized output in this many (by its id) has its (original,
   * normalized) pair stored for `ck ab judge`; 0 = off. CK_AB_RATE: `20` (1 in 20, the default), `0.05`, or `0`.
   */
  readonly abEvery: number;
  /** End-to-end canary on/off. CK_CANARY. */
  readonly canary: boolean;
  /** Consecutive canary failures after which a session degrades to pass-through. CK_CANARY_MAX_FAILURES. */
  readonly canaryMaxFailures: number;
  /** While degraded, one probe replacement every this many eligible outputs. */
  readonly probeEvery: number;
  /** Self-imposed deadline of one hook process, in ms (prints `{}` when hit). CK_HOOK_DEADLINE_MS. */
  readonly deadlineMs: number;
  /** Inputs larger than this (bytes of stdin) pass through untouched. CK_HOOK_MAX_BYTES. */
  readonly maxInputBytes: number;
  /** PreToolUse command rewriting on/off (CK_PRETOOL), and which quiet-flag rules are active (CK_QUIET). */
  readonly pretool: boolean;
  readonly quietRules: readonly string[];
  /** `permissionDecision` to send with a rewritten command; empty = none (the user's permission flow decides). */
  readonly pretoolDecision: '' | 'allow' | 'ask';
  /** UserPromptSubmit: slice only repos with at least this many source files, within this time. */
  readonly promptSliceMinFiles: number;
  readonly promptSliceMs: number;
  readonly promptSlice: boolean;
  /**
   * PostToolUse/PostToolUseFailure on Bash: a slice head when the output shows a failure (failure-signature.ts), in
   * repos with at least `ambientSliceMinFiles` source files, within `ambientSliceMs`; the same failure is sliced once
   * per `ambientDedupeMs` in a session. CK_AMBIENT_SLICE, CK_AMBIENT_SLICE_MIN_FILES, CK_AMBIENT_SLICE_MS,
   * CK_AMBIENT_DEDUPE_S.
   */
  readonly ambientSlice: boolean;
  readonly ambientSliceMinFiles: number;
  readonly ambientSliceMs: number;
  readonly ambientDedupeMs: number;
  /** One advice line per session once the window is this full (percent). CK_COMPACT_ADVISOR, CK_COMPACT_ADVISE_AT. */
  readonly compactAdvisor: boolean;
  readonly compactAdviseAt: number;
  /**
   * The hook server (server.ts): off with CK_HOOK_SERVER=0; started from a hook process only when its client asks
   * (CK_HOOK_SERVER_SPAWN=1), again over a live socket with CK_HOOK_SERVER_RESPAWN=1; exits after CK_HOOK_SERVER_IDLE_MS
   * (default 10 min, at least 1 s) without requests; CK_HOOK_SERVER_PYTHON is tried first as its client's Python.
   * CK_HOOK_SERVER_SPAWN=launcher: the launcher (hooks/ck-hook.sh, hooks/client.py) starts the server itself when the
   * hook process exits with SERVER_LAUNCH_EXIT (server-spawn.ts), instead of the hook process forking one.
   */
  readonly server: boolean;
  readonly serverSpawn: boolean;
  readonly serverSpawnByLauncher: boolean;
  readonly serverRespawn: boolean;
  readonly serverIdleMs: number;
  readonly serverPython: string | undefined;
}

/** Every quiet-flag rule the PreToolUse hook knows. */
export const QUIET_RULES = ['npm', 'pip', 'apt', 'cargo'] as const;

/** Returns the hook configuration resolved from `env` (defaults documented in docs/integration.md). */
export function resolveHookConfig(env: NodeJS.ProcessEnv = process.env): HookConfig {
  const decision = (env.CK_PRETOOL_DECISION ?? '').trim();
  return Object.freeze({
    minTokens: int(env.CK_MIN_TOKENS, 800),
    tools: list(env.CK_TOOLS, ['Bash', 'Grep', 'Read', 'Glob', 'WebFetch', 'mcp__*']),
    agentSkip: list(env.CK_AGENT_SKIP, ['kernel-verifier', 'kernel-scout']),
    delta: flag(env.CK_DELTA, true),
    readNormalize: env.CK_READ_NORMALIZE === 'all' || env.CK_READ_NORMALIZE === 'off' ? env.CK_READ_NORMALIZE : 'nonsource',
    deltaMin: int(env.CK_DELTA_MIN, 200),
    largeOutput: flag(env.CK_LARGE_OUTPUT, true),
    answerGuard: flag(env.CK_ANSWER_GUARD, true),
    abEvery: abEvery(env.CK_AB_RATE),
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

/** Returns the A/B sampling period for CK_AB_RATE (`N` = 1 in N, a fraction = 1 in round(1/x), `0` = off; default 20). */
function abEvery(value: string | undefined): number {
  const v = Number((value ?? '').trim() || '20');
  if (!Number.isFinite(v) || v < 0) return 20;
  if (v === 0) return 0;
  return v < 1 ? Math.max(1, Math.round(1 / v)) : Math.round(v);
}

/** Returns true when `tool` is in the configured tool list (`mcp__*` and other trailing `*` patterns match prefixes). */
export function toolEnabled(config: HookConfig, tool: string): boolean {
  return config.tools.some((t) => (t.endsWith('*') ? tool.startsWith(t.slice(0, -1)) : t === tool));
}

/** Returns the hook server's idle time before it exits: `override` (a test's or the caller's), else CK_HOOK_SERVER_IDLE_MS. */
export function resolveServerIdleMs(override: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  return override ?? resolveHookConfig(env).serverIdleMs;
}
