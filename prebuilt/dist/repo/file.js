// Reads, classifies, hashes and lexes one file. Pure per-file work: runs in-thread or inside workers/lex.js.
import { readFileSync, openSync, readSync, closeSync } from 'node:fs';
import { sha1Hex } from '../kernels/sha.js';
import { kernelInput, inputChars, utf16Length } from './lex/kernel.js';
import { fileBlobs, fileBlobsInPlace } from './lex/blobs.js';
const NUL_WINDOW = 8192;
/** Returns true when the first 8 KB of `buf` contain a NUL byte (the binary test git and ripgrep use). */
export function looksBinary(buf) {
    const end = Math.min(buf.length, NUL_WINDOW);
    return buf.subarray(0, end).indexOf(0) >= 0;
}
const probe = Buffer.alloc(1);
/**
 * Returns true when the file at `abs` was read completely into `into` (exactly `into.length` bytes, then EOF);
 * false when its size changed since it was stat'ed (the caller then reads it the ordinary way). Throws on I/O errors.
 * With `spare` (the byte after `into` is scratch, as after a kernel input region), the first read asks for one byte
 * more than expected, so a file that did not grow is read and checked in one read call instead of two.
 */
function readExactly(abs, into, spare = false) {
    const fd = openSync(abs, 'r');
    try {
        const len = into.length;
        if (spare) {
            const n = readSync(fd, Buffer.from(into.buffer, into.byteOffset, len + 1), 0, len + 1, 0);
            if (n === len)
                return true;
            if (n > len)
                return false;
            if (n === 0 && len > 0)
                return false;
            return readRest(fd, into, n);
        }
        return readRest(fd, into, 0);
    }
    finally {
        closeSync(fd);
    }
}
/** Returns readExactly's answer for `fd` with `got` bytes of `into` already read. */
function readRest(fd, into, got) {
    while (got < into.length) {
        const n = readSync(fd, into, got, into.length - got, got);
        if (n === 0)
            return false;
        got += n;
    }
    return readSync(fd, probe, 0, 1, got) === 0;
}
/**
 * Returns the hash, token estimate and (for python/js/ts) lexer output of the file at `abs`, or why it was skipped,
 * or 'unchanged' when its hash is `knownHash` (the lexer is not run). Never throws. With `size` (from a stat just
 * before), a source file is read straight into the wasm kernel's input region: no Buffer per file, no copy.
 */
export function processFile(abs, lang, maxBytes, impl = 'wasm', knownHash, eventDecorators, size, arena) {
    if (impl === 'wasm' && size !== undefined && size <= maxBytes) {
        const name = lang === 'js' || lang === 'ts' ? 'jslex' : 'pylex'; // other files: only the UTF-16 count
        const input = kernelInput(name, size);
        if (input) {
            let complete;
            try {
                complete = readExactly(abs, input, true); // kernel inputs have scratch bytes after them (kernelInput)
            }
            catch (err) {
                return { status: 'unreadable', detail: err.code ?? String(err) };
            }
            if (complete) {
                if (looksBinary(input))
                    return { status: 'binary' };
                const hash = sha1Hex(input);
                if (hash === knownHash)
                    return { status: 'unchanged', hash };
                if (lang === 'other')
                    return { status: 'ok', hash, tokens: Math.ceil(inputChars(name, input) / 4), blobs: null };
                const b = fileBlobsInPlace(name, input, eventDecorators, arena);
                return { status: 'ok', hash, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
            }
        }
    }
    return processFileBuffered(abs, lang, maxBytes, impl, knownHash, eventDecorators);
}
/** Returns processFile's outcome for a file read into its own Buffer (twin lexers, other files, size unknown or changed). */
function processFileBuffered(abs, lang, maxBytes, impl, knownHash, eventDecorators) {
    let buf;
    try {
        buf = readFileSync(abs);
    }
    catch (err) {
        return { status: 'unreadable', detail: err.code ?? String(err) };
    }
    if (buf.length > maxBytes)
        return { status: 'tooLarge' };
    if (looksBinary(buf))
        return { status: 'binary' };
    const hash = sha1Hex(buf);
    if (hash === knownHash)
        return { status: 'unchanged', hash }; // touched, not edited: keep the previous lex
    if (lang === 'other')
        return { status: 'ok', hash, tokens: Math.ceil(utf16Length(buf) / 4), blobs: null };
    const name = lang === 'python' ? 'pylex' : 'jslex';
    const b = fileBlobs(name, buf, impl, eventDecorators);
    return { status: 'ok', hash, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
}
function toBlobs(b) {
    return { defs: b.defs, dynamic: b.dynamic, imports: b.imports };
}
