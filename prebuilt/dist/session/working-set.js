/**
 * The active working set of a session: the seeds and files of the last slice handed to the model (by the
 * UserPromptSubmit hook, or restored from a snapshot), and the manifest head it saw. One JSON file per session,
 * written atomically; task switches are detected against it and snapshots carry its head.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { sessionDir } from './index.js';
/** Files kept per working set; the head names how many more the full manifest has. */
export const MAX_WORKING_SET_FILES = 400;
/** Characters of manifest head kept. */
export const MAX_HEAD_CHARS = 16_000;
function path(sessionId) {
    return join(sessionDir(sessionId), 'working-set.json');
}
/** Returns `ws` cut to the stored bounds (files and head length). */
export function boundWorkingSet(ws) {
    return {
        ...ws,
        seeds: ws.seeds.slice(0, 50).map((s) => ({ path: s.path, ...(s.line ? { line: s.line } : {}), ...(s.why ? { why: s.why } : {}) })),
        files: ws.files.slice(0, MAX_WORKING_SET_FILES).map((f) => ({
            path: f.path,
            ...(f.role ? { role: f.role } : {}),
            ...(f.tier ? { tier: f.tier } : {}),
            ...(f.ranges?.length ? { ranges: f.ranges } : {}),
            ...(typeof f.tokens === 'number' ? { tokens: f.tokens } : {}),
        })),
        head: ws.head.length > MAX_HEAD_CHARS ? ws.head.slice(0, MAX_HEAD_CHARS) : ws.head,
    };
}
/** Returns the value read as a working set, or null when it does not have the shape. */
export function asWorkingSet(v) {
    const o = v;
    if (!o || typeof o !== 'object' || o.version !== 1 || typeof o.repo !== 'string' || typeof o.head !== 'string')
        return null;
    if (!Array.isArray(o.seeds) || !Array.isArray(o.files))
        return null;
    const seeds = o.seeds.filter((s) => !!s && typeof s.path === 'string');
    const files = o.files.filter((f) => !!f && typeof f.path === 'string');
    return { version: 1, repo: o.repo, ts: typeof o.ts === 'number' ? o.ts : 0, seeds, files, head: o.head, ...(typeof o.symptomFile === 'string' ? { symptomFile: o.symptomFile } : {}) };
}
/** Returns the session's active working set, or null when it has none (or the file is unreadable or corrupt). */
export function readWorkingSet(sessionId) {
    try {
        return asWorkingSet(JSON.parse(readFileSync(path(sessionId), 'utf8')));
    }
    catch {
        return null;
    }
}
/** Returns nothing; makes `ws` (bounded) the session's active working set, written atomically. Throws on I/O errors. */
export function writeWorkingSet(sessionId, ws) {
    writeFileAtomic(path(sessionId), `${JSON.stringify(boundWorkingSet(ws))}\n`);
}
/** Returns nothing; drops the session's working set (after /clear the model no longer holds it). Never throws. */
export function dropWorkingSet(sessionId) {
    try {
        rmSync(path(sessionId), { force: true });
    }
    catch { /* nothing to drop */ }
}
