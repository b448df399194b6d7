// The InstalledPackage discovery makes: plain fields plus a hasSources answer computed on first read, because looking
// inside every package would cost a readdir per package on every run and most runs ask about a handful.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
const JS_SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/;
const PY_SOURCE = /\.py$/;
const COMPILED = /\.(?:so|pyd|node|dylib|dll)$/;
/** @internal An InstalledPackage whose hasSources is decided when first read. */
export class DiscoveredPackage {
    ecosystem;
    name;
    version;
    root;
    modules;
    where;
    #hasSources;
    #warnings;
    /** Whether root is a directory (false for a single-module Python file); known at discovery, saves a stat later. */
    #isDir;
    constructor(ecosystem, name, version, root, modules, where, isDir, warnings) {
        this.ecosystem = ecosystem;
        this.name = name;
        this.version = version;
        this.root = root;
        this.modules = modules;
        this.where = where;
        this.#isDir = isDir;
        this.#warnings = warnings;
    }
    /** Returns whether the package holds any .py/.js/.ts file (top level and one level down); adds a `no-sources`
     * warning the first time the answer is false. */
    get hasSources() {
        if (this.#hasSources === undefined) {
            this.#hasSources = this.#isDir
                ? dirHasSources(this.root, this.ecosystem === 'python' ? PY_SOURCE : JS_SOURCE)
                : (this.ecosystem === 'python' ? PY_SOURCE : JS_SOURCE).test(this.root);
            if (!this.#hasSources) {
                this.#warnings.push({
                    kind: 'no-sources',
                    path: this.root,
                    detail: `${this.name} holds only compiled modules (${this.ecosystem === 'python' ? '.so/.pyd' : '.node'}) and no source to read`,
                });
            }
        }
        return this.#hasSources;
    }
    set hasSources(value) {
        this.#hasSources = value;
    }
    /** Returns the plain-data form (the getter answered), for JSON. */
    toJSON() {
        const { ecosystem, name, version, root, modules, where, hasSources } = this;
        return { ecosystem, name, version, root, modules, where, hasSources };
    }
}
/** Returns whether `dir` has a file matching `source` at its top level or one directory down. A directory with no
 * compiled module in it either (an empty or data-only package) counts as having sources: there is nothing to warn of. */
function dirHasSources(dir, source) {
    const top = listDir(dir);
    if (top === undefined)
        return true; // unreadable: not known to be compiled-only
    let compiled = false;
    const subdirs = [];
    for (const e of top) {
        if (e.isDirectory()) {
            if (e.name !== 'node_modules' && e.name !== '__pycache__' && e.name[0] !== '.')
                subdirs.push(e.name);
        }
        else if (source.test(e.name))
            return true;
        else if (COMPILED.test(e.name))
            compiled = true;
    }
    for (const sub of subdirs) {
        for (const e of listDir(join(dir, sub)) ?? []) {
            if (e.isDirectory())
                continue;
            if (source.test(e.name))
                return true;
            if (COMPILED.test(e.name))
                compiled = true;
        }
    }
    return !compiled;
}
function listDir(dir) {
    try {
        return readdirSync(dir, { withFileTypes: true });
    }
    catch {
        return undefined;
    }
}
