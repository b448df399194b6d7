import { badOption } from '../errors.js';
import { DEFAULT_SKELETON_LEVEL, SKELETON_LEVELS } from '../skeleton/levels.js';
// Names that mark event-style registration, as decorators and as calls: one list with slice's (repo/lex/event-names.ts).
import { COMPILE_EVENT_NAMES } from '../repo/lex/event-names.js';
export { COMPILE_EVENT_NAMES };
/** Returns the options with defaults applied; throws a UsageError (errors.ts badOption) naming the option for invalid values. */
export function resolveCompileOptions(o = {}) {
    const maxHops = o.maxHops ?? 2;
    if (!Number.isInteger(maxHops) || maxHops < 0)
        throw badOption('compile', `maxHops must be a non-negative integer, got ${maxHops}`);
    const budget = o.budget ?? 'auto';
    if (budget !== 'auto' && budget !== 'none' && (!Number.isInteger(budget) || budget < 0))
        throw badOption('compile', `budget must be a non-negative integer, 'auto' or 'none', got ${String(budget)}`);
    const level = o.level ?? DEFAULT_SKELETON_LEVEL;
    if (!SKELETON_LEVELS.includes(level))
        throw badOption('compile', `level must be one of ${SKELETON_LEVELS.join(', ')}, got ${String(level)}`);
    const maxWarnings = o.maxWarnings ?? 10;
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0)
        throw badOption('compile', `maxWarnings must be a non-negative integer, got ${maxWarnings}`);
    const fan = o.maxNameFanout ?? 4;
    if (!Number.isInteger(fan) || fan < 1)
        throw badOption('compile', `maxNameFanout must be a positive integer, got ${fan}`);
    const events = (o.eventDecorators ?? COMPILE_EVENT_NAMES).map((s) => s.trim().replace(/^@/, '')).filter(Boolean);
    return Object.freeze({
        maxHops, budget, sessionId: o.sessionId, transcriptPath: o.transcriptPath, level, maxWarnings, noCache: o.noCache === true,
        eventDecorators: Object.freeze(events), maxNameFanout: fan, cacheDir: o.cacheDir,
    });
}
