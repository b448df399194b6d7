/**
 * Runs a CommonJS file (the hook bundle, the CLI's command bundles) through a V8 code cache kept in the state
 * directory, so a short process — a hook lives ~100 ms and would otherwise compile the same ~120 KB of JavaScript
 * every time — deserializes bytecode instead. Node 20 has no `module.enableCompileCache()` (22+), hence `vm.Script`
 * with `cachedData`; on 22+ it stays the faster of the two for a hook: this cache is written at exit and so holds the
 * functions the run compiled lazily, while Node's compile cache keeps what was compiled when the module loaded, and the
 * rest compiles again in every process (measured on Node 26, 5 MB first call, two runs of 9: the bundle evaluated
 * 8–11 ms of CPU sooner, the whole call ended 11–24 ms later; src/runtime/README.md).
 *
 * Integrity: the cache file name carries a SHA-1 over the source bytes, the Node version, architecture and flags, so
 * a rebuilt bundle or another Node never reads a stale cache (V8 itself only checks the source *length*). The file
 * starts with the SHA-1 of its payload, checked before V8 sees it (V8's own checksum is off in release builds), and is
 * written by rename, so a torn or corrupt file is ignored, never deserialized. Any failure of the cache itself falls
 * back to a plain `require()`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';
import { writeFileAtomic } from '../store/atomic.js';
import { resolveCodeCacheOptions } from './options.js';
import { resolveNodeFlags } from '../config/env.js';
const DIGEST_BYTES = 20;
/**
 * Returns the name of the cache file for `source` run as `tag` under this Node and these V8 flags (command line,
 * NODE_OPTIONS): `<file>-<tag>-<runtime 8 hex>-<source 16 hex>.v8`. V8 rejects a cache made under other flags, so
 * each runtime has its own file; a new build replaces only the file of its own runtime (see cachePrefix).
 */
export function cacheFileName(file, tag, source) {
    const sourceKey = createHash('sha1').update(source).digest('hex').slice(0, 16);
    return `${cachePrefix(file, tag)}${sourceKey}.v8`;
}
/** Returns the part of the cache file name shared by every build of `file` run as `tag` under this runtime. */
export function cachePrefix(file, tag) {
    const runtime = [process.version, process.arch, process.execArgv.join(' '), resolveNodeFlags().nodeOptions].join('\0');
    const runtimeKey = createHash('sha1').update(runtime).digest('hex').slice(0, 8);
    return `${basename(file)}-${tag.replace(/[^A-Za-z0-9_-]/g, '_')}-${runtimeKey}-`;
}
/** Returns the cached data stored in `path` when its checksum holds, else undefined (absent, torn, corrupt). */
export function readCacheFile(path) {
    let body;
    try {
        body = readFileSync(path);
    }
    catch {
        return undefined;
    }
    if (body.length <= DIGEST_BYTES)
        return undefined;
    const payload = body.subarray(DIGEST_BYTES);
    const digest = createHash('sha1').update(payload).digest();
    return digest.equals(body.subarray(0, DIGEST_BYTES)) ? payload : undefined;
}
/** Returns nothing; stores `data` at `path` (checksum first, atomic rename) and removes older caches of `prefix`. */
export function writeCacheFile(path, data, prefix) {
    const digest = createHash('sha1').update(data).digest();
    writeFileAtomic(path, Buffer.concat([digest, data]));
    const dir = dirname(path);
    for (const name of readdirSync(dir)) {
        if (name.startsWith(prefix) && name.endsWith('.v8') && join(dir, name) !== path) {
            try {
                unlinkSync(join(dir, name));
            }
            catch { /* removed by a concurrent writer */ }
        }
    }
}
/**
 * Returns the cache status after running the CommonJS `file` with a V8 code cache: compiled from cached bytecode
 * when a valid cache exists; otherwise compiled from source, and the cache is (re)written when the process exits,
 * so it holds every function this run compiled (most of them lazily, after start). Errors of the file itself
 * propagate; errors of the cache make it a plain `require(file)` (status `off`).
 */
export function runWithCodeCache(file, opts) {
    return requireWithCodeCache(file, opts).status;
}
/** Returns runWithCodeCache's status and the `module.exports` the file set. */
export function requireWithCodeCache(file, opts) {
    let fn;
    let status;
    try {
        const source = readFileSync(file);
        const { dir } = resolveCodeCacheOptions(opts);
        const cachePath = join(dir, cacheFileName(file, opts.tag, source));
        const cachedData = readCacheFile(cachePath);
        // Node's own CommonJS wrapper, so the file runs exactly as require() would run it.
        const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`;
        // No import() in a file run this way: in Node 20 a function deserialized from cached data has no loader for it
        // ("A dynamic import callback was not specified"), and vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, which fixes
        // it without a cache, is experimental and warns on stderr. Bundles load packages with require(); the prompt
        // hook, which imports dist/ modules, does not run through the cache (hooks/launch.ts).
        const script = new vm.Script(wrapped, { filename: file, cachedData });
        status = cachedData === undefined ? 'miss' : script.cachedDataRejected ? 'rejected' : 'hit';
        if (status !== 'hit') {
            const prefix = cachePrefix(file, opts.tag);
            process.once('exit', () => {
                try {
                    writeCacheFile(cachePath, script.createCachedData(), prefix);
                }
                catch { /* unwritable state: the next run compiles from source again */ }
            });
        }
        fn = script.runInThisContext();
    }
    catch {
        return { status: 'off', exports: opts.require(file) };
    }
    const module = { exports: {}, filename: file, id: file, loaded: false };
    fn.call(module.exports, module.exports, opts.require, module, file, dirname(file));
    return { status, exports: module.exports };
}
