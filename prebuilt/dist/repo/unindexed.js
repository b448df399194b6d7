/**
 * Why a path a user named is not a file of the repository index — so a message names the real cause (the file is
 * outside the repository, is a directory, cannot be read) instead of a guess at "binary or too large".
 */
import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
const CAUSES = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ELOOP: 'a symbolic link loop',
    EIO: 'an input/output error',
    ENAMETOOLONG: 'name too long',
};
/** Returns `err`'s cause as a short phrase: `EACCES: permission denied`, or its code or message. */
export function describeFsError(err) {
    const e = err;
    const code = e?.code;
    if (code && CAUSES[code])
        return `${code}: ${CAUSES[code]}`;
    return code ?? String(e?.message ?? err);
}
/**
 * Returns why the existing file `abs` cannot be read — `cannot be read (EACCES: permission denied)` — or undefined
 * when it can be read, does not exist or is a directory. Opens the file and reads one byte: a mode that `stat`
 * would not reveal (an ACL, a FIFO) answers here as the indexer met it.
 */
export function unreadableCause(abs) {
    let fd;
    try {
        if (statSync(abs).isDirectory())
            return undefined;
        fd = openSync(abs, 'r');
        readSync(fd, Buffer.alloc(1), 0, 1, 0);
        return undefined;
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR')
            return undefined;
        return `cannot be read (${describeFsError(err)})`;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
/** Returns true when `abs` lies inside the directory `root` (both compared through their real paths). */
export function isInside(root, abs) {
    const real = (p) => { try {
        return realpathSync(p);
    }
    catch {
        return resolve(p);
    } };
    const rel = relative(real(root), real(abs));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
/**
 * Returns why `file` (absolute, or relative to `root` or to `cwd`) is not a file of the index of `root`, as the
 * end of a sentence that starts with the file's name: `does not exist`, `is outside the repository /r`, `is a
 * directory; give a source file`, `cannot be read (EACCES: permission denied)`, or `is not indexed (…)`.
 */
export function whyNotIndexed(root, file, cwd = process.cwd()) {
    const cands = isAbsolute(file) ? [file] : [resolve(root, file), resolve(cwd, file)];
    const exists = (p) => { try {
        statSync(p);
        return true;
    }
    catch (err) {
        return err.code !== 'ENOENT' && err.code !== 'ENOTDIR';
    } };
    const found = cands.filter(exists);
    if (!found.length)
        return 'does not exist';
    const abs = found.find((p) => isInside(root, p));
    if (abs === undefined)
        return `is outside the repository ${root}`;
    let isDir = false;
    try {
        isDir = statSync(abs).isDirectory();
    }
    catch (err) {
        return `cannot be read (${describeFsError(err)})`;
    }
    if (isDir)
        return 'is a directory; give a source file';
    return unreadableCause(abs) ?? 'is not indexed (binary, too large, excluded or not a source file)';
}
