/** The PostToolUse hook: normalizes a tool's output in the tool's own shape, runs the canary, logs savings. */
import { statSync } from 'node:fs';
import { readSession, updateSession, claimToolUse, pruneClaims, recordProcessSession, safeSessionId, type CanaryPending, type SessionState } from '../session/index.js';
import { appendSavings, type SavingsEntry } from '../savings/log.js';
import { checkCanary, applyCanary, canaryRecords, type CanaryOutcome } from './canary.js';
import { toolEnabled, type HookConfig } from './config.js';
import { decideShape, type ShapeDecision } from './shapes.js';
import { loadNormalize, type NormalizeApi } from './engine.js';
import { hookLog } from '../store/log.js';
import { pastDeadline } from './deadline.js';
import { asRecord, type HookOutput, type HookPayload } from './payload.js';
import { toolContext, withToolContext } from './tool-context.js';
import { sampleReplacement } from './ab-sample.js';

type Verdict = 'verified' | 'failed' | 'expired';

/** Our own MCP tools already return task-shaped output: normalizing it again would only cost time. */
const OWN_MCP_TOOL = /^mcp__.*context[-_]kernel.*__kernel_(repo_slice|symbols|compile|normalize)$/;

/** Returns true when reads of this agent type are never altered (plugin agents arrive as `plugin:name`). */
function agentSkipped(config: HookConfig, agentType: string): boolean {
  return config.agentSkip.some((a) => agentType === a || agentType.endsWith(`:${a}`));
}

/** Returns the outcome of `verdicts` applied to whatever is pending in `s` now (another process may have changed it). */
function repartition(s: SessionState, verdicts: ReadonlyMap<string, Verdict>): CanaryOutcome {
  const out: CanaryOutcome = { verified: [], failed: [], expired: [], stillPending: [] };
  for (const p of s.canary.pending) {
    const v = verdicts.get(p.toolUseId);
    (v === 'verified' ? out.verified : v === 'failed' ? out.failed : v === 'expired' ? out.expired : out.stillPending).push(p);
  }
  return out;
}

function output(decision: Extract<ShapeDecision, { kind: 'replace' }> | undefined, message: string | undefined): HookOutput {
  if (!decision && !message) return {};
  return {
    hookSpecificOutput: {
      hookEventName: 'PostToolUse',
      ...(decision ? { [decision.channel]: decision.output } : {}),
      ...(message ? { additionalContext: message } : {}),
    },
  };
}

/**
 * Returns the hook's answer for one PostToolUse payload: a replacement output (`updatedToolOutput` for built-in
 * tools, `updatedMCPToolOutput` for MCP tools), an in-band canary message and the extra context of tool-context.ts
 * (a slice head for a failing Bash output, the compaction advice), or `{}`. A PostToolUseFailure payload (a command
 * that exited non-zero: same hook command, told apart by `hook_event_name`) gets the extra context only. Throws only
 * on internal errors; the caller turns those into `{}` (fail open).
 */
export async function postToolUse(
  p: HookPayload,
  config: HookConfig,
  engineLoader: () => Promise<NormalizeApi> = loadNormalize,
  startedAt: number = Date.now(),
): Promise<HookOutput> {
  if (p.hook_event_name === 'PostToolUseFailure') return withToolContext({}, await toolContext(p, config), 'PostToolUseFailure');
  const out = await normalizeToolOutput(p, config, engineLoader, startedAt);
  return withToolContext(out, await toolContext(p, config), 'PostToolUse');
}

