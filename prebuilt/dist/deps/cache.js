/**
 * Per-package index caches, shared across projects. An installed package's index is keyed by its name, version and a
 * content fingerprint (its files' relative paths and sizes), not by where it is installed: two projects with the same
 * django share one index, and a package that was upgraded or patched in place gets a new one. The cache is bounded
 * (least recently used entries go first) and every entry is written atomically.
 *
 * Why not the repository index cache: that one is keyed by the absolute root, and its per-file check uses mtimes,
 * which differ between two installs of the same files.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { buildIndex, indexOpKey, DEFAULT_MAX_FILE_BYTES } from '../repo/build.js';
import { langOf } from '../repo/lang.js';
import { walkRepo } from '../repo/walk.js';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
import { statLite } from '../runtime/stat-lite.js';
import { indexFromParts } from './compose.js';
import { resolvePackageIndexOptions } from './options.js';
// msgpackr is loaded on the first entry read or written, as in parse/cache.ts: its module start-up probes for an
// optional native addon (~30-50 ms CPU here), which a process that never opens a package entry, like a warm slice
// served from the slice cache, should not pay.
let msgpack;
const codec = () => (msgpack ??= createRequire(import.meta.url)('msgpackr'));
/** Version of the entry format; part of every key. */
const FORMAT = 1;
/** Entries kept; beyond this the least recently used are removed (an entry is ~1 KB per indexed file). */
export const MAX_PACKAGE_ENTRIES = 64;
/** Returns the directory of the shared package caches. */
export function packageCacheDir() {
    return cacheDir('deps');
}
/**
 * Returns the index of an installed package (a directory, or a single module file), from the shared cache when one
 * with the same name, version and files exists, else built and cached; `key` is its packageKey when already known.
 * Rejects when the root cannot be read.
 */
export async function loadPackageIndex(pkg, options = {}) {
    const { noCache, key } = resolvePackageIndexOptions(options, () => packageKey(pkg));
    const file = join(packageCacheDir(), `${key}.idx`);
    if (!noCache) {
        const hit = readEntry(file, pkg.root);
        if (hit)
            return { pkg, index: hit, key, cache: 'hit' };
    }
    const index = isFile(pkg.root) ? await singleModuleIndex(pkg.root) : await buildIndex(pkg.root, { wholeTree: true, noCache });
    writeEntry(file, index);
    return { pkg, index, key, cache: 'miss' };
}
/**
 * Returns the cache key of a package: name, version and a fingerprint of its file list (paths and sizes). Walking a
 * large package to compute it takes longer than the slice it serves (django: 3,500 files, ~70 ms), so the answer is
 * memoized per root with the files' and directories' stat signatures: a warm check stats the known files and
 * directories (no readdir) and recomputes when any of them changed (an added, removed or edited file).
 */
export function packageKey(pkg) {
    const memoFile = join(packageCacheDir(), 'roots', `${createHash('sha1').update(pkg.root).digest('hex').slice(0, 20)}.json`);
    const now = Date.now();
    try {
        const memo = JSON.parse(readFileSync(memoFile, 'utf8'));
        if (memo.format === FORMAT && memo.root === pkg.root && memo.version === pkg.version && memo.dirSig === statSignature(pkg.root, [], memo.dirs)) {
            // Directories change when files are added, removed or replaced (installs rename into place); a file edited in
            // place changes only itself, so every file is checked too, at most every FILE_CHECK_MS.
            if (now - memo.checkedAt < FILE_CHECK_MS)
                return memo.key;
            if (memo.fileSig === statSignature(pkg.root, memo.files, [])) {
                try {
                    writeFileAtomic(memoFile, JSON.stringify({ ...memo, checkedAt: now }));
                }
                catch { /* best effort */ }
                return memo.key;
            }
        }
    }
    catch { /* absent, corrupt or stale: computed below */ }
    const single = isFile(pkg.root);
    const files = single ? [''] : walkRepo(pkg.root, { whole: true }).paths;
    const dirs = single ? [] : [...new Set(['', ...files.map((f) => f.slice(0, Math.max(0, f.lastIndexOf('/'))))])].sort();
    const key = fingerprintKey(pkg, files);
    const memo = { format: FORMAT, root: pkg.root, version: pkg.version, files, dirs, dirSig: statSignature(pkg.root, [], dirs), fileSig: statSignature(pkg.root, files, []), checkedAt: now, key };
    try {
        writeFileAtomic(memoFile, JSON.stringify(memo));
        evict(dirname(memoFile), MAX_ROOT_MEMOS, '.json');
    }
    catch { /* best effort */ }
    return key;
}
/** Package roots whose key is memoized; beyond this the least recently written memos are removed. */
export const MAX_ROOT_MEMOS = 256;
/** Files of a memoized package root are stat-checked at most this often (directories on every use). */
export const FILE_CHECK_MS = 10 * 60_000;
/** Returns a hash of the sizes and mtimes of `files` and the mtimes of `dirs` under `root` ('' is the root itself). */
function statSignature(root, files, dirs) {
    const h = createHash('sha1');
    const at = (p) => (p ? join(root, p) : root);
    for (const d of dirs) {
        try {
            h.update(`${d}\0${statLite(at(d)).mtimeMs}\0`);
        }
        catch {
            h.update(`${d}\0gone\0`);
        }
    }
    for (const f of files) {
        try {
            const st = statLite(at(f));
            h.update(`${f}\0${st.size}\0${st.mtimeMs}\0`);
        }
        catch {
            h.update(`${f}\0gone\0`);
        }
    }
    return h.digest('hex');
}
/** Returns the shared key of a package from its identity and its files' relative paths and sizes. */
function fingerprintKey(pkg, paths) {
    const h = createHash('sha1').update(`${FORMAT}\0${indexOpKey()}\0${pkg.ecosystem}\0${pkg.name}\0${pkg.version}\0${basename(pkg.root)}`);
    for (const p of paths) {
        let size = -1;
        try {
            size = statSync(p ? join(pkg.root, p) : pkg.root).size;
        }
        catch { /* unreadable: counted by the index as well */ }
        h.update(`\0${p}\0${size}`);
    }
    const slug = `${pkg.name}@${pkg.version || 'unknown'}`.replace(/[^\w.@-]+/g, '_');
    return `${slug}-${h.digest('hex').slice(0, 16)}`;
}
function isFile(p) {
    try {
        return statSync(p).isFile();
    }
    catch {
        return false;
    }
}
/**
 * Returns the index of a single-module package (`site-packages/six.py`): one file, named by its base name, rooted
 * at the site directory's module (compose.ts prefixes it with the site directory).
 */
