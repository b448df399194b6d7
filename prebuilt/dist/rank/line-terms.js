// Scanning a file's lines for a query's terms: the hot loop of ranking definitions (rankSymbols reads the first seed
// files whole, ~0.5-1 MB of source per slice, once per process). It runs in the term-scan kernel (kernels/termscan.ts,
// mode lines), which cuts tokens exactly as tokenize.ts does; lineTerms below is its TypeScript twin, used when the
// kernel is missing or traps. Measured in bench/line-terms.bench.mjs: in a fresh process the twin runs mostly before
// V8 has optimized it.
import { lineScans } from '../kernels/termscan.js';
import { identTokens, isIdentChar, STOPWORDS } from './tokenize.js';
/**
 * Returns lineTerms of each of `texts` for the query whose terms are `terms` (`qIndex` maps each to its index): in one
 * session of the term-scan kernel, or by lineTerms when the kernel cannot answer.
 */
export function lineTermsOf(texts, terms, qIndex, memo) {
    if (!texts.length)
        return [];
    const scans = lineScans(terms, STOPWORDS, texts.map((t) => Buffer.from(t, 'utf8')));
    if (!scans)
        return texts.map((t) => lineTerms(t, qIndex, memo));
    return scans.map(({ count, hits }) => {
        const byLine = new Array(count.length);
        for (let k = 0; k < hits.length; k += 2)
            (byLine[hits[k]] ??= []).push(hits[k + 1]);
        return { count, hits: byLine };
    });
}
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
