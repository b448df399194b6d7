/**
 * `stat` without the `fs.Stats` object. Node 20's `statSync` builds four `Date`s for every call; over the 1.5k files of
 * a warm pandas index that was 15-25 ms of a ~50 ms run, against ~7 ms for the same system calls through the binding
 * `statSync` itself calls (`process.binding('fs').stat`, which returns the raw numbers). Node 22 makes the dates lazy.
 *
 * The binding is not a supported API, and called with arguments it does not expect it may abort the process (its
 * argument checks are assertions), so its use is fenced:
 * - only on Node 20, whose result layout is the one below, and only where `statSync`'s own source shows it calling the
 *   binding exactly as this module does: `stat(path, bigint, undefined, throwIfNoEntry)` (earlier Node 20 releases
 *   passed an error-context object there instead, which the binding writes into on failure);
 * - never under `--pending-deprecation`, where `process.binding` warns;
 * - the first call is checked against `fs.statSync` on the same file; any difference, or any throw from the binding
 *   other than the file's own error, falls back to `fs.statSync` for the rest of the process.
 */
import { statSync } from 'node:fs';
import { resolveNodeFlags } from '../config/env.js';
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
// Indices into the binding's result (Node 20 `kFsStatsFieldsNumber` layout: dev, mode, nlink, uid, gid, rdev,
// blksize, ino, size, blocks, then seconds and nanoseconds of atime, mtime, ctime, birthtime).
const MODE = 1;
const SIZE = 8;
const MTIME_S = 12;
const MTIME_NS = 13;
/** How Node's own `statSync` must call the binding for this module to call it the same way. */
export const STATSYNC_CALL = /binding\.stat\(\s*pathModule\.toNamespacedPath\(path\),\s*options\.bigint,\s*undefined,\s*options\.throwIfNoEntry,?\s*\)/;
let raw;
let checked = false;
function binding() {
    if (raw !== undefined)
        return raw;
    raw = null;
    const env = resolveNodeFlags();
    const pending = process.execArgv.some((a) => a.includes('pending-deprecation')) || /pending-deprecation/.test(env.nodeOptions) || env.pendingDeprecation;
    if (!/^20\./.test(process.versions.node) || pending || !STATSYNC_CALL.test(String(statSync)))
        return null;
    try {
        const b = process.binding('fs');
        if (typeof b.stat === 'function')
            raw = b.stat;
    }
    catch { /* a permission model or a policy refuses it */ }
    return raw;
}
function fromStats(st) {
    const fmt = st.mode & S_IFMT;
    return { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: st.size, mtimeMs: st.mtimeMs };
}
/** Node's `statSync(abs)` reduced to what the index keeps: throws the same errors (with `code`), follows symlinks. */
export function statLite(abs) {
    const b = binding();
    // (statSync's own path check, which the binding skips: a NUL would cut the path short. No listed path has one.)
    if (b === null || abs.includes('\0'))
        return fromStats(statSync(abs));
    let a;
    try {
        a = b(abs, false, undefined, true);
    }
    catch (err) {
        if (typeof err.code === 'string' && err.syscall === 'stat')
            throw err;
        raw = null; // not the error of a file: the binding is not what this module expects
        return fromStats(statSync(abs));
    }
    if (!(a instanceof Float64Array) || a.length < MTIME_NS + 1) {
        raw = null;
        return fromStats(statSync(abs));
    }
    const fmt = a[MODE] & S_IFMT;
    // Node's msFromTimeSpec, to the bit: the index compares mtimes with ===.
    const lite = { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: a[SIZE], mtimeMs: a[MTIME_S] * 1000 + a[MTIME_NS] / 1_000_000 };
    if (!checked) {
        checked = true;
        const ref = fromStats(statSync(abs));
        if (ref.isFile !== lite.isFile || ref.isDirectory !== lite.isDirectory || ref.size !== lite.size || ref.mtimeMs !== lite.mtimeMs) {
            raw = null;
            return ref;
        }
    }
    return lite;
}
/** Returns where statLite's answers come from now: the binding, or `fs.statSync` (for tests). */
export function statLiteSource() {
    return binding() === null ? 'fs' : 'binding';
}
/** For tests: forget what the first call learned. */
export function resetStatLite() {
    raw = undefined;
    checked = false;
}