async function singleModuleIndex(abs) {
    const { processFile } = await import('../repo/file.js');
    const { recordFromBlobs } = await import('../repo/columns.js');
    const st = statSync(abs);
    const lang = langOf(abs);
    const out = processFile(abs, lang, DEFAULT_MAX_FILE_BYTES, 'wasm', undefined, undefined, st.size);
    const skipped = { binary: 0, tooLarge: 0, unreadable: 0, symlinkLoop: 0, ignored: 0 };
    if (out.status !== 'ok') {
        skipped[out.status === 'unchanged' ? 'unreadable' : out.status]++;
        return indexFromParts(abs, [], new Int32Array(0), [], skipped, 'miss');
    }
    const b = out.blobs;
    const rec = recordFromBlobs(basename(abs), lang, st.size, st.mtimeMs, out.hash, out.tokens, { defs: b?.defs ?? '[]', dynamic: b?.dynamic ?? '[]', external: '[]' });
    return indexFromParts(abs, [rec], new Int32Array(0), [], skipped, 'miss');
}
function readEntry(file, root) {
    let e;
    try {
        e = codec().unpack(readFileSync(file));
        if (e.format !== FORMAT)
            return undefined;
    }
    catch {
        return undefined; // absent or corrupt: rebuilt
    }
    try {
        const now = new Date();
        utimesSync(file, now, now);
    }
    catch { /* LRU order is best effort */ }
    const quads = new Int32Array(new Uint8Array(e.edges).buffer);
    return indexFromParts(root, e.files, quads, e.unresolved, e.skipped, 'hit');
}
function writeEntry(file, index) {
    const n = index.edgeFrom.length;
    const quads = new Int32Array(n * 4);
    for (let i = 0; i < n; i++) {
        quads[i * 4] = index.edgeFrom[i];
        quads[i * 4 + 1] = index.edgeTo[i];
        quads[i * 4 + 2] = index.edgeLine[i];
        quads[i * 4 + 3] = index.edgeKind[i];
    }
    const files = index.files.map((f) => ({ path: f.path, lang: f.lang, size: f.size, mtimeMs: f.mtimeMs, hash: f.hash, tokens: f.tokens, defs: f.defs, dynamic: f.dynamic, external: f.external }));
    const entry = { format: FORMAT, files, edges: new Uint8Array(quads.buffer), unresolved: index.unresolved, skipped: index.skipped };
    try {
        writeFileAtomic(file, codec().pack(entry));
        evict(packageCacheDir(), MAX_PACKAGE_ENTRIES);
    }
    catch { /* a read-only cache dir must not fail the slice */ }
}
/**
 * Removes the least recently used `ext` entries of `dir` beyond `keep` (an index entry takes its literal table with
 * it: the two files of one key go together).
 */
function evict(dir, keep, ext = '.idx') {
    let names;
    try {
        names = readdirSync(dir).filter((n) => n.endsWith(ext));
    }
    catch {
        return;
    }
    if (names.length <= keep)
        return;
    const aged = names.map((n) => { try {
        return { n, t: statSync(join(dir, n)).mtimeMs };
    }
    catch {
        return { n, t: 0 };
    } });
    aged.sort((a, b) => a.t - b.t);
    for (const { n } of aged.slice(0, aged.length - keep)) {
        for (const f of ext === '.idx' ? [n, n.replace(/\.idx$/, '.lit')] : [n]) {
            try {
                unlinkSync(join(dir, f));
            }
            catch { /* gone already */ }
        }
    }
}
