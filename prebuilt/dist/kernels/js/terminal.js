// Plain-TypeScript twin of assembly/terminal.ts: the oracle the wasm kernel is tested against.
// The two files implement the same algorithm step by step; change both or neither.
//
// Model: the output buffer holds the final text of every line joined by '\n'. The last WINDOW lines stay
// editable (cursor-up redraws of multi-line progress bars); older lines are final. The cursor is
// (row, col) plus a cached byte offset `off` of cell `col` inside its line, and `pad`, the number of
// columns the cursor sits beyond the end of a short line (spaces materialize only when text is written).
// A cell starts at the first byte of a line and at every byte that is not a UTF-8 continuation byte
// (10xxxxxx), so columns count code points and a multi-byte sequence is never split.
/** Lines above the bottom one that cursor-up can still reach; cursor-up beyond this clamps. */
export const WINDOW = 256;
const MASK = WINDOW - 1;
/** Cursor-movement parameters are clamped to this value (a 5-digit count is already absurd). */
export const MAX_PARAM = 65535;
const COL_LIMIT = 0x3fffffff;
/** Returns how many bytes of padding/new lines cursor movement may add in total for an input of `len` bytes. */
export function padBudget(len) {
    return 65536 + (len >>> 2);
}
/** Returns the output capacity that can never be exceeded for an input of `len` bytes. */
export function outputCapacity(len) {
    return len + padBudget(len) + 16;
}
/**
 * Returns the text `input` shows on a terminal (UTF-8 bytes), counts of what was removed, and `upMoves`,
 * the number of cursor-up/restore operations (non-zero means the result of a chunk depends on earlier lines).
 */
