// Plain-TypeScript twin of assembly/graph.ts: the same CSR build and the same bounded, ranked BFS.
// It is the oracle for the kernel's tests and the faster choice for small graphs (see bench/graph.bench.mjs).
import { graphBadEdge } from '../errors.js';
import { testPolicyCode } from './kernel.js';
/** Returns a TypeScript graph kernel built from `input` (throws on an out-of-range edge). */
export function buildJsKernel(input) {
    return new JsKernel(input);
}
class JsKernel {
    impl = 'js';
    nodes;
    edgeCount;
    fOff;
    fTgt;
    fBits;
    rOff;
    rTgt;
    rBits;
    flags;
    deleted = false;
    constructor(input) {
        const { nodes: n, from, to, kind } = input;
        const m = from.length;
        if (to.length !== m || kind.length !== m)
            throw new Error('import graph: from/to/kind arrays differ in length');
        for (let e = 0; e < m; e++) {
            const a = from[e], b = to[e];
            if (a < 0 || a >= n || b < 0 || b >= n)
                throw graphBadEdge(e, a, b, n);
            if (kind[e] >= 32)
                throw graphBadEdge(e, a, b, n, `kind id ${kind[e]} is not below 32`);
        }
        this.nodes = n;
        this.flags = Uint8Array.from(input.flags.subarray(0, n));
        // Stable counting sorts: by target, then by source -> rows grouped by source, sorted by target.
        // Edges from a repository index arrive sorted by (from, to): then the two scatter passes are skipped.
        const perm2 = sortedByFromTo(from, to) ? null : countingSort(from, countingSort(to, null, n), n);
        const fOff = new Int32Array(n + 1);
        const fTgt = new Int32Array(m);
        const fBits = new Int32Array(m);
        let k = -1, lastA = -1, lastB = -1;
        for (let i = 0; i < m; i++) {
            const e = perm2 ? perm2[i] : i;
            const a = from[e], b = to[e];
            const bit = 1 << kind[e];
            if (a === lastA && b === lastB) {
                fBits[k] |= bit;
                continue;
            }
            k++;
            fTgt[k] = b;
            fBits[k] = bit;
            fOff[a + 1]++;
            lastA = a;
            lastB = b;
        }
        const uniq = k + 1;
        for (let v = 0; v < n; v++)
            fOff[v + 1] += fOff[v];
        const rOff = new Int32Array(n + 1);
        for (let i = 0; i < uniq; i++)
            rOff[fTgt[i] + 1]++;
        for (let v = 0; v < n; v++)
            rOff[v + 1] += rOff[v];
        const cursor = rOff.slice(0, n);
        const rTgt = new Int32Array(uniq);
        const rBits = new Int32Array(uniq);
        for (let a = 0; a < n; a++) {
            for (let i = fOff[a]; i < fOff[a + 1]; i++) {
                const b = fTgt[i];
                const at = cursor[b]++;
                rTgt[at] = a;
                rBits[at] = fBits[i];
            }
        }
        this.edgeCount = uniq;
        this.fOff = fOff;
        this.fTgt = fTgt.slice(0, uniq);
        this.fBits = fBits.slice(0, uniq);
        this.rOff = rOff;
        this.rTgt = rTgt;
        this.rBits = rBits;
    }
    neighbours(node, reverse) {
        this.check();
        const off = reverse ? this.rOff : this.fOff;
        const tgt = reverse ? this.rTgt : this.fTgt;
        return tgt.slice(off[node], off[node + 1]);
    }
    reach(q) {
        this.check();
        const n = this.nodes;
        const hop = new Int32Array(n).fill(-1);
        const via = new Int32Array(n).fill(-1);
        const dropped = new Int32Array(n);
        const order = new Int32Array(n);
        let count = 0;
        for (const s of q.sources) {
            if (s < 0 || s >= n)
                throw new RangeError(`import graph: source id ${s} is outside the graph (${n} nodes)`);
            if (hop[s] >= 0)
                continue;
            hop[s] = 0;
            order[count++] = s;
        }
        const off = q.reverse ? this.rOff : this.fOff;
        const tgt = q.reverse ? this.rTgt : this.fTgt;
        const bits = q.reverse ? this.rBits : this.fBits;
        const degOff = q.reverse ? this.fOff : this.rOff;
        const tests = testPolicyCode(q.tests);
        const flags = this.flags;
        const { depth, mask, fanout } = q;
        const keys = [];
        let droppedTotal = 0;
        let head = 0;
        while (head < count) {
            const u = order[head++];
            const h = hop[u];
            if (depth >= 0 && h >= depth)
                continue;
            const start = off[u], end = off[u + 1];
            if (fanout <= 0) {
                for (let e = start; e < end; e++) {
                    if ((bits[e] & mask) === 0)
                        continue;
                    const v = tgt[e];
                    if (hop[v] >= 0)
                        continue;
                    hop[v] = h + 1;
                    via[v] = u;
                    order[count++] = v;
                }
                continue;
            }
            keys.length = 0;
            for (let e = start; e < end; e++) {
                if ((bits[e] & mask) === 0)
                    continue;
                const v = tgt[e];
                if (hop[v] < 0)
                    keys.push(v);
            }
            let take = keys.length;
            if (take > fanout) {
                // Same order as the kernel's key (test rank, specificity degree, id), compared field by field.
                const rank = (v) => {
                    const isTest = (flags[v] & 1) !== 0;
                    return tests === 1 ? (isTest ? 0 : 1) : tests === 2 ? (isTest ? 1 : 0) : 0;
                };
                keys.sort((a, b) => rank(a) - rank(b) || degOff[a + 1] - degOff[a] - (degOff[b + 1] - degOff[b]) || a - b);
                dropped[u] = take - fanout;
                droppedTotal += take - fanout;
                take = fanout;
            }
            for (let i = 0; i < take; i++) {
                const v = keys[i];
                hop[v] = h + 1;
                via[v] = u;
                order[count++] = v;
            }
        }
        return { hop, via, order: order.slice(0, count), dropped, droppedTotal };
    }
    delete() {
        this.deleted = true;
    }
    check() {
        if (this.deleted)
            throw new Error('import graph: used after delete()');
    }
}
// Returns true when edges are ordered by (from, to), as a repository index emits them.
function sortedByFromTo(from, to) {
    for (let e = 1; e < from.length; e++) {
        if (from[e] < from[e - 1] || (from[e] === from[e - 1] && to[e] < to[e - 1]))
            return false;
    }
    return true;
}
// Returns edge indices stably sorted by key[e] (key values in [0, n)), visiting edges in `order` (or 0..m-1).
function countingSort(key, order, n) {
    const m = key.length;
    const cnt = new Int32Array(n + 1);
    for (let e = 0; e < m; e++)
        cnt[key[e] + 1]++;
    for (let v = 0; v < n; v++)
        cnt[v + 1] += cnt[v];
    const out = new Int32Array(m);
    for (let i = 0; i < m; i++) {
        const e = order ? order[i] : i;
        out[cnt[key[e]]++] = e;
    }
    return out;
}
