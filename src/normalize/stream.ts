// T1 over an input read in pieces (a pipe, a large buffer): the fused kernel (kernels/t1.ts) cleans each piece as
// it arrives, so the raw input is never held whole. What the pipeline needs of the raw bytes is gathered on the
// way: their SHA-1 (the spill key), the binary check's facts, and — when spilling — the bytes themselves, written
// to a temp file of the spill store that becomes the entry's raw file by a rename. Same results as normalize() of
// the whole input (test/normalize/stream.test.ts compares them on every output fixture).
import { closeSync, openSync, readFileSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { openPrivate } from '../store/private.js';
import { createHash, type Hash } from 'node:crypto';
import { cleanStream, type CleanedStream, type StreamSource, type TextSink } from '../kernels/t1.js';
import { estimateTokens } from '../tokens.js';
import { spillDir, spillPut, spillPutFiles, spillPutFrom, spillPutRawFrom, spillTempPath } from '../store/spill.js';
import { BINARY_SAMPLE_BYTES, asBuffer, binaryReason, binaryReasonOf, isUtf8, type TextSource } from './bytes.js';
import { KEY_HEX } from './hash.js';
import { binaryMarker } from './markers.js';
import { finish } from './finish.js';
import { TEXT_FILE_BYTES, resolveRequest, type NormalizeOptions, type ToolKind } from './options.js';
import type { NormalizeResult, NormalizeStats } from './types.js';
import { phase } from '../runtime/phases.js';

/**
 * Returns normalize()'s result for the input `source` gives, read and cleaned piece by piece: peak memory is the
 * cleaned text and its line table, not the raw input as well.
 */
export function normalizeStream(source: StreamSource, opts: NormalizeOptions = {}): NormalizeResult {
  const { tool: requested, spill } = resolveRequest(opts);
  const hash: Hash = createHash('sha1');
  const head = Buffer.alloc(BINARY_SAMPLE_BYTES);
  let headLen = 0;
  let nul = 0;
  let rawFile: string | undefined;
  let fd: number | undefined;
  if (spill) {
    rawFile = spillTempPath();
    fd = openPrivate(rawFile, 'exclusive');
  }
  // A large input's cleaned text goes to a temp file of the store as it is cleaned (the entry's text file, by a rename)
  // instead of staying whole in the kernel's memory; the plan reads back what it needs by position.
  let textFile: string | undefined;
  let textFd: number | undefined;
  let textIsUtf8 = true;
  const sink: TextSink | undefined = spill && !opts.deferSpill ? {
    fromBytes: source.textFromBytes ?? TEXT_FILE_BYTES,
    write(bytes) {
      if (textFd === undefined) {
        textFile = spillTempPath();
        textFd = openPrivate(textFile, 'exclusive');
      }
      writeAll(textFd, bytes);
      if (textIsUtf8 && !isUtf8(bytes)) textIsUtf8 = false; // pieces end after a '\n': no sequence runs across them
    },
  } : undefined;
  let cleanedStream;
  const outer = phase('read + terminal + hash + raw spill');
  try {
    cleanedStream = cleanStream(source, (piece) => {
      hash.update(piece);
      if (headLen < BINARY_SAMPLE_BYTES) headLen += asBuffer(piece).copy(head, headLen, 0, BINARY_SAMPLE_BYTES - headLen);
      const bytes = asBuffer(piece);
      for (let p = bytes.indexOf(0); p >= 0; p = bytes.indexOf(0, p + 1)) nul++;
      if (fd !== undefined) writeAll(fd, piece);
    }, opts.impl, sink);
  } catch (err) {
    dropTemp(fd, rawFile);
    fd = undefined;
    dropTemp(textFd, textFile);
    textFd = undefined;
    throw err;
  } finally {
    if (fd !== undefined) closeSync(fd);
    if (textFd !== undefined) closeSync(textFd);
  }
  const c = cleanedStream;
  const digest = hash.digest('hex');
  phase(outer);
  const key = digest.slice(0, KEY_HEX);
  if (c.rawBytes === 0) {
    dropTemp(undefined, rawFile);
    return { text: '', key: null, tokensBefore: 0, tokensAfter: 0, elisions: [], signalLines: 0, binary: false, changed: false, stats: emptyStats('bash', 0) };
  }
  const why = binaryReasonOf(head.subarray(0, headLen), nul, c.rawBytes, c.rawIsUtf8);
  if (why) {
    dropTemp(undefined, textFile);
    if (rawFile) spillPutRawFrom(key, rawFile, c.rawBytes);
    const text = binaryMarker(key, c.rawBytes, why, key);
    return {
      text, key, tokensBefore: estimateTokens(c.rawChars), tokensAfter: estimateTokens(text),
      elisions: [{ start: 1, end: 1, lines: 1, tokens: estimateTokens(c.rawChars), kind: 'binary' }],
      signalLines: 0, binary: true, changed: true, stats: emptyStats(requested === 'auto' ? 'bash' : requested, c.rawBytes),
    };
  }
  if (c.sunk) {
    if (textFile === undefined) { // the text turned out empty: the sink got no byte
      textFile = spillTempPath();
      closeSync(openPrivate(textFile, 'exclusive'));
    }
    return finishSunk(c, c.sunk.length, textFile, textIsUtf8, rawFile!, key, requested, opts);
  }
  return finish({
    rawLength: c.rawBytes,
    rawIsUtf8: c.rawIsUtf8,
    inChars: c.rawChars,
    cleaned: () => c.cleaned,
    cleanedIsRaw: c.plain,
    stats: c.stats,
    lineOps: (lineOpts) => c.lineOps(lineOpts),
    keyOf: () => key,
    // The raw bytes are kept unless the text is them (a plain output that is valid UTF-8), as spillPut decides.
    store: (k, textBytes) => {
      if (rawFile) spillPutFrom(k, textBytes, rawFile, c.rawBytes, !(c.plain && c.rawIsUtf8));
    },
    discard: () => dropTemp(undefined, rawFile),
  }, requested, spill, opts);
}

/**
 * Returns normalize()'s result for a stream whose cleaned text went to `textFile` (`length` bytes) as it was cleaned:
 * the plan reads it back by position; the spill entry is that file and the raw temp file, renamed into place.
 */
function finishSunk(c: CleanedStream, length: number, textFile: string, textIsUtf8: boolean, rawFile: string, key: string,
  requested: ToolKind, opts: NormalizeOptions): NormalizeResult {
  let path = textFile; // where the text is now: the temp file, then the entry's
  let fd: number | undefined = openSync(path, 'r');
  const text: TextSource = {
    length,
    read(dst, len, pos) {
      for (let at = 0; at < len;) {
        const got = readSync(fd!, dst, at, len - at, pos + at);
        if (got === 0) throw new Error(`normalize: ${path} ended at ${pos + at} of ${length} bytes`);
        at += got;
      }
    },
  };
  let whole: Buffer | undefined;
  const stored = (): void => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  try {
    return finish({
      rawLength: c.rawBytes,
      rawIsUtf8: c.rawIsUtf8,
      inChars: c.rawChars,
      cleaned: () => (whole ??= readFileSync(path)),
      text,
      textIsUtf8,
      cleanedIsRaw: c.plain,
      stats: c.stats,
      lineOps: (lineOpts) => c.sunk!.lineOps(lineOpts),
      keyOf: () => key,
      storeText: (k) => {
        stored();
        spillPutFiles(k, textFile, length, rawFile, c.rawBytes, !(c.plain && c.rawIsUtf8));
        path = join(spillDir(), `${k}.txt`);
      },
      store: (k, textBytes) => {
        stored();
        dropTemp(undefined, textFile);
        spillPutFrom(k, textBytes, rawFile, c.rawBytes, !(c.plain && c.rawIsUtf8));
      },
      discard: () => {
        whole ??= readFileSync(path); // the result may still be asked for its cleaned text
        stored();
        dropTemp(undefined, rawFile);
        dropTemp(undefined, textFile);
      },
    }, requested, true, opts);
  } catch (err) {
    stored();
    dropTemp(undefined, rawFile); // temp files (dot names) that eviction would never remove
    if (path === textFile) dropTemp(undefined, textFile);
    throw err;
  } finally {
    stored();
  }
}

/**
 * Returns normalize()'s result for `raw`, whole in memory, computed by the fused kernel a piece at a time: no copy of
 * the input into one kernel and of its output into another. @internal (normalize picks it for large inputs)
 */
export function normalizeLarge(raw: Buffer, opts: NormalizeOptions): NormalizeResult | undefined {
  const { tool: requested, spill } = resolveRequest(opts);
  const rawIsUtf8 = isUtf8(raw);
  if (binaryReason(raw, rawIsUtf8)) return undefined; // the usual path answers (a marker and the raw bytes kept)
  let at = 0;
  const c = cleanStream({
    total: raw.length,
    read(dst) {
      const n = raw.copy(dst, 0, at, Math.min(raw.length, at + dst.length));
      at += n;
      return n;
    },
  }, () => {}, opts.impl);
  return finish({
    rawLength: raw.length,
    rawIsUtf8,
    inChars: c.rawChars,
    cleaned: () => c.cleaned,
    cleanedIsRaw: c.plain,
    stats: c.stats,
    lineOps: (lineOpts) => c.lineOps(lineOpts),
    keyOf: () => createHash('sha1').update(raw).digest('hex').slice(0, KEY_HEX),
    store: (k, textBytes) => spillPut(k, textBytes, textBytes.equals(raw) ? null : raw),
  }, requested, spill, opts);
}

/** Returns a StreamSource over file descriptor `fd` (standard input: 0), read synchronously as it comes. */
export function fdSource(fd: number): StreamSource {
  return {
    read(dst) {
      for (;;) {
        try {
          return readSync(fd, dst, 0, dst.length, null);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'EOF') return 0;
          if (code !== 'EAGAIN') throw err;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2); // a non-blocking pipe with nothing yet
        }
      }
    },
  };
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

function dropTemp(fd: number | undefined, file: string | undefined): void {
  if (fd !== undefined) {
    try { closeSync(fd); } catch { /* closed already */ }
  }
  if (file) {
    try { unlinkSync(file); } catch { /* gone */ }
  }
}

function emptyStats(tool: NormalizeStats['tool'], bytesIn: number): NormalizeStats {
  return { tool, bytesIn, lines: 0, keptLines: 0, escapes: 0, redraws: 0, overstrikes: 0, controls: 0, candidates: 0, impl: 'none' };
}