export function stripTerminalJs(input) {
    const t = new Terminal(input.length);
    t.run(input);
    return {
        bytes: t.out.slice(0, t.outLen),
        stats: { escapes: t.escapes, redraws: t.redraws, overstrikes: t.overstrikes, controls: t.controls },
        upMoves: t.upMoves,
    };
}
class Terminal {
    out;
    outLen = 0;
    starts = new Int32Array(WINDOW);
    top = 0;
    bottom = 0;
    row = 0;
    col = 0;
    off = 0;
    pad = 0;
    savedRow = -1;
    savedCol = 0;
    budget;
    escapes = 0;
    redraws = 0;
    overstrikes = 0;
    controls = 0;
    upMoves = 0;
    constructor(len) {
        this.out = new Uint8Array(outputCapacity(len));
        this.budget = padBudget(len);
    }
    run(src) {
        const n = src.length;
        let i = 0;
        while (i < n) {
            const b = src[i];
            if ((b >= 0x20 && b !== 0x7f) || b === 0x09) {
                if (this.pad === 0 && this.off === this.outLen) {
                    i = this.appendRun(src, i, n);
                    continue;
                }
                let j = i + 1;
                while (j < n) {
                    const c = src[j];
                    if ((c < 0x20 && c !== 0x09) || c === 0x7f)
                        break;
                    j++;
                }
                this.write(src, i, j);
                i = j;
            }
            else if (b === 0x0a) {
                this.lineFeed();
                i++;
            }
            else if (b === 0x0d) {
                this.off = this.lineStart(this.row);
                this.col = 0;
                this.pad = 0;
                if (i + 1 >= n || src[i + 1] !== 0x0a)
                    this.redraws++;
                i++;
            }
            else if (b === 0x08) {
                this.overstrikes++;
                this.moveLeft(1);
                i++;
            }
            else if (b === 0x1b) {
                this.escapes++;
                i = this.escape(src, i + 1, n);
            }
            else {
                this.controls++;
                i++;
            }
        }
    }
    // ---- escape parsing -------------------------------------------------------------------------
    /** Returns the index after the escape sequence whose ESC preceded `p`. */
    escape(src, p, n) {
        if (p >= n)
            return n;
        const c = src[p];
        if (c === 0x5b)
            return this.csi(src, p + 1, n);
        if (c === 0x5d || c === 0x50 || c === 0x58 || c === 0x5e || c === 0x5f)
            return stringEnd(src, p + 1, n);
        if (c >= 0x20 && c <= 0x2f) {
            let q = p + 1;
            while (q < n && src[q] >= 0x20 && src[q] <= 0x2f)
                q++;
            if (q < n && src[q] >= 0x30 && src[q] <= 0x7e)
                return q + 1;
            return q;
        }
        if (c >= 0x30 && c <= 0x7e) {
            if (c === 0x37)
                this.save();
            else if (c === 0x38)
                this.restore();
            else if (c === 0x4d) {
                this.redraws++;
                this.up(1, true);
            }
            else if (c === 0x44)
                this.down(1, true);
            else if (c === 0x45)
                this.down(1, false);
            return p + 1;
        }
        return p; // ESC before a control or a non-ASCII byte: drop the ESC alone
    }
    /** Returns the index after a CSI sequence starting at `p` (just after `ESC [`), applying its effect. */
    csi(src, p, n) {
        let q = p;
        let priv = false;
        let inter = false;
        let first = true;
        let param = 0;
        if (q < n && src[q] >= 0x3c && src[q] <= 0x3f) {
            priv = true;
            q++;
        }
        while (q < n) {
            const c = src[q];
            if (c >= 0x30 && c <= 0x3f) {
                if (c <= 0x39) {
                    if (first) {
                        param = param * 10 + (c - 0x30);
                        if (param > MAX_PARAM)
                            param = MAX_PARAM;
                    }
                }
                else if (c === 0x3b || c === 0x3a)
                    first = false;
                else
                    priv = true;
                q++;
            }
            else if (c >= 0x20 && c <= 0x2f) {
                inter = true;
                q++;
            }
            else if (c >= 0x40 && c <= 0x7e) {
                if (!priv && !inter)
                    this.apply(c, param);
                return q + 1;
            }
            else {
                return q; // malformed: the offending byte is processed normally
            }
        }
        return n;
    }
    apply(final, param) {
        const count = param === 0 ? 1 : param;
        switch (final) {
            case 0x41: // A cursor up
                this.redraws++;
                this.up(count, true);
                break;
            case 0x42: // B cursor down
                this.down(count, true);
                break;
            case 0x43: // C cursor forward
                this.moveRight(count);
                break;
            case 0x44: // D cursor back
                this.moveLeft(count);
                break;
            case 0x45: // E next line
                this.down(count, false);
                break;
            case 0x46: // F previous line
                this.redraws++;
                this.up(count, false);
                break;
            case 0x47: // G column absolute
            case 0x60: // ` column absolute
                this.setCol(count - 1);
                break;
            case 0x4b: // K erase in line
                if (param === 0)
                    this.eraseRight();
                else if (param === 1)
                    this.eraseLeft();
                else if (param === 2)
                    this.eraseLine();
                break;
            case 0x4a: // J erase in display: only "below" edits content; clears keep history
                if (param === 0) {
                    this.eraseRight();
                    this.dropBelow();
                }
                break;
            case 0x58: // X erase characters
                this.eraseChars(count);
                break;
            case 0x50: // P delete characters
                this.deleteChars(count);
                break;
            case 0x40: // @ insert blank characters (readline inserting mid-line)
                this.insertChars(count);
                break;
            case 0x73: // s save cursor
                this.save();
                break;
            case 0x75: // u restore cursor
                this.restore();
                break;
            default:
                break; // colours, modes, absolute positioning (H, f, d): no effect on content
        }
    }
    // ---- cursor ---------------------------------------------------------------------------------
    lineStart(r) {
        return this.starts[r & MASK];
    }
    lineEnd(r) {
        return r === this.bottom ? this.outLen : this.starts[(r + 1) & MASK] - 1;
    }
    /** Cells a walk could not take because it reached the end of the line (set by `walk`). */
    rest = 0;
    /** Returns the offset `n` cells after `p`, stopping at `end`; leaves the cells not walked in `this.rest`. */
    walk(p, n, end) {
        const out = this.out;
        while (n > 0 && p < end) {
            p++;
            while (p < end && (out[p] & 0xc0) === 0x80)
                p++;
            n--;
        }
        this.rest = n;
        return p;
    }
    setCol(c) {
        const start = this.lineStart(this.row);
        this.off = this.walk(start, c, this.lineEnd(this.row));
        this.pad = this.rest;
        this.col = c;
    }
    moveRight(n) {
        if (this.col >= COL_LIMIT)
            return;
        if (n > COL_LIMIT - this.col)
            n = COL_LIMIT - this.col;
        if (this.pad > 0)
            this.pad += n;
        else {
            this.off = this.walk(this.off, n, this.lineEnd(this.row));
            this.pad = this.rest;
        }
        this.col += n;
    }
    moveLeft(n) {
        if (n > this.col)
            n = this.col;
        this.col -= n;
        if (this.pad >= n) {
            this.pad -= n;
            return;
        }
        n -= this.pad;
        this.pad = 0;
        const start = this.lineStart(this.row);
        const out = this.out;
        let p = this.off;
        while (n > 0 && p > start) {
            p--;
            while (p > start && (out[p] & 0xc0) === 0x80)
                p--;
            n--;
        }
        this.off = p;
    }
    up(n, keepCol) {
        this.upMoves++;
        let r = this.row - n;
        if (r < this.top)
            r = this.top;
        this.row = r;
        this.setCol(keepCol ? this.col : 0);
    }
    down(n, keepCol) {
        const target = this.row + n;
        if (target > this.bottom) {
            let make = target - this.bottom;
            if (make > this.budget)
                make = this.budget;
            this.budget -= make;
            while (make > 0) {
                this.newLine();
                make--;
            }
        }
        this.row = target < this.bottom ? target : this.bottom;
        this.setCol(keepCol ? this.col : 0);
    }
    lineFeed() {
        if (this.row < this.bottom) {
            this.row++;
            this.off = this.lineStart(this.row);
        }
        else {
            this.newLine();
            this.row = this.bottom;
            this.off = this.outLen;
        }
        this.col = 0;
        this.pad = 0;
    }
    /** Appends an empty line below the bottom one. */
    newLine() {
        this.out[this.outLen++] = 0x0a;
        this.bottom++;
        this.starts[this.bottom & MASK] = this.outLen;
        if (this.bottom - this.top >= WINDOW)
            this.top = this.bottom - WINDOW + 1;
    }
    save() {
        this.savedRow = this.row;
        this.savedCol = this.col;
    }
    restore() {
        if (this.savedRow < 0)
            return;
        this.upMoves++;
        let r = this.savedRow;
        if (r < this.top)
            r = this.top;
        if (r > this.bottom)
            r = this.bottom;
        this.row = r;
        this.setCol(this.savedCol);
    }
    // ---- editing --------------------------------------------------------------------------------
    /** Replaces out[a, b) of the cursor row by `len` bytes (content written by the caller) and shifts what follows. */
    splice(a, b, len) {
        const delta = len - (b - a);
        if (delta === 0)
            return;
        this.out.copyWithin(a + len, b, this.outLen);
        this.outLen += delta;
        for (let r = this.row + 1; r <= this.bottom; r++)
            this.starts[r & MASK] += delta;
    }
    write(src, s, e) {
        let k = 1;
        for (let j = s + 1; j < e; j++)
            if ((src[j] & 0xc0) !== 0x80)
                k++;
        const len = e - s;
        if (this.pad > 0) {
            let use = this.pad;
            if (use > this.budget)
                use = this.budget;
            this.budget -= use;
            this.splice(this.off, this.off, use);
            this.out.fill(0x20, this.off, this.off + use);
            this.off += use;
            this.pad = 0;
        }
        const b = this.off === this.outLen ? this.off : this.walk(this.off, k, this.lineEnd(this.row));
        this.splice(this.off, b, len);
        this.out.set(src.subarray(s, e), this.off);
        this.off += len;
        this.col += k;
    }
    /** Appends the text run at `i` at the end of the bottom line (the common case); returns where it ended. */
    appendRun(src, i, n) {
        const out = this.out;
        let o = this.outLen;
        let k = (src[i] & 0xc0) === 0x80 ? 1 : 0; // a run always starts a cell
        let p = i;
        for (; p < n; p++) {
            const c = src[p];
            if ((c < 0x20 && c !== 0x09) || c === 0x7f)
                break;
            out[o++] = c;
            if ((c & 0xc0) !== 0x80)
                k++;
        }
        this.outLen = o;
        this.off = o;
        this.col += k;
        return p;
    }
    eraseRight() {
        if (this.pad > 0)
            return;
        this.splice(this.off, this.lineEnd(this.row), 0);
    }
    eraseLeft() {
        const start = this.lineStart(this.row);
        const end = this.lineEnd(this.row);
        const b = this.pad > 0 ? end : this.walk(this.off, 1, end);
        if (b >= end) {
            this.splice(start, end, 0);
            this.off = start;
            this.pad = this.col;
            return;
        }
        let cells = 0;
        for (let p = start; p < b; p++)
            if (p === start || (this.out[p] & 0xc0) !== 0x80)
                cells++;
        this.splice(start, b, cells);
        this.out.fill(0x20, start, start + cells);
        this.off = start + cells - 1;
    }
    eraseLine() {
        const start = this.lineStart(this.row);
        this.splice(start, this.lineEnd(this.row), 0);
        this.off = start;
        this.pad = this.col;
    }
    eraseChars(n) {
        if (this.pad > 0)
            return;
        const end = this.lineEnd(this.row);
        const b = this.walk(this.off, n, end);
        if (b >= end) {
            this.splice(this.off, end, 0);
            return;
        }
        this.splice(this.off, b, n);
        this.out.fill(0x20, this.off, this.off + n);
    }
    insertChars(n) {
        if (this.pad > 0)
            return;
        let use = n;
        if (use > this.budget)
            use = this.budget;
        this.budget -= use;
        this.splice(this.off, this.off, use);
        this.out.fill(0x20, this.off, this.off + use);
    }
    deleteChars(n) {
        if (this.pad > 0)
            return;
        this.splice(this.off, this.walk(this.off, n, this.lineEnd(this.row)), 0);
    }
    /** Deletes every line below the cursor row (erase-below); the cursor row becomes the bottom one. */
    dropBelow() {
        if (this.row >= this.bottom)
            return;
        this.outLen = this.lineEnd(this.row);
        this.bottom = this.row;
    }
}
/** Returns the index after an OSC/DCS/SOS/PM/APC string body starting at `p`. */
function stringEnd(src, p, n) {
    let q = p;
    while (q < n) {
        const c = src[q];
        if (c === 0x07 || c === 0x18 || c === 0x1a)
            return q + 1; // BEL terminates; CAN/SUB cancel
        if (c === 0x1b)
            return q + 1 < n && src[q + 1] === 0x5c ? q + 2 : q; // ST, or a new escape aborts
        if (c === 0x0a)
            return q; // an unterminated string never swallows the following lines
        q++;
    }
    return n;
}
