import { parseJsonBytes } from './json-bytes.js';
import { withBaselineTiers } from '../runtime/tiering.js';
/** Returns `v` when it is a plain object, else undefined. */
export function asRecord(v) {
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}
/** Returns the payload parsed from stdin bytes, or throws an Error naming what is wrong. */
export function parsePayload(bytes) {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Under the hook's tier switch, its regex scan of a large payload compiles at once instead of being interpreted.
    const fast = withBaselineTiers(buf.length, () => parseJsonBytes(buf));
    const v = fast ? fast.value : parseText(buf.toString('utf8'));
    const rec = asRecord(v);
    if (!rec)
        throw new Error(`hook payload is ${Array.isArray(v) ? 'an array' : typeof v}, expected an object`);
    const str = (k) => (typeof rec[k] === 'string' ? rec[k] : undefined);
    return {
        hook_event_name: str('hook_event_name'),
        session_id: str('session_id'),
        transcript_path: str('transcript_path'),
        cwd: str('cwd'),
        tool_name: str('tool_name'),
        tool_input: rec.tool_input,
        tool_response: rec.tool_response,
        tool_use_id: str('tool_use_id'),
        agent_type: str('agent_type'),
        agent_id: str('agent_id'),
        prompt: str('prompt'),
        source: str('source'),
        trigger: str('trigger'),
        reason: str('reason'),
        error: str('error'),
    };
}
/** Returns the value of the JSON text of a payload; throws on empty or malformed text. */
function parseText(text) {
    if (!text.trim())
        throw new Error('empty stdin (expected the hook payload JSON)');
    return JSON.parse(text);
}
