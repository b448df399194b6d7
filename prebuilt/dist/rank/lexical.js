// The LexicalIndex object: a Forward plus what is fixed per index (fieldnorm bytes, average field lengths).
import { FIELDNORM_TO_LEN, lenToFieldnorm } from './fieldnorm.js';
import { F_DEFS, NF } from './fields.js';
import { identTokens } from './tokenize.js';
import { findEntry, lookupTerm } from './postings.js';
/** Returns a LexicalIndex over `fw` (internal: loadLexicalIndex is the public way in). */
export function makeLexical(root, fw, read, stats) {
    const nFiles = fw.paths.length;
    const fieldnorm = new Uint8Array(nFiles * NF);
    const sum = new Float64Array(NF);
    const nonEmpty = new Float64Array(NF);
    for (let i = 0; i < nFiles * NF; i++) {
        const len = fw.lens[i];
        fieldnorm[i] = lenToFieldnorm(len);
        sum[i % NF] += FIELDNORM_TO_LEN[fieldnorm[i]];
        if (len > 0)
            nonEmpty[i % NF]++;
    }
    // Averages over files that have the field: `other` files have no body, and must not pull the body average down.
    const avgLen = new Float64Array(NF);
    for (let f = 0; f < NF; f++)
        avgLen[f] = nonEmpty[f] ? Math.max(1, sum[f] / nonEmpty[f]) : 1;
    return {
        stats, root, fw, fieldnorm, avgLen, read,
        termId: (term) => lookupTerm(fw, term),
    };
}
/**
 * Returns the ids of the files whose definition names hold every token of `name` (its identTokens), ascending: the
 * only files that can define `name`, found without decoding any definition. Undefined when `name` has no token to
 * look for (a one-letter name, a stopword): then every file may.
 */
export function filesDefining(lx, name) {
    const toks = [];
    identTokens(name, toks);
    if (!toks.length)
        return undefined;
    const keys = [];
    lx.prepare?.([...new Set(toks)], 'defs');
    for (const t of new Set(toks)) {
        const id = lx.termId(t);
        if (id === undefined)
            return [];
        keys.push(id * NF + F_DEFS);
    }
    const { fileStart } = lx.fw;
    const out = [];
    for (let file = 0; file + 1 < fileStart.length; file++) {
        if (fileStart[file] !== fileStart[file + 1] && keys.every((key) => findEntry(lx.fw, file, key) >= 0))
            out.push(file);
    }
    return out;
}