/** Returns the normalization part of postToolUse's answer (replacement output and canary message), or `{}`. */
async function normalizeToolOutput(p: HookPayload, config: HookConfig, engineLoader: () => Promise<NormalizeApi>, startedAt: number): Promise<HookOutput> {
  const tool = p.tool_name;
  if (!tool) {
    hookLog('post-tool-use', 'payload without tool_name: passed through');
    return {};
  }
  const session = p.session_id || 'unknown';
  const snapshot = readSession(session);

  // 1. Canary: verdicts on earlier replacements, computed from a snapshot, applied under the lock below.
  const verdicts = new Map<string, Verdict>();
  if (config.canary && snapshot.canary.pending.length > 0 && p.transcript_path) {
    const outcome = checkCanary(p.transcript_path, snapshot.canary.pending);
    for (const x of outcome.verified) verdicts.set(x.toolUseId, 'verified');
    for (const x of outcome.failed) verdicts.set(x.toolUseId, 'failed');
    for (const x of outcome.expired) verdicts.set(x.toolUseId, 'expired');
  }

  // 2. Is this output ours to touch?
  let decision: ShapeDecision = { kind: 'pass', reason: 'not eligible' };
  const eligible =
    toolEnabled(config, tool) &&
    !(p.agent_type && agentSkipped(config, p.agent_type)) &&
    !OWN_MCP_TOOL.test(tool) &&
    (!p.tool_use_id || claimToolUse(session, p.tool_use_id));
  if (eligible) {
    const engine = await engineLoader();
    const namespace = p.agent_id ? `${snapshot.deltaNamespace}-${safeSessionId(p.agent_id)}` : snapshot.deltaNamespace;
    decision = decideShape(
      { tool, toolInput: asRecord(p.tool_input) ?? {}, toolUseId: p.tool_use_id ?? '', cwd: p.cwd ?? process.cwd(), config, engine, namespace },
      p.tool_response,
    );
    if (decision.kind === 'unknown') hookLog('shape', `unknown ${tool} response shape; keys: ${decision.keys.join(',')}`);
  }
  const replacing = decision.kind === 'replace' ? decision : undefined;
  const needsState = verdicts.size > 0 || replacing !== undefined || snapshot.transcriptPath !== p.transcript_path;
  if (!needsState) return {};

  // 3. One locked update: apply verdicts, decide degraded pass-through, register the new pending footer.
  let message: string | undefined;
  let emit = replacing;
  let outcome: CanaryOutcome | undefined;
  const now = Date.now();
  let offset = 0;
  if (replacing && p.transcript_path) {
    try { offset = statSync(p.transcript_path).size; } catch { /* no transcript yet */ }
  }
  const firstSight = snapshot.transcriptPath !== p.transcript_path;
  const state = updateSession(session, (s) => {
    if (p.transcript_path) s.transcriptPath = p.transcript_path;
    if (p.cwd) s.cwd = p.cwd;
    if (verdicts.size > 0) {
      outcome = repartition(s, verdicts);
      message = applyCanary(s, outcome, config.canaryMaxFailures);
    }
    if (!replacing) return;
    // Too late to be sure the answer is sent: pass through rather than register a replacement nobody will see.
    if (pastDeadline(startedAt, config.deadlineMs)) {
      emit = undefined;
      return;
    }
    let probe = false;
    if (config.canary && s.canary.degraded) {
      const outstandingProbe = s.canary.pending.some((x) => x.probe);
      s.canary.sinceProbe++;
      if (outstandingProbe || s.canary.sinceProbe < config.probeEvery) {
        emit = undefined;
        return;
      }
      s.canary.sinceProbe = 0;
      probe = true;
    }
    // Subagent tool results go to the subagent's own transcript, which the payload does not name: not checkable.
    if (config.canary && p.tool_use_id && !p.agent_id) {
      const pending: CanaryPending = { toolUseId: p.tool_use_id, footer: replacing.footer, tool, id: replacing.id, ts: now, offset, ...(probe ? { probe } : {}) };
      s.canary.pending.push(pending);
    }
    s.claimsSincePrune++;
  }, { waitMs: Math.max(500, config.deadlineMs - 500) });
  if (replacing && !emit && pastDeadline(startedAt, config.deadlineMs)) hookLog('post-tool-use', `deadline of ${config.deadlineMs} ms nearly reached: ${tool} output passed through`);
  if (firstSight) recordProcessSession(session, p.transcript_path);
  if (state.claimsSincePrune % 500 === 499) pruneClaims(session);

  const log: SavingsEntry[] = outcome ? canaryRecords(session, outcome, now) : [];
  if (emit) {
    log.push({
      event: 'replace', ts: now, session, tool, kind: emit.savingsKind, before: emit.before, after: emit.after, id: emit.id,
      toolUseId: p.tool_use_id ?? '', canary: config.canary && p.tool_use_id && !p.agent_id ? 'pending' : 'off',
    });
    const input = asRecord(p.tool_input);
    const sampled = sampleReplacement(emit, {
      session, tool, toolUseId: p.tool_use_id ?? '', every: config.abEvery, now,
      command: typeof input?.command === 'string' ? input.command : undefined,
    });
    if (sampled) log.push(sampled);
  }
  try {
    appendSavings(log);
  } catch (err) {
    hookLog('savings', `could not append to the savings log: ${(err as Error).message}`);
  }
  return output(emit, message);
}
