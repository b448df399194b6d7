import { analyzeMany } from '../parse/batch.js';
import { SKELETON_ANALYZER } from '../skeleton/analyzer.js';
import { FACTS_ANALYZER } from './analyzers.js';
import { recordAtLevel } from '../skeleton/index.js';
import { estimateTokens } from '../tokens.js';
/** Facts and skeletons of the files of one index, loaded on demand (from the parse cache or by parsing). */
export class FileAnalyses {
    index;
    warnings;
    /** Facts per file id; undefined when the file could not be parsed. */
    facts = new Map();
    /** Skeleton batch items per path. */
    skeletons = new Map();
    /** Parse-cache hits and files parsed so far. */
    stats = { hits: 0, parsed: 0 };
    batch;
    /**
     * @param warnings where parse problems are pushed, in load order
     * @param cacheDir the parse cache directory (undefined: the default one; false: none)
     */
    constructor(index, warnings, cacheDir) {
        this.index = index;
        this.warnings = warnings;
        const hashes = new Map();
        for (const f of index.files)
            if (f.lang !== 'other')
                hashes.set(f.path, f.hash);
        this.batch = { cacheDir, stats: this.stats, hashes };
    }
    /** Loads the facts of `ids` not loaded yet; a parse also puts the file's skeleton in the parse cache. */
    async loadFacts(ids) {
        const need = ids.filter((id) => !this.facts.has(id));
        if (!need.length)
            return;
        const items = await analyzeMany(FACTS_ANALYZER, this.index.root, need.map((id) => this.index.files[id].path), { ...this.batch, alsoRun: [SKELETON_ANALYZER] });
        for (const id of need) {
            const path = this.index.files[id].path;
            const item = items.get(path);
            this.facts.set(id, item.record);
            for (const w of item.warnings)
                this.warnings.push(w);
            if (item.record?.errorLine)
                this.warnings.push({ kind: 'parse-error', path, line: item.record.errorLine, detail: 'syntax error: calls, names and bodies near it may be missed or kept verbatim' });
        }
    }
    /** Loads the skeletons of `ids` not loaded yet. */
    async loadSkeletons(ids) {
        const paths = ids.map((id) => this.index.files[id].path).filter((p) => !this.skeletons.has(p));
        if (paths.length)
            for (const [p, item] of await analyzeMany(SKELETON_ANALYZER, this.index.root, paths, this.batch))
                this.skeletons.set(p, item);
    }
    /** Returns the skeleton of loaded `path` at `level` and its tokens (the file's own text's when it has no skeleton). */
    levelOf(path, level) {
        const item = this.skeletons.get(path);
        const rec = item.record ? recordAtLevel(item.record, level) : undefined;
        return { rec, tokens: rec ? rec.tokensAfter : estimateTokens(item.text) };
    }
}
