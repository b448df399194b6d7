// The boundary of the query-term scan kernel (assembly/termscan.ts): the word table (stopwords and asked terms) is
// written once per pass, every cell of it (the memory keeps what earlier passes left), at the address setup()
// returns; each file's segments are written at input() and scanned, and endFile() leaves the file's entries and field
// lengths to read back. Only integers cross.
import { closeSync, openSync, readSync } from 'node:fs';
import { KernelSlot } from './wasm.js';
import { noteWasmInput } from '../runtime/wasm-cache.js';
/** How scan() reads a segment: plain words, Python or JS/TS source, or the strings of a JSON text. */
export const SCAN_WORDS = 0;
export const SCAN_PYTHON = 1;
export const SCAN_JS = 2;
export const SCAN_JSON_STRINGS = 3;
/** Every identifier run of the text, counted per line (lineScans). */
const SCAN_LINES = 4;
const NF = 4;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;
/** This thread's term-scan kernel (released when idle after growing past 64 MB; see KernelSlot). */
const slot = new KernelSlot('termscan');
/**
 * One pass of the kernel over a sequence of files: counts every token per field (`lens`) and, per file, the tokens
 * that are one of `asked` (entries `asked index * 4 + field`, tf), with each asked term's first position (the global
 * number of the token where it first occurs, -1 when it never does). Throws kernelMissing / kernelTrap when the
 * kernel is not built or traps (the caller then builds the full index in JavaScript).
 */
