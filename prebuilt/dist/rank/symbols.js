// Ranking definitions within a few files: each def is a small document with two fields, its name and the text of its
// line range, scored with the file-level idf. Def texts are re-tokenized from the file on demand: the slicer asks
// about a handful of files, and storing per-def term data for every file would double the cache for that.
import { resolveDefIdf, resolveDocWeight, resolveRankLimit } from './options.js';
import { resolveParams, queryTerms } from './bm25f.js';
import { tokenizeCode } from './tokenize.js';
import { lineTermsOf } from './line-terms.js';
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
    const qs0 = queryScan(lx, query, p);
    const { qts, qIndex } = qs0;
    if (!qts.length)
        return [];
    const sName = new Float64Array(qts.length);
    const sBody = new Float64Array(qts.length);
    const sPlain = new Float64Array(qts.length);
    const touched = [];
    const touch = (q) => { if (sName[q] === 0 && sBody[q] === 0 && sPlain[q] === 0)
        touched.push(q); };
    const texts = scanFiles(lx, index, qs0, fileIds);
    const docWeight = resolveDocWeight(opts.docWeight);
    const docs = [];
    let sumLen = 0;
    for (const fileId of fileIds) {
        const f = index.files[fileId];
        const text = texts.get(fileId);
        if (!f || text === undefined)
            continue;
        const lines = qs0.files.get(fileId);
        // With a doc weight, which lines are comments and docstrings (cached alike).
        let prose;
        if (docWeight !== 1)
            prose = proseOf(qs0, fileId, f.lang, () => text);
        const own = opts.ownBody ? ownLinesOf(f.defs) : undefined;
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
            for (const [from, to] of opts.ownBody ? own.get(def) : [[def.start, def.end]]) {
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
    const avgOf = lengthAverages(docs, sumLen, opts.perFileLength);
    // With defIdf, each term's idf for `score`: the index-wide one mixed with its idf over these definitions.
    const x = resolveDefIdf(opts.defIdf);
    const idf = x > 0 ? defIdfs(docs, qts, x) : undefined;
    const out = [];
    for (const d of docs) {
        const bnorm = 1 / (1 - SYMBOL_BODY_B + (SYMBOL_BODY_B * d.bodyLen) / avgOf(d.fileId));
        const plain = d.plain ?? (idf ? d.body : undefined);
        let s = 0;
        let sp = 0;
        // Over the definition's own terms in ascending order: the same sum, in the same order, as over all terms.
        for (let k = 0; k < d.qs.length; k++) {
            const qt = qts[d.qs[k]];
            const a = SYMBOL_NAME_WEIGHT * d.name[k] + d.body[k] * bnorm;
            if (a)
                s += (qt.qw * (idf ? idf[d.qs[k]] : qt.idf) * (p.k1 + 1) * a) / (p.k1 + a);
            if (!plain)
                continue;
            const ap = SYMBOL_NAME_WEIGHT * d.name[k] + plain[k] * bnorm;
            if (ap)
                sp += (qt.qw * qt.idf * (p.k1 + 1) * ap) / (p.k1 + ap);
        }
        if (plain) {
            if (s > 0 || sp > 0)
                out.push({ fileId: d.fileId, def: d.def, score: s, plainScore: sp });
        }
        else if (s > 0)
            out.push({ fileId: d.fileId, def: d.def, score: s });
    }
    out.sort((x, y) => y.score - x.score || x.fileId - y.fileId || x.def.start - y.def.start);
    return out.slice(0, resolveRankLimit(opts.limit));
}
/**
 * Returns the average definition length rankSymbols normalizes a definition of a file against: over all of `docs`
 * (`sumLen` their total), or with `perFile` over the file's own definitions; at least 1.
 */
function lengthAverages(docs, sumLen, perFile) {
    const all = Math.max(1, sumLen / Math.max(1, docs.length));
    if (!perFile)
        return () => all;
    const sum = new Map();
    for (const d of docs) {
        const e = sum.get(d.fileId) ?? [0, 0];
        e[0] += d.bodyLen;
        e[1]++;
        sum.set(d.fileId, e);
    }
    return (fileId) => { const e = sum.get(fileId); return e ? Math.max(1, e[0] / e[1]) : all; };
}
/**
 * Returns, per query term of `qts`, its index-wide idf^(1−x) times its idf over `docs`^x (BM25's idf with the
 * definitions as the collection: a definition holds a term in its name or its own lines).
 */
function defIdfs(docs, qts, x) {
    const df = new Float64Array(qts.length);
    for (const d of docs)
        for (const q of d.qs)
            df[q]++;
    const n = docs.length;
    return Float64Array.from(qts, (qt, q) => qt.idf ** (1 - x) * Math.log(1 + (n - df[q] + 0.5) / (df[q] + 0.5)) ** x);
}
const scans = new WeakMap();
/** Returns the QueryScan of `query` (the last one's when it is the same text and parameters). */
function queryScan(lx, query, p) {
    const last = scans.get(lx);
    if (last && last.query === query && last.p === p)
        return last;
    const qts = queryTerms(lx, query, p);
    const qIndex = new Map();
    qts.forEach((q, i) => qIndex.set(q.term, i));
    const key = qts.map((q) => q.term).join('\0');
    const kept = last && last.key === key ? last : undefined;
    const qs = { query, p, qts, qIndex, key, memo: kept?.memo ?? new Map(), files: kept?.files ?? new Map(), prose: kept?.prose ?? new Map() };
    scans.set(lx, qs);
    return qs;
}
/**
 * Returns the texts of those of `fileIds` that have definitions and can be read (each read once), after scanning
 * the ones `qs` has not scanned yet, together.
 */
function scanFiles(lx, index, qs, fileIds) {
    const texts = new Map();
    for (const fileId of fileIds) {
        const f = index.files[fileId];
        if (!f || !f.defs.length || texts.has(fileId))
            continue;
        const text = lx.read(f.path);
        if (text !== undefined)
            texts.set(fileId, text);
    }
    const fresh = [...texts.keys()].filter((id) => !qs.files.has(id));
    const scanned = lineTermsOf(fresh.map((id) => texts.get(id)), qs.qts.map((q) => q.term), qs.qIndex, qs.memo);
    scanned.forEach((lt, k) => qs.files.set(fresh[k], lt));
    return texts;
}
/**
 * Returns the query's terms and the per-line hits of `fileIds` (those with definitions), scanned as rankSymbols scans
 * them: a file rankSymbols scanned for the same query is not scanned again.
 */
export function queryLines(lx, index, query, fileIds, params) {
    const qs = queryScan(lx, query, resolveParams(params));
    // Only the files not scanned yet are read here; a file's text is read again only for its prose lines, once.
    const fresh = fileIds.filter((id) => !qs.files.has(id));
    if (qs.qts.length && fresh.length)
        scanFiles(lx, index, qs, fresh);
    const lines = new Map();
    for (const id of fileIds) {
        const lt = qs.files.get(id);
        if (lt && index.files[id]?.defs.length)
            lines.set(id, lt);
    }
    const prose = (fileId) => {
        const f = index.files[fileId];
        return (f && proseOf(qs, fileId, f.lang, () => lx.read(f.path))) ?? undefined;
    };
    return { qts: qs.qts, lines, prose };
}
/**
 * Returns a file's prose lines (proseLines; null for a language without comment rules), found once per query scan:
 * from the cache, else from `text()` (undefined when the text cannot be read).
 */
function proseOf(qs, fileId, lang, text) {
    let p = qs.prose.get(fileId);
    if (p !== undefined)
        return p;
    const t = text();
    if (t === undefined)
        return undefined;
    p = proseLines(t, lang) ?? null;
    qs.prose.set(fileId, p);
    return p;
}
/** Per definitions array: each definition's own lines (ownLines), computed for all at once. */
const ownCache = new WeakMap();
/** Returns ownLines of every definition of `defs` (cached per array): O(n log n + nesting), not O(n²). */
export function ownLinesOf(defs) {
    let m = ownCache.get(defs);
    if (m)
        return m;
    m = new Map();
    // By start (stable: equal starts keep their order, as ownLines's sort does); a def's inner ones follow it.
    const byStart = [...defs].sort((a, b) => a.start - b.start);
    for (let i = 0; i < byStart.length; i++) {
        const def = byStart[i];
        const out = [];
        let at = def.start;
        for (let j = i + 1; j < byStart.length && byStart[j].start <= def.end; j++) {
            const d = byStart[j];
            if (d.start <= def.start || d.end > def.end)
                continue;
            if (d.start > at)
                out.push([at, d.start - 1]);
            at = Math.max(at, d.end + 1);
        }
        if (at <= def.end)
            out.push([at, def.end]);
        m.set(def, out);
    }
    ownCache.set(defs, m);
    return m;
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
