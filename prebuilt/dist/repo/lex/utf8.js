// Decoding a byte range of a Buffer as UTF-8 on the lexers' per-file path.
/**
 * Returns bytes [start, end) of `buf` decoded as UTF-8, as `buf.toString('utf8', start, end)` does; the range must lie
 * within `buf`. Calls the decoder toString itself ends in (Buffer.prototype.utf8Slice, kept by Node for this use and
 * called the same way by msgpackr) when it exists: toString first resolves its encoding argument, which in a fresh
 * process cost ~1 µs a call against ~0.3 µs, on the 4-5 decodes per file of an index.
 */
export const utf8Slice = typeof Buffer.prototype.utf8Slice === 'function'
    ? (buf, start, end) => buf.utf8Slice(start, end)
    : (buf, start, end) => buf.toString('utf8', start, end);
