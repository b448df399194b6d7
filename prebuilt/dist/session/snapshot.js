/**
 * Task-state snapshots across compaction and restarts: the active charter and the head of the working-set manifest,
 * taken by PreCompact (per session) and SessionEnd (per repository), and composed back into one bounded text for
 * SessionStart. When space is short the charter comes first: constraints are what an edit must not break, and the
 * manifest is one command away.
 */
import { readFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { stateDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
import { estimateTokens, formatTokens } from '../tokens.js';
import { sessionDir } from './index.js';
import { asWorkingSet, boundWorkingSet } from './working-set.js';
/** Returns the snapshot configuration from `env` (defaults applied here only). */
export function resolveSnapshotConfig(env = process.env) {
    const num = (v, fallback) => (v !== undefined && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : fallback);
    return Object.freeze({
        ttlMs: num(env.CK_SNAPSHOT_TTL_HOURS, 24) * 3600_000,
        maxTokens: Math.max(200, Math.floor(num(env.CK_SNAPSHOT_MAX_TOKENS, 4000))),
    });
}
/** Characters of charter kept in a snapshot file (a restore cuts far below this, with a marker). */
const MAX_CHARTER_CHARS = 64_000;
/** Repository snapshots kept; the oldest beyond are removed at each write. */
const MAX_REPO_SNAPSHOTS = 200;
/** Returns the file of the per-repository snapshot of `repo`. */
export function repoSnapshotPath(repo) {
    return stateDir('snapshots', `${createHash('sha1').update(repo).digest('hex').slice(0, 20)}.json`);
}
function sessionSnapshotPath(sessionId) {
    return join(sessionDir(sessionId), 'snapshot.json');
}
/** Returns a snapshot with its charter and working set cut to the stored bounds. */
export function makeSnapshot(s) {
    return {
        version: 1,
        ...s,
        charter: s.charter === null ? null : s.charter.slice(0, MAX_CHARTER_CHARS),
        workingSet: s.workingSet ? boundWorkingSet(s.workingSet) : null,
    };
}
function parseSnapshot(text) {
    const v = JSON.parse(text);
    if (!v || v.version !== 1 || typeof v.repo !== 'string' || typeof v.ts !== 'number')
        return null;
    return {
        version: 1,
        repo: v.repo,
        sessionId: typeof v.sessionId === 'string' ? v.sessionId : '',
        ts: v.ts,
        by: v.by === 'session-end' ? 'session-end' : 'pre-compact',
        ...(typeof v.detail === 'string' ? { detail: v.detail } : {}),
        charter: typeof v.charter === 'string' ? v.charter : null,
        workingSet: asWorkingSet(v.workingSet),
    };
}
function readSnapshotFile(file) {
    try {
        return parseSnapshot(readFileSync(file, 'utf8'));
    }
    catch {
        return null;
    }
}
/** Returns nothing; stores `snap` as the session's snapshot (atomic write). Throws on I/O errors. */
export function writeSessionSnapshot(snap) {
    writeFileAtomic(sessionSnapshotPath(snap.sessionId), `${JSON.stringify(snap)}\n`);
}
/** Returns the session's own snapshot (taken by its PreCompact or SessionEnd), or null. */
export function readSessionSnapshot(sessionId) {
    return readSnapshotFile(sessionSnapshotPath(sessionId));
}
/** Returns nothing; stores `snap` as its repository's snapshot (atomic; the last writer wins) and prunes old ones. */
export function writeRepoSnapshot(snap) {
    writeFileAtomic(repoSnapshotPath(snap.repo), `${JSON.stringify(snap)}\n`);
    pruneRepoSnapshots();
}
/** Returns the repository's snapshot when it is younger than `ttlMs` at `now`, else null. */
export function readFreshRepoSnapshot(repo, ttlMs, now = Date.now()) {
    const snap = readSnapshotFile(repoSnapshotPath(repo));
    if (!snap || snap.repo !== repo)
        return null;
    return now - snap.ts <= ttlMs ? snap : null;
}
/** Removes the oldest repository snapshots beyond MAX_REPO_SNAPSHOTS; returns how many went. Never throws. */
function pruneRepoSnapshots() {
    const dir = stateDir('snapshots');
    let removed = 0;
    try {
        const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
        if (files.length <= MAX_REPO_SNAPSHOTS)
            return 0;
        const aged = files.map((f) => {
            try {
                return { f, m: statSync(join(dir, f)).mtimeMs };
            }
            catch {
                return { f, m: 0 };
            }
        }).sort((a, b) => b.m - a.m || (a.f < b.f ? -1 : 1));
        for (const x of aged.slice(MAX_REPO_SNAPSHOTS)) {
            rmSync(join(dir, x.f), { force: true });
            removed++;
        }
    }
    catch { /* no snapshots yet */ }
    return removed;
}
/**
 * Returns the lines of `text` that fit in `budget` tokens (whole lines, in order) and how many were left out; the
 * marker that says so is the caller's (its own size is reserved by the caller).
 */
function fitLines(text, budget) {
    const lines = text.split('\n');
    const kept = [];
    let used = 0;
    for (const line of lines) {
        const t = estimateTokens(line) + 1;
        if (used + t > budget)
            break;
        kept.push(line);
        used += t;
    }
    const rest = lines.slice(kept.length).join('\n');
    return { kept, left: lines.length - kept.length, leftTokens: rest ? estimateTokens(rest) : 0 };
}
/** Tokens reserved for each cut marker. */
const MARKER_TOKENS = 60;
/**
 * Returns the task state to hand back to the model: a header line, the charter, then the working-set manifest head,
 * within `maxTokens`. When space is short the manifest is cut (whole lines, then entirely) before the charter is;
 * every cut is marked with what was left out and the command that brings it back.
 */
export function composeRestore(parts, maxTokens) {
    const out = [parts.header];
    let budget = maxTokens - estimateTokens(parts.header) - 1;
    let charterCut = false;
    let manifestCut = false;
    const charter = parts.charter?.replace(/\s+$/, '');
    const head = parts.workingSet?.head.replace(/\s+$/, '');
    const charterCmd = `ck charter get --repo '${parts.repo}'`;
    if (charter) {
        const title = `== charter (constraints of this task; full text: ${charterCmd}) ==`;
        const need = estimateTokens(title) + estimateTokens(charter) + 2;
        // The manifest's own marker must still fit after the charter, so a cut charter keeps room for it.
        const reserve = head ? MARKER_TOKENS : 0;
        if (need <= budget - reserve) {
            out.push(title, charter);
            budget -= need;
        }
        else {
            charterCut = true;
            const fit = fitLines(charter, Math.max(0, budget - reserve - MARKER_TOKENS - estimateTokens(title) - 1));
            out.push(title, ...fit.kept, `[ck: charter cut for space: ${fit.left} more line(s), ~${formatTokens(fit.leftTokens)} tokens; full text: ${charterCmd}]`);
            budget = reserve;
        }
    }
    if (head) {
        const title = '== working set (the slice this task was given) ==';
        const full = head.split('\n').find((l) => l.startsWith('full manifest: '))?.slice('full manifest: '.length);
        const how = full ? `full manifest: ${full}` : 'the full manifest comes back with the same ck slice command';
        const need = estimateTokens(title) + estimateTokens(head) + 2;
        if (need <= budget) {
            out.push(title, head);
        }
        else {
            manifestCut = true;
            const fit = fitLines(head, Math.max(0, budget - MARKER_TOKENS - estimateTokens(title) - 1));
            if (fit.kept.length > 0)
                out.push(title, ...fit.kept, `[ck: working-set head cut for space: ${fit.left} more line(s), ~${formatTokens(fit.leftTokens)} tokens; ${how}]`);
            else
                out.push(`[ck: working-set head left out for space (~${formatTokens(estimateTokens(head))} tokens; the charter comes first); ${how}]`);
        }
    }
    const text = out.join('\n');
    return { text, tokens: estimateTokens(text), charterCut, manifestCut };
}
