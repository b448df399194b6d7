/**
 * A git work tree's file listing (`git ls-files -co --exclude-standard`), kept between processes.
 *
 * Why: a warm `ck slice` is served from the slice cache once the tree is known unchanged (slice/front-cache.ts), and
 * knowing that took a git process: spawning it and waiting for its walk of the untracked files was ~40-60 ms of a
 * ~200 ms warm run on sympy. The listing can only change when
 * - a directory gains or loses an entry (its mtime changes: every filesystem git supports does this, and git's own
 *   untracked cache relies on it),
 * - an ignore rule changes (a `.gitignore`, `info/exclude`, the global excludes file, a config naming another one),
 * - the index changes (`git add`, `rm --cached`, a checkout).
 * So the listing is stored with the mtimes of every directory of the tree and the stats of those files, and reused
 * while all of them are unchanged. Anything else (a changed stat, a file that appeared, a GIT_* variable, a config
 * setting core.excludesFile, too many directories) asks git, as before.
 *
 * Racy entries: a directory changed within the mtime granularity of the moment it was looked at could change again
 * without a new mtime, so a listing is stored only when every watched mtime is older than RACY_MS before git ran
 * (the rule git applies to its own index). That also covers the order of things: the directories are looked at
 * while git lists (the listing runs in git's process), and anything that changed meanwhile is recent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { readJsonEntry, writeJsonEntry } from '../store/json-cache.js';
import { statLite } from '../runtime/stat-lite.js';
import { resolveGitEnv } from '../config/env.js';
/** Bumped when the entry's layout or meaning changes. */
const FORMAT = 1;
/** Listings kept (one per work tree root); the least recently used go first. */
const MAX_ENTRIES = 32;
/** A watched mtime this close to (or after) the listing's start makes the listing unsafe to store. */
export const RACY_MS = 2000;
/** Trees with more directories than this are always listed by git: checking them would cost what git costs. */
export const MAX_DIRS = 20_000;
const keyOf = (root) => createHash('sha1').update(root).digest('hex');
/** Returns [size, mtimeMs] of `path`, or [-1, 0] when it does not exist or cannot be stat'ed. */
function fileStat(path) {
    try {
        const st = statLite(path);
        return [st.size, st.mtimeMs];
    }
    catch {
        return [-1, 0];
    }
}
/** Returns the git directory and common directory of the work tree at `root`, or undefined when root is not its top. */
function gitDirs(root) {
    const dotGit = join(root, '.git');
    let gitDir;
    try {
        const st = statLite(dotGit);
        if (st.isDirectory)
            gitDir = dotGit;
        else {
            // A linked work tree or a submodule: `.git` is a file naming the git directory.
            const m = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'));
            if (!m)
                return undefined;
            gitDir = isAbsolute(m[1].trim()) ? m[1].trim() : resolve(root, m[1].trim());
        }
    }
    catch {
        return undefined;
    }
    let commonDir = gitDir;
    try {
        const c = readFileSync(join(gitDir, 'commondir'), 'utf8').trim();
        if (c)
            commonDir = isAbsolute(c) ? c : resolve(gitDir, c);
    }
    catch { /* not a linked work tree */ }
    return { gitDir, commonDir };
}
/** Returns the git configuration files of the work tree whose git dirs are `g`: any of them could set core.excludesFile. */
function configFiles(g, env) {
    return [join(g.commonDir, 'config'), join(g.gitDir, 'config.worktree'), join(env.home, '.gitconfig'), join(env.xdgConfigHome, 'git', 'config'), '/etc/gitconfig'];
}
/**
 * Returns the watch of the work tree at `root` (its top: `root/.git` exists), or undefined when the listing of this
 * tree cannot be kept (not a work tree top, a GIT_ variable that steers git, a config naming an excludes file, too
 * many directories). `skipDir(name)` names directories whose files no caller keeps (the walk's default exclusions).
 */
export function watchListing(root, skipDir, env = resolveGitEnv()) {
    if (env.steered)
        return undefined;
    const g = gitDirs(root);
    if (!g)
        return undefined;
    const configs = configFiles(g, env);
    for (const f of configs) {
        try {
            if (/excludesfile/i.test(readFileSync(f, 'utf8')))
                return undefined;
        }
        catch { /* absent */ }
    }
    // The index, the repository's and the default global excludes files, the configs; the .gitignore files join below.
    const files = [join(g.gitDir, 'index'), join(g.commonDir, 'info', 'exclude'), join(env.xdgConfigHome, 'git', 'ignore'), ...configs];
    const dirs = [root];
    const dirMtimes = [];
    for (let i = 0; i < dirs.length; i++) {
        if (dirs.length > MAX_DIRS)
            return undefined;
        let entries;
        try {
            dirMtimes.push(statLite(dirs[i]).mtimeMs);
            entries = readdirSync(dirs[i], { withFileTypes: true });
        }
        catch {
            return undefined; // an unreadable directory: let git decide
        }
        for (const e of entries) {
            if (e.isDirectory()) {
                if (e.name !== '.git' && !skipDir(e.name))
                    dirs.push(join(dirs[i], e.name));
            }
            else if (e.name === '.gitignore')
                files.push(join(dirs[i], e.name));
        }
    }
    return { dirs, dirMtimes, files, fileStats: files.map(fileStat) };
}
/** Returns the stored listing of `root` when nothing it depends on changed, else undefined. */
export function readListing(root, env = resolveGitEnv()) {
    if (env.steered)
        return undefined;
    const e = readJsonEntry(cacheDir('git-listing'), keyOf(root), (v) => v?.version === FORMAT && v.root === root && Array.isArray(v.dirs) && Array.isArray(v.files) && typeof v.listed === 'string' && v.dirs.length === v.dirMtimes?.length && v.files.length === v.fileStats?.length);
    if (!e)
        return undefined;
    for (let i = 0; i < e.dirs.length; i++) {
        let t;
        try {
            t = statLite(e.dirs[i]).mtimeMs;
        }
        catch {
            return undefined;
        }
        if (t !== e.dirMtimes[i])
            return undefined;
    }
    for (let i = 0; i < e.files.length; i++) {
        const [size, t] = fileStat(e.files[i]);
        if (size !== e.fileStats[i][0] || t !== e.fileStats[i][1])
            return undefined;
    }
    return e.listed === '' ? [] : e.listed.split('\0');
}
/**
 * Returns nothing; stores git's `listed` paths of `root` with `watch` (taken before git finished), unless a watched
 * mtime is within RACY_MS of `startedMs` (when git was started) or later.
 */
export function storeListing(root, watch, startedMs, listed) {
    let newest = 0;
    for (const t of watch.dirMtimes)
        if (t > newest)
            newest = t;
    for (const [, t] of watch.fileStats)
        if (t > newest)
            newest = t;
    if (newest >= startedMs - RACY_MS)
        return;
    const e = { version: FORMAT, root, ...watch, listed: listed.join('\0') };
    writeJsonEntry(cacheDir('git-listing'), keyOf(root), e, MAX_ENTRIES);
}
