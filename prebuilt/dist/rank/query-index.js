import { undecodedDefsBytes } from '../repo/record.js';
import { TermScan, SCAN_JS, SCAN_JSON_STRINGS, SCAN_PYTHON, SCAN_WORDS } from '../kernels/termscan.js';
import { F_DEFS, F_PATH, NF } from './fields.js';
import { fnvStr, termDictionary } from './postings.js';
import { STOPWORDS } from './tokenize.js';
/**
 * A Forward over the terms asked so far. `fw` is replaced (never mutated) when a pass adds terms; lengths, paths and
 * hashes are those of a full build.
 */
export class QueryForward {
    files;
    body;
    /** The current Forward: every file, the asked terms only. */
    fw;
    full = new Map();
    defsOnly = new Map();
    asked = new Map();
    lens = new Uint32Array(0);
    // From the first pass: the hashes of every path and defs token, per file; a `defs` pass scans only the files
    // that hold an asked term's hash (the others cannot have it in those fields).
    defsHashes = new Uint32Array(0);
    defsStart = new Uint32Array(1);
    paths;
    hashes;
    /** Passes run and their milliseconds (for stats). */
    passes = 0;
    passMs = 0;
    /**
     * Runs the first (whole) pass for `terms`. `body(i)` returns file `i`'s bytes, or the absolute path to read them
     * from, or undefined when only its path and definition names are indexed (a test, an unreadable file). Throws when
     * the kernel is missing or traps.
     */
    constructor(files, body, terms) {
        this.files = files;
        this.body = body;
        this.paths = files.map((f) => f.path);
        this.hashes = files.map((f) => f.hash);
        this.fw = this.build();
        this.pass([...new Set(terms)], 'all');
    }
    /** Returns true when a pass ran: counts `terms` not yet counted in `scope` (throws as the constructor). */
    ensure(terms, scope) {
        const todo = [];
        for (const t of terms) {
            const s = this.asked.get(t);
            if (s === 'all' || (s === 'defs' && scope === 'defs') || todo.includes(t))
                continue;
            todo.push(t);
        }
        if (!todo.length)
            return false;
        this.pass(todo, scope);
        return true;
    }
    // Returns the files whose path or definition names may hold one of `terms` (by the first pass's token hashes).
    candidates(terms) {
        const want = Uint32Array.from(new Set(terms.map((t) => fnvStr(t) >>> 0)));
        const out = [];
        const { defsHashes: h, defsStart: st } = this;
        const nw = want.length;
        for (let i = 0; i + 1 < st.length; i++) {
            scan: for (let k = st[i]; k < st[i + 1]; k++) {
                const x = h[k];
                for (let j = 0; j < nw; j++)
                    if (want[j] === x) {
                        out.push(i);
                        break scan;
                    }
            }
        }
        return out;
    }
    pass(terms, scope) {
        const t0 = performance.now();
        const whole = scope === 'all';
        const first = this.lens.length === 0;
        const ts = new TermScan(terms, STOPWORDS, first);
        const files = this.files;
        const ids = whole ? undefined : this.candidates(terms);
        for (let k = 0, n = ids ? ids.length : files.length; k < n; k++) {
            const i = ids ? ids[k] : k;
            const f = files[i];
            const dot = f.path.lastIndexOf('.');
            const slash = f.path.lastIndexOf('/');
            ts.segment(SCAN_WORDS, F_PATH, Buffer.from(dot > slash ? f.path.slice(0, dot) : f.path, 'latin1'));
            const mode = f.lang === 'python' ? SCAN_PYTHON : f.lang === 'js' || f.lang === 'ts' ? SCAN_JS : -1;
            if (mode >= 0) {
                // As ForwardBuilder.addFile: the undecoded defs blob's strings when it has no escape and no non-ASCII byte,
                // else the decoded names (joined by newlines: the same runs as one by one).
                const blob = undecodedDefsBytes(f);
                if (!(blob && ts.segment(SCAN_JSON_STRINGS, F_DEFS, blob.chunk, blob.start, blob.end)) && f.defs.length) {
                    ts.segment(SCAN_WORDS, F_DEFS, Buffer.from(f.defs.map((d) => d.name).join('\n'), 'latin1'));
                }
                if (whole) {
                    const bytes = this.body(i);
                    if (typeof bytes === 'string')
                        ts.segmentFile(mode, 0, bytes, f.size);
                    else if (bytes !== undefined)
                        ts.segment(mode, 0, bytes);
                }
            }
            ts.endFile(i);
        }
        const at = ts.finish();
        if (first) {
            this.lens = Uint32Array.from(ts.lens);
            this.defsHashes = Uint32Array.from(ts.hashes);
            this.defsStart = Uint32Array.from(ts.hashStart);
        }
        const made = terms.map((_, q) => ({ first: at[q], file: [], field: [], tf: [] }));
        for (let e = 0; e < ts.entKey.length; e++) {
            const key = ts.entKey[e];
            const p = made[(key / NF) | 0];
            p.file.push(ts.entFile[e]);
            p.field.push(key % NF);
            p.tf.push(ts.entTf[e]);
        }
        terms.forEach((t, q) => {
            this.asked.set(t, scope);
            if (whole) {
                this.defsOnly.delete(t);
                this.full.set(t, made[q]);
            }
            else
                this.defsOnly.set(t, made[q]);
        });
        this.fw = this.build();
        this.passes++;
        this.passMs += performance.now() - t0;
    }
    // Returns the Forward of the terms counted so far: whole terms by first position (a full build's id order), then
    // path-and-defs-only ones (never scored: a query counts its terms whole first).
    build() {
        const byFirst = (m) => [...m].filter(([, p]) => p.first >= 0).sort((a, b) => a[1].first - b[1].first);
        const list = [...byFirst(this.full), ...byFirst(this.defsOnly)];
        const nFiles = this.files.length;
        const terms = list.map(([t]) => t);
        const nTerms = terms.length;
        const df = new Uint32Array(nTerms);
        const perFile = new Uint32Array(nFiles + 1);
        list.forEach(([, p], id) => {
            let prev = -1;
            for (let k = 0; k < p.file.length; k++) {
                const f = p.file[k];
                perFile[f + 1]++;
                if (f !== prev) {
                    df[id]++;
                    prev = f;
                }
            }
        });
        const fileStart = new Uint32Array(nFiles + 1);
        for (let f = 0; f < nFiles; f++)
            fileStart[f + 1] = fileStart[f] + perFile[f + 1];
        const nEnt = fileStart[nFiles];
        // Per file, key * 65536 + tf (key < 2^22 in practice): one sort orders both.
        const vals = new Float64Array(nEnt);
        const fill = fileStart.slice(0, nFiles);
        list.forEach(([, p], id) => {
            for (let k = 0; k < p.file.length; k++)
                vals[fill[p.file[k]]++] = (id * NF + p.field[k]) * 65536 + p.tf[k];
        });
        const entKey = new Uint32Array(nEnt);
        const entTf = new Uint16Array(nEnt);
        for (let f = 0; f < nFiles; f++) {
            const seg = vals.subarray(fileStart[f], fileStart[f + 1]);
            if (seg.length > 1)
                seg.sort();
            for (let e = fileStart[f]; e < fileStart[f + 1]; e++) {
                const v = vals[e];
                const key = Math.floor(v / 65536);
                entKey[e] = key;
                entTf[e] = v - key * 65536;
            }
        }
        return {
            terms, nTerms, ...termDictionary(terms), df,
            paths: this.paths,
            hashes: this.hashes,
            fileStart,
            lens: this.lens.length ? this.lens : new Uint32Array(nFiles * NF),
            entKey, entTf,
        };
    }
}
