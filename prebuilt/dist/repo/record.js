const text = (b) => (typeof b === 'string' ? b : b.text());
/** One indexed file whose blob fields are parsed on first read. */
export class IndexedFile {
    path;
    lang;
    size;
    mtimeMs;
    hash;
    tokens;
    #defs;
    #dynamic;
    #external;
    /** Blobs of fields never read (reading or setting a field drops its blob: the array handed out may be mutated). */
    #blobs;
    #decode;
    constructor(path, lang, size, mtimeMs, hash, tokens, blobs, decode) {
        this.path = path;
        this.lang = lang;
        this.size = size;
        this.mtimeMs = mtimeMs;
        this.hash = hash;
        this.tokens = tokens;
        this.#blobs = blobs;
        this.#decode = decode;
    }
    get defs() {
        if (this.#defs === undefined) {
            this.#defs = this.#parse('defs');
            this.#blobs.defs = undefined;
        }
        return this.#defs;
    }
    set defs(v) { this.#defs = v; this.#blobs.defs = undefined; }
    get dynamic() {
        if (this.#dynamic === undefined) {
            this.#dynamic = this.#parse('dynamic');
            this.#blobs.dynamic = undefined;
        }
        return this.#dynamic;
    }
    set dynamic(v) { this.#dynamic = v; this.#blobs.dynamic = undefined; }
    get external() {
        if (this.#external === undefined) {
            this.#external = this.#parse('external');
            this.#blobs.external = undefined;
        }
        return this.#external;
    }
    set external(v) { this.#external = v; this.#blobs.external = undefined; }
    /** Sets the external specifiers as their column blob (parsed on first read, like a loaded record's). */
    setExternalBlob(blob) {
        this.#external = undefined;
        this.#blobs.external = blob;
    }
    #parse(field) {
        const b = this.#blobs[field];
        return b === undefined ? [] : this.#decode(field, text(b));
    }
    /** Returns the blob text of `field` while it was never read (still exact), else undefined. */
    storedBlob(field) {
        const b = this.#blobs[field];
        return b === undefined ? undefined : text(b);
    }
    /** Returns storedBlob's answer, as the bytes themselves when the blob is held as bytes (not decoded). */
    storedBlobOrBytes(field) {
        return this.#blobs[field];
    }
    /** Returns a copy with a new stat (a touched, unedited file): unread blobs are shared, read fields copied. */
    withStat(size, mtimeMs) {
        const copy = new IndexedFile(this.path, this.lang, size, mtimeMs, this.hash, this.tokens, { ...this.#blobs }, this.#decode);
        if (this.#defs)
            copy.defs = this.#defs;
        if (this.#dynamic)
            copy.dynamic = this.#dynamic;
        if (this.#external)
            copy.external = this.#external;
        return copy;
    }
    /** Returns the plain record (JSON.stringify would otherwise miss the fields read through accessors). */
    toJSON() {
        return { path: this.path, lang: this.lang, size: this.size, mtimeMs: this.mtimeMs, hash: this.hash, tokens: this.tokens, defs: this.defs, dynamic: this.dynamic, external: this.external };
    }
}
/**
 * Returns the defs blob of `f` as bytes while its defs were never decoded (a cold build's records hold the kernel's
 * JSON, `[["name",kind,start,end],…]`), else undefined: a reader that wants the names alone (the lexical index) scans
 * them in place instead of building a Def object per definition.
 */
export function undecodedDefsBytes(f) {
    if (!(f instanceof IndexedFile))
        return undefined;
    const b = f.storedBlobOrBytes('defs');
    return typeof b === 'object' ? b : undefined;
}
