/**
 * `ck statusline`: one line for Claude Code's `statusLine` setting — context occupancy, tokens saved by normalization
 * in this session, the canary's state, and the working set — from the JSON the client writes on stdin.
 *
 * @example
 * statusLine({ session_id: 's1', context_window: { used_percentage: 42, context_window_size: 200000 } })
 * // → 'ck | ctx 42% of 200k | saved ~0 | canary -'
 */
import { readSession, sessionOccupancy } from '../session/index.js';
import { readWorkingSet } from '../session/working-set.js';
import { formatTokens } from '../tokens.js';
import { resolveHookConfig } from '../hooks/config.js';
import { sessionSavings } from './savings-tally.js';
function occupancy(input) {
    const cw = input.context_window;
    if (cw && typeof cw.used_percentage === 'number') {
        return `ctx ${Math.round(cw.used_percentage)}%${cw.context_window_size ? ` of ${formatTokens(cw.context_window_size)}` : ''}`;
    }
    if (input.session_id || input.transcript_path) {
        const occ = sessionOccupancy(input.session_id, input.transcript_path);
        if (occ)
            return `ctx ${Math.round((100 * occ.used) / occ.window)}% of ${formatTokens(occ.window)}`;
    }
    return 'ctx -';
}
function canary(sessionId, enabled) {
    if (!enabled)
        return 'canary off';
    const c = readSession(sessionId).canary;
    if (c.degraded)
        return `canary FAILED ${c.failed}: pass-through`;
    if (c.failed > 0)
        return `canary ${c.verified} ok, ${c.failed} failed`;
    if (c.verified > 0)
        return `canary ${c.verified} ok${c.pending.length ? `, ${c.pending.length} pending` : ''}`;
    return c.pending.length ? `canary ${c.pending.length} pending` : 'canary -';
}
/** Returns the status line (one line, no newline) for the client's input; never throws on missing state. */
export function statusLine(input, env) {
    const parts = ['ck', occupancy(input)];
    const sid = input.session_id;
    if (!sid)
        return [...parts, 'no session'].join(' | ');
    const s = sessionSavings(sid);
    parts.push(`saved ~${formatTokens(s.saved)}${s.lost > 0 ? ` (~${formatTokens(s.lost)} dropped)` : ''}`);
    // `env` (default: this process's, applied by resolveHookConfig) lets tests turn CK_CANARY off.
    parts.push(canary(sid, resolveHookConfig(env).canary));
    const ws = readWorkingSet(sid);
    if (ws)
        parts.push(`slice ${ws.files.length} files`);
    return parts.join(' | ');
}
