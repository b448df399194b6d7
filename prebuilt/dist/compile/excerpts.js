/**
 * Per-symbol skeletons without a whole-file parse: the excerpt of a file's referenced definitions is cut from a
 * skeleton of just the lines it reads (`../skeleton/excerpt-source.ts`: those lines in place, every other line
 * empty), parsed once and cached by content hash like any skeleton. A file whose whole skeleton is loaded is cut
 * from that; a sparse parse with a syntax error falls back to the whole file (a range the index got wrong, or a
 * definition that only parses in its surroundings).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { grammarLangOf } from '../parse/languages.js';
import { ParseCache } from '../parse/cache.js';
import { contentHash, decodeSource } from '../parse/source.js';
import { parseTask, cachedRecords, analyzerTable } from '../parse/task.js';
import { SKELETON_ANALYZER } from '../skeleton/analyzer.js';
import { excerptRanges, sparseSource } from '../skeleton/excerpt-source.js';
import { recordAtLevel } from '../skeleton/index.js';
const SKELETON_ONLY = analyzerTable(SKELETON_ANALYZER);
/** Source texts and sparse skeletons of the files of one index, for per-symbol excerpts and size bounds. */
export class ExcerptSources {
    index;
    analyses;
    level;
    texts = new Map();
    sparse = new Map();
    cache;
    /** @param cacheDir the parse cache directory (undefined: the default one; false: none) */
    constructor(index, analyses, level, cacheDir) {
        this.index = index;
        this.analyses = analyses;
        this.level = level;
        this.cache = cacheDir === false ? undefined : new ParseCache(cacheDir);
    }
    /** Returns the decoded source of file `id`, or undefined when it cannot be read or parsed (binary, too large). */
    text(id) {
        if (this.texts.has(id))
            return this.texts.get(id);
        let text;
        try {
            const src = decodeSource(readFileSync(resolve(this.index.root, this.index.files[id].path)), this.index.files[id].path);
            text = 'error' in src ? undefined : src.text;
        }
        catch {
            text = undefined;
        }
        this.texts.set(id, text);
        return text;
    }
    /**
     * Prepares the excerpts of `wanted` (file id → the definitions to show): a sparse skeleton for each file whose
     * whole skeleton is not loaded; a file whose sparse parse fails gets its whole skeleton loaded instead.
     */
    async prepare(wanted) {
        const whole = [];
        for (const [id, defs] of wanted) {
            const f = this.index.files[id];
            if (this.analyses.skeletons.has(f.path) || this.sparse.get(id)?.key === keyOf(defs))
                continue;
            const lang = grammarLangOf(f.path);
            const text = this.text(id);
            if (!lang || text === undefined) {
                whole.push(id);
                continue;
            }
            const ranges = excerptRanges(defs, f.defs, lang === 'python');
            // Python: a definition outside any class that starts indented sits in a block whose header is not kept (a
            // def under `if` or `with`): only the whole file parses it in place.
            if (lang === 'python' && defs.some((d) => /^[ \t]/.test(lineOf(text, (ownerClass(d, f.defs) ?? d).start)))) {
                whole.push(id);
                continue;
            }
            const sparse = sparseSource(text, ranges);
            const hash = contentHash(sparse);
            let rec = this.cache ? cachedRecords(this.cache, [SKELETON_ANALYZER.kind], lang, hash)?.[0] : undefined;
            if (!rec) {
                const ans = await parseTask({ kinds: [SKELETON_ANALYZER.kind], text: sparse, lang, hash, cacheDir: this.cache?.dir }, SKELETON_ONLY);
                rec = 'error' in ans ? undefined : ans.records[0];
            }
            if (!rec || rec.errorLine > 0) {
                whole.push(id);
                continue;
            }
            this.sparse.set(id, { key: keyOf(defs), rec: recordAtLevel(rec, this.level) });
        }
        if (whole.length)
            await this.analyses.loadSkeletons(whole);
    }
    /** Returns the skeleton to cut the excerpt of `defs` of file `id` from: the whole file's when loaded, else the
     * sparse one prepared for these definitions; undefined when neither exists. */
    levelFor(id, defs) {
        const path = this.index.files[id].path;
        if (this.analyses.skeletons.has(path))
            return this.analyses.levelOf(path, this.level).rec;
        const s = this.sparse.get(id);
        return s && s.key === keyOf(defs) ? s.rec : undefined;
    }
}
/** Returns the class of `members` whose lines contain `d`, if any. */
function ownerClass(d, members) {
    return members.find((m) => m.kind === 'class' && m !== d && m.start < d.start && m.end >= d.end);
}
/** Returns line `n` (1-based) of `text`. */
function lineOf(text, n) {
    let at = 0;
    for (let i = 1; i < n && at >= 0; i++)
        at = text.indexOf('\n', at) + 1 || -1;
    if (at < 0)
        return '';
    const end = text.indexOf('\n', at);
    return text.slice(at, end < 0 ? text.length : end);
}
function keyOf(defs) {
    return defs.map((d) => `${d.start}-${d.end}`).join(',');
}
