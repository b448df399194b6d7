import { scheduleFullBuild } from './background.js';
import { makeLexical } from './lexical.js';
import { lookupTerm } from './postings.js';
import { QueryForward } from './query-index.js';
import { resolveEnvConfig } from '../config/env.js';
/**
 * Returns the lexical index of `index` holding `terms` (more are counted when asked), or undefined when the kernel
 * is missing or traps. A later pass that fails swaps in `fullBuild()`'s index (every term). Schedules the full
 * cache's build at exit.
 */
export function queryLexical(index, terms, st, fullBuild, bodyless) {
    const files = index.files;
    let q;
    try {
        // Bytes on disk are read straight into the kernel's memory.
        q = new QueryForward(files, (i) => (bodyless(files[i]) ? undefined : st.fromDisk ? st.abs(files[i].path) : st.readBytes(files[i].path)), terms);
    }
    catch {
        return undefined;
    }
    const { stats } = st;
    let full;
    const fw = () => full ?? q.fw;
    const note = () => {
        stats.timingMs.tokenize = q.passMs;
        stats.timingMs.passes = q.passes;
        stats.terms = fw().nTerms;
        stats.entries = fw().entKey.length;
    };
    if (resolveEnvConfig().debug)
        process.once('exit', () => process.stderr.write(`ck: lexical index of ${st.root}: query-driven, ${q.passes} pass(es), ${q.passMs.toFixed(1)} ms, ${fw().nTerms} terms${full ? ' (then full: kernel trap)' : ''}\n`));
    const base = makeLexical(st.root, q.fw, st.read, stats);
    note();
    stats.timingMs.total = performance.now() - st.t0;
    scheduleFullBuild(st.file, st.root, st.op, index, (i) => (bodyless(files[i]) ? null : st.abs(files[i].path)));
    return {
        stats, root: st.root, fieldnorm: base.fieldnorm, avgLen: base.avgLen, read: st.read,
        get fw() { return fw(); },
        termId: (term) => lookupTerm(fw(), term),
        prepare(asked, scope) {
            if (full)
                return;
            try {
                if (q.ensure(asked, scope))
                    note();
            }
            catch {
                full = fullBuild(); // the kernel trapped: every term, built in JavaScript
                note();
            }
        },
    };
}
