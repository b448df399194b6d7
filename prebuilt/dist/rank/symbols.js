// Ranking definitions within a few files: each def is a small document with two fields, its name and the text of its
// line range, scored with the file-level idf. Def texts are re-tokenized from the file on demand: the slicer asks
// about a handful of files, and storing per-def term data for every file would double the cache for that.
import { resolveDocWeight, resolveRankLimit } from './options.js';
import { resolveParams, queryTerms } from './bm25f.js';
import { identTokens, isIdentChar, tokenizeCode } from './tokenize.js';
import { proseLines } from './prose-lines.js';
/** Weight of a def's name tokens against its body tokens: a name that says the query's words is strong evidence. */
export const SYMBOL_NAME_WEIGHT = 3;
/** Length normalization of a def's body: long classes must not win only by containing every word. */
export const SYMBOL_BODY_B = 0.75;
/**
 * Returns the definitions of files `fileIds` that best match `query`, best first: BM25 over (name, line range) with
 * the index-wide idf. A class's range includes its methods, so both can rank; files that cannot be read are skipped.
 */
export function rankSymbols(lx, index, query, fileIds, opts = {}) {
    const p = resolveParams(opts.params);
    const qts = queryTerms(lx, query, p);
    if (!qts.length)
        return [];
    const qIndex = new Map();
    qts.forEach((q, i) => qIndex.set(q.term, i));
    const sName = new Float64Array(qts.length);
    const sBody = new Float64Array(qts.length);
    const sPlain = new Float64Array(qts.length);
    const touched = [];
    const touch = (q) => { if (sName[q] === 0 && sBody[q] === 0 && sPlain[q] === 0)
        touched.push(q); };
    // Files scanned for this query before (the slicer ranks the same files twice: whole ranges, then own bodies).
    const key = qts.map((q) => q.term).join('\0');
    let cache = scans.get(lx);
    if (!cache || cache.key !== key) {
        cache = { key, memo: new Map(), files: new Map(), prose: new Map() };
        scans.set(lx, cache);
    }
    const memo = cache.memo;
    const docWeight = resolveDocWeight(opts.docWeight);
    const docs = [];
    let sumLen = 0;
    for (const fileId of fileIds) {
        const f = index.files[fileId];
        if (!f || !f.defs.length)
            continue;
        const text = lx.read(f.path);
        if (text === undefined)
            continue;
        let lines = cache.files.get(fileId);
        if (!lines) {
            lines = lineTerms(text, qIndex, memo);
            cache.files.set(fileId, lines);
        }
        // With a doc weight, which lines are comments and docstrings (cached alike).
        let prose;
        if (docWeight !== 1) {
            prose = cache.prose.get(fileId);
            if (prose === undefined) {
                prose = proseLines(text, f.lang) ?? null;
                cache.prose.set(fileId, prose);
            }
        }
        for (const def of f.defs) {
            touched.length = 0;
            for (const t of tokenizeCode(def.name)) {
                const q = qIndex.get(t);
                if (q !== undefined) {
                    touch(q);
                    sName[q]++;
                }
            }
            let bodyLen = 0;
            for (const [from, to] of opts.ownBody ? ownLines(f.defs, def) : [[def.start, def.end]]) {
                for (let l = Math.max(1, from); l <= Math.min(to, lines.count.length); l++) {
                    bodyLen += lines.count[l - 1];
                    const hits = lines.hits[l - 1];
                    if (!hits)
                        continue;
                    const w = prose && prose[l - 1] ? docWeight : 1;
                    // With a doc weight, the plain counts too (one pass gives both scores: the slicer wants both).
                    for (const q of hits) {
                        touch(q);
                        sBody[q] += w;
                        if (prose)
                            sPlain[q]++;
                    }
                }
            }
            touched.sort((a, b) => a - b);
            const qs = touched.slice();
            docs.push({ fileId, def, qs, name: qs.map((q) => sName[q]), body: qs.map((q) => sBody[q]), plain: prose ? qs.map((q) => sPlain[q]) : undefined, bodyLen });
            for (const q of qs) {
                sName[q] = 0;
                sBody[q] = 0;
                sPlain[q] = 0;
            }
            sumLen += bodyLen;
        }
    }
    const avg = Math.max(1, sumLen / Math.max(1, docs.length));
    const out = [];
    for (const d of docs) {
        const bnorm = 1 / (1 - SYMBOL_BODY_B + (SYMBOL_BODY_B * d.bodyLen) / avg);
        let s = 0;
        let sp = 0;
        // Over the definition's own terms in ascending order: the same sum, in the same order, as over all terms.
        for (let k = 0; k < d.qs.length; k++) {
            const qt = qts[d.qs[k]];
            const a = SYMBOL_NAME_WEIGHT * d.name[k] + d.body[k] * bnorm;
            if (a)
                s += (qt.qw * qt.idf * (p.k1 + 1) * a) / (p.k1 + a);
            if (!d.plain)
                continue;
            const ap = SYMBOL_NAME_WEIGHT * d.name[k] + d.plain[k] * bnorm;
            if (ap)
                sp += (qt.qw * qt.idf * (p.k1 + 1) * ap) / (p.k1 + ap);
        }
        if (d.plain) {
            if (s > 0 || sp > 0)
                out.push({ fileId: d.fileId, def: d.def, score: s, plainScore: sp });
        }
        else if (s > 0)
            out.push({ fileId: d.fileId, def: d.def, score: s });
    }
    out.sort((x, y) => y.score - x.score || x.fileId - y.fileId || x.def.start - y.def.start);
    return out.slice(0, resolveRankLimit(opts.limit));
}
/** Per lexical index, the last query's scanned files (lineTerms) and split runs. */
const scans = new WeakMap();
/**
 * Returns, per line of `text`, its token count and the query-term indexes among its tokens (undefined when none):
 * each definition's body is then a sum over its lines. Runs repeat, so each distinct run is split once (`memo`).
 */
export function lineTerms(text, qIndex, memo) {
    let nLines = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        nLines++;
    const count = new Uint32Array(nLines);
    const hits = new Array(nLines);
    let line = 0;
    let i = 0;
    const n = text.length;
    const buf = [];
    while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 10) {
            line++;
            i++;
            continue;
        }
        if (!isIdentChar(c)) {
            i++;
            continue;
        }
        const s = i;
        while (i < n && isIdentChar(text.charCodeAt(i)))
            i++;
        const run = text.slice(s, i);
        let rt = memo.get(run);
        if (!rt) {
            buf.length = 0;
            identTokens(run, buf);
            rt = { n: buf.length, q: [] };
            for (const t of buf) {
                const q = qIndex.get(t);
                if (q !== undefined)
                    rt.q.push(q);
            }
            memo.set(run, rt);
        }
        count[line] += rt.n;
        if (rt.q.length)
            (hits[line] ??= []).push(...rt.q);
    }
    return { count, hits };
}
/** Returns the line ranges of `def` that no other definition nested in it covers (1-based, inclusive). */
export function ownLines(defs, def) {
    const inner = defs.filter((d) => d !== def && d.start > def.start && d.end <= def.end).sort((a, b) => a.start - b.start);
    const out = [];
    let at = def.start;
    for (const d of inner) {
        if (d.start > at)
            out.push([at, d.start - 1]);
        at = Math.max(at, d.end + 1);
    }
    if (at <= def.end)
        out.push([at, def.end]);
    return out;
}
