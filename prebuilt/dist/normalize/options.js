// NormalizeOptions (what callers pass) → ResolvedNormalizeOptions (every default applied, in one place).
import { badOption } from '../errors.js';
import { LONG_LINE_HEAD, LONG_LINE_TAIL, MAX_LINE_BYTES } from './long-lines.js';
/** The tools `--tool` accepts. */
export const TOOL_KINDS = ['bash', 'read', 'grep', 'json', 'web', 'auto'];
/**
 * Returns what normalize() needs before it has looked at the input: the requested tool (default `auto`) and the
 * spill switch (default on). Throws a UsageError (errors.ts badOption) for a tool it does not know.
 */
export function resolveRequest(opts) {
    const tool = opts.tool ?? 'auto';
    if (!TOOL_KINDS.includes(tool))
        throw badOption('normalize', `unknown tool '${String(tool)}' (expected one of ${TOOL_KINDS.join(', ')})`);
    return { tool, spill: opts.spill ?? true };
}
/**
 * Returns the options with defaults applied for `tool` (the resolved tool, never `auto`); throws a UsageError
 * (errors.ts badOption) naming an option whose value is invalid.
 */
export function resolveOptions(opts, tool) {
    const read = tool === 'read';
    const pos = (v, name, fallback) => {
        if (v === undefined)
            return fallback;
        if (!Number.isInteger(v) || v < 0)
            throw badOption('normalize', `option ${name} must be a non-negative integer, got ${v}`);
        return v;
    };
    return {
        tool,
        spill: opts.spill ?? true,
        headLines: pos(opts.headLines, 'headLines', read ? 200 : 15),
        tailLines: pos(opts.tailLines, 'tailLines', read ? 50 : 25),
        minLines: pos(opts.minLines, 'minLines', read ? 3000 : 40),
        minTokens: pos(opts.minTokens, 'minTokens', 800),
        minGap: Math.max(1, pos(opts.minGap, 'minGap', 3)),
        grepPerFile: Math.max(1, pos(opts.grepPerFile, 'grepPerFile', 5)),
        maxLineBytes: maxLineBytes(pos(opts.maxLineBytes, 'maxLineBytes', MAX_LINE_BYTES)),
        jsonMaxItems: pos(opts.jsonMaxItems, 'jsonMaxItems', 10),
        jsonKeepItems: Math.max(1, pos(opts.jsonKeepItems, 'jsonKeepItems', 3)),
        impl: opts.impl,
    };
}
/** Returns the delta options with defaults applied; throws a UsageError (errors.ts badOption) for a ratio outside [0, 1]. */
export function resolveDeltaOptions(opts) {
    const ratio = opts.maxDiffRatio ?? 0.6;
    if (!(ratio >= 0 && ratio <= 1))
        throw badOption('rereadDelta', `maxDiffRatio must be within [0, 1], got ${ratio}`);
    return { namespace: opts.namespace ?? 'default', maxDiffRatio: ratio };
}
/** Returns the line limit, raised so a cut line (head + marker + tail) always fits under it (idempotence); 0 stays off. */
function maxLineBytes(v) {
    return v === 0 ? 0 : Math.max(v, 2 * (LONG_LINE_HEAD + LONG_LINE_TAIL));
}
