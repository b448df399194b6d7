// The defs blobs of a run that lexes in-thread, kept as the UTF-8 bytes the kernel wrote instead of as strings.
// They are the largest column (1.3 MB of pandas' 2 MB cache) and nothing in an index run reads them: as strings they
// were decoded, carried through every scavenge of the run, joined into one more string and encoded twice when the
// cache was saved (cold `ck index` of pandas: ~12 ms in all). Here they are copied once into a few chunks, written to
// the cache as they are, and decoded only for a record whose defs are read.
import { utf8Slice } from './lex/utf8.js';
const CHUNK = 256 << 10;
/** One blob: bytes [start, end) of a buffer (an arena chunk, or a '\0'-separated column loaded from the cache). */
export class BytesBlob {
    chunk;
    start;
    end;
    constructor(chunk, start, end) {
        this.chunk = chunk;
        this.start = start;
        this.end = end;
    }
    /** Returns the blob's text. */
    text() {
        return this.end > this.start ? utf8Slice(this.chunk, this.start, this.end) : '';
    }
}
/** Append-only chunks of blob bytes, each blob followed by '\0', so consecutive blobs are a ready-made column piece. */
export class BlobArena {
    #chunk = null;
    #used = 0;
    /** Returns the blob of bytes [a, b) of `src`, copied into the arena. */
    append(src, a, b) {
        const len = b - a;
        if (!this.#chunk || this.#used + len + 1 > this.#chunk.length) {
            this.#chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK, len + 1));
            this.#used = 0;
        }
        const chunk = this.#chunk, start = this.#used;
        chunk.set(src.subarray(a, b), start);
        chunk[start + len] = 0;
        this.#used = start + len + 1;
        return new BytesBlob(chunk, start, start + len);
    }
}
const SEPARATOR = Buffer.from([0]);
/**
 * Returns blobs (texts or byte blobs) joined by '\0', as a list of byte pieces to write one after the other: blobs
 * that follow each other in one buffer, separator included, are one piece (no copy); consecutive texts are encoded
 * together.
 */
export function joinedPieces(blobs) {
    const pieces = [];
    let texts = [];
    let run = null;
    let start = 0, end = 0;
    const flushRun = (more) => {
        if (!run)
            return;
        if (more && run[end] === 0)
            pieces.push(run.subarray(start, end + 1));
        else {
            pieces.push(run.subarray(start, end));
            if (more)
                pieces.push(SEPARATOR);
        }
        run = null;
    };
    const flushTexts = (more) => {
        if (texts.length === 0)
            return;
        pieces.push(Buffer.from(more ? `${texts.join('\0')}\0` : texts.join('\0'), 'utf8'));
        texts = [];
    };
    for (const b of blobs) {
        if (typeof b === 'string') {
            flushRun(true);
            texts.push(b);
            continue;
        }
        if (run === b.chunk && b.start === end + 1 && run[end] === 0) {
            end = b.end;
            continue;
        }
        flushRun(true);
        flushTexts(true);
        run = b.chunk;
        start = b.start;
        end = b.end;
    }
    flushRun(false);
    flushTexts(false);
    return pieces;
}