export class TermScan {
    record;
    k;
    nAsked;
    /** Field lengths of every file ended so far, 4 per file. */
    lens = [];
    /** Entries of every file ended so far: file index, asked * 4 + field, tf. */
    entFile = [];
    entKey = [];
    entTf = [];
    /** With `record`: the FNV-1a hashes of every path and defs token, file after file (`hashStart[i]` where file i's start). */
    hashes = [];
    hashStart = [0];
    /**
     * Starts a pass that counts the terms `asked` (tokens as tokenize.ts makes them) and drops `stopwords`; with
     * `record`, it also keeps the hashes of the path and defs tokens (`hashes`).
     */
    constructor(asked, stopwords, record = false, k = slot.get()) {
        this.record = record;
        this.k = k;
        this.nAsked = asked.length;
        const words = new Map();
        for (const w of stopwords)
            words.set(w, { stop: 1, asked: -1 });
        asked.forEach((w, i) => { const e = words.get(w); if (e)
            e.asked = i;
        else
            words.set(w, { stop: 0, asked: i }); });
        const list = [...words];
        let slots = 64;
        while (slots < list.length * 4)
            slots *= 2;
        const blob = Buffer.from(list.map(([w]) => w).join(''), 'latin1');
        const base = this.k.setup(list.length, slots, blob.length, asked.length, record ? 1 : 0);
        const buf = this.k.memory.buffer;
        const table = new Int32Array(buf, base, slots);
        const off = new Int32Array(buf, base + 4 * slots, list.length + 1);
        const stop = new Int32Array(buf, off.byteOffset + 4 * (list.length + 1), list.length);
        const ask = new Int32Array(buf, stop.byteOffset + 4 * list.length, list.length);
        new Uint8Array(buf, ask.byteOffset + 4 * list.length, blob.length).set(blob);
        // The instance, and so its memory, serves every pass of this thread: what an earlier pass left here (a larger
        // table, another pass's offsets) is still there, so every cell of the table is written, the first offset included.
        table.fill(0);
        off[0] = 0;
        list.forEach(([w, e], i) => {
            off[i + 1] = off[i] + w.length;
            stop[i] = e.stop;
            ask[i] = e.asked;
            let h = FNV_OFFSET;
            for (let j = 0; j < w.length; j++)
                h = Math.imul(h ^ w.charCodeAt(j), FNV_PRIME);
            let s = (h >>> 0) & (slots - 1);
            while (table[s] !== 0)
                s = (s + 1) & (slots - 1);
            table[s] = i + 1;
        });
    }
    /**
     * Returns false when SCAN_JSON_STRINGS refused the text (an escape or a non-ASCII byte: nothing was counted), else
     * true after scanning `bytes[start, end)` of the current file as `mode` (SCAN_*), its words in `field` where the
     * mode has no fields of its own.
     */
    segment(mode, field, bytes, start = 0, end = bytes.length) {
        const n = end - start;
        if (n <= 0)
            return true;
        const at = this.k.input(n);
        new Uint8Array(this.k.memory.buffer, at, n).set(bytes.subarray(start, end));
        const r = this.k.scan(mode, field, n);
        if (r > 0) {
            const h = new Uint32Array(this.k.memory.buffer, this.k.recordPtr(), r);
            for (let i = 0; i < r; i++)
                this.hashes.push(h[i]);
        }
        return r >= 0;
    }
    /**
     * Returns false when `abs` cannot be read (nothing scanned), else true after scanning its bytes as `mode`, read
     * straight into the kernel's memory (no Buffer per file). `size` is the expected size; a file that grew since is
     * read again, whole.
     */
    segmentFile(mode, field, abs, size) {
        let fd;
        try {
            fd = openSync(abs, 'r');
        }
        catch {
            return false;
        }
        try {
            for (let cap = size + 1;; cap *= 2) {
                const at = this.k.input(cap);
                const view = new Uint8Array(this.k.memory.buffer, at, cap);
                let n = 0;
                for (let r = 1; n < cap && r > 0; n += r)
                    r = readSync(fd, view, n, cap - n, n);
                if (n < cap) {
                    if (n > 0)
                        this.k.scan(mode, field, n);
                    return true;
                }
            }
        }
        catch {
            return false; // as an unreadable file (the full build's read fails the same way)
        }
        finally {
            closeSync(fd);
        }
    }
    /** Closes the current file, file `file` of the pass's list: reads its entries and field lengths. */
    endFile(file) {
        const n = this.k.endFile();
        const buf = this.k.memory.buffer;
        const out = new Int32Array(buf, this.k.outPtr(), 2 * n);
        for (let e = 0; e < n; e++) {
            this.entFile.push(file);
            this.entKey.push(out[2 * e]);
            this.entTf.push(out[2 * e + 1]);
        }
        const lens = new Uint32Array(buf, this.k.lensPtr(), NF);
        for (let f = 0; f < NF; f++)
            this.lens.push(lens[f]);
        this.k.clearLens();
        if (this.record)
            this.hashStart.push(this.hashes.length);
    }
    /**
     * Returns, for the text `bytes` (UTF-8: identifiers are ASCII, so its lines and runs are those of the string), each
     * line's token count (newlines + 1 lines) and the asked terms' occurrences as (line, asked index) pairs in text order.
     */
    lines(bytes) {
        const n = bytes.length;
        let nLines = 1;
        for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
            nLines++;
        const at = this.k.input(n);
        new Uint8Array(this.k.memory.buffer, at, n).set(bytes);
        const h = this.k.scan(SCAN_LINES, nLines, n);
        noteWasmInput(n); // work that repays caching the kernel's optimized code (runtime/wasm-cache.ts)
        const buf = this.k.memory.buffer;
        const out = { count: new Uint32Array(buf, this.k.linesPtr(), nLines).slice(), hits: new Int32Array(buf, this.k.hitsPtr(), 2 * h).slice() };
        this.k.endFile();
        this.k.clearLens();
        return out;
    }
    /** Returns each asked term's first position (-1: never seen), and lets the kernel go. */
    finish() {
        const first = new Float64Array(this.k.memory.buffer, this.k.firstPtr(), this.nAsked).slice();
        slot.doneWith(this.k);
        return first;
    }
}
/**
 * Returns TermScan.lines of each text, in one session of the kernel for the terms `asked`, or null when the kernel is
 * not built or traps (the fallback is counted and logged; the caller then scans in TypeScript).
 */
export function lineScans(asked, stopwords, texts) {
    return slot.run((k) => {
        const ts = new TermScan(asked, stopwords, false, k);
        const out = texts.map((t) => ts.lines(t));
        ts.finish();
        return out;
    }, () => null);
}
