/**
 * Large outputs in full view. Claude Code persists Bash stdout over 30,000 bytes to a file and hands the hook only the
 * head plus `persistedOutputPath`; a result that keeps that field, or that is longer than the tool's threshold, reaches
 * the model as a 2,000-character preview (src/hooks/client-limits.ts). So for such an output the hook normalizes the
 * WHOLE output (the persisted file), cuts the result to the client's limit with every signal line kept
 * (normalize/fit.ts), and drops the fields that would make the client preview it anyway.
 */
import { openSync, fstatSync, closeSync, statSync } from 'node:fs';
import { readInto } from '../store/read-fully.js';
import { linesInPlace } from '../kernels/lines.js';
import { plainUnits } from '../kernels/terminal.js';
import { withBaselineTiers } from '../runtime/tiering.js';
import { oneShotProcess } from './process-kind.js';
import { isAbsolute } from 'node:path';
import { clientLimit, CLIENT_LIMIT_MARGIN } from './client-limits.js';
import { hookLog } from '../store/log.js';
import { afterReply } from './after-reply.js';
import { putSpillRef } from '../normalize/spill-ref.js';
import { spillLink } from '../store/spill.js';
import type { NormalizeApi } from './engine.js';

/** The client truncates the persisted file at 64 MiB (`A=67108864` … `truncate(g.outputFilePath,A)`); so do we. */
export const PERSISTED_MAX_BYTES = 64 * 1024 * 1024;

/** Characters kept free for the footer line the hook appends. */
const FOOTER_RESERVE = 150;

/** A Bash output the client would preview: where its full text comes from and how long it is. */
export interface LargeOutput {
  /** The persisted file `full` holds the bytes of (source `persisted`). */
  readonly path?: string;
  /** The whole stdout: the persisted file's bytes, or the payload's stdout when there is no readable file. */
  readonly full: string | Uint8Array;
  /** Where `full` came from. */
  readonly source: 'persisted' | 'payload';
  /** UTF-16 length (payload) or byte length (file) of the full output, for the savings figures. */
  readonly size: number;
}

/**
 * Returns the bytes of the client's persisted output file, or undefined (with a log line) when the path is not an
 * absolute path to a readable regular file. Reads at most PERSISTED_MAX_BYTES.
 */
export function readPersisted(path: string): Uint8Array | undefined {
  if (!isAbsolute(path)) {
    hookLog('large-output', `persistedOutputPath is not absolute (${path.slice(0, 200)}): using the payload's head`);
    return undefined;
  }
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error('not a regular file');
    // In a one-shot hook process, read straight into a lines kernel's memory, where normalize's line table is then
    // computed in place when the terminal pass will leave the bytes as they are (normalize.ts), as it does for most
    // persisted outputs: no copy of a several-MB output into the kernel. Its kernels run with the optimizing tiers off,
    // as normalize runs them (engine.ts). A hook server takes the copying path: it reuses memory warm from earlier
    // calls (its kernels' grown memories, the allocator's freed pages), where a fresh instance touches new pages.
    const n = Math.min(st.size, PERSISTED_MAX_BYTES);
    const file = fd;
    const inPlace = oneShotProcess() ? withBaselineTiers(n, () => linesInPlace(n, (dst) => readInto(file, dst), (bytes) => plainUnits(bytes) >= 0)) : undefined;
    if (inPlace) return inPlace;
    const bytes = Buffer.allocUnsafe(n);
    const got = readInto(fd, bytes);
    return got === n ? bytes : bytes.subarray(0, got);
  } catch (err) {
    hookLog('large-output', `cannot read persistedOutputPath ${path.slice(0, 200)}: ${(err as Error).message}; using the payload's head`);
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Returns the whole output of a Bash response the client persisted (`persistedOutputPath`), or undefined when it
 * carries none. (A response over the limit without the field, which the client does not send for stdout, is cut to
 * the limit by the ordinary path: see normalizeFields in shapes.ts.)
 */
export function largeBashOutput(resp: Record<string, unknown>): LargeOutput | undefined {
  const path = typeof resp.persistedOutputPath === 'string' && resp.persistedOutputPath !== '' ? resp.persistedOutputPath : undefined;
  if (!path) return undefined;
  const bytes = readPersisted(path);
  if (bytes) return { full: bytes, source: 'persisted', size: bytes.length, path };
  const stdout = typeof resp.stdout === 'string' ? resp.stdout : '';
  return { full: stdout, source: 'payload', size: stdout.length };
}

/** Returns the size of `file` in bytes, or -1 when it cannot be read. */
function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
}

/**
 * Returns the characters a replacement's stdout may take so that the mapped result (stdout, stderr and the client's
 * own additions, joined by newlines) stays within the client's limit for `tool`.
 */
export function stdoutBudget(tool: string, otherChars: number): number {
  return clientLimit(tool) - CLIENT_LIMIT_MARGIN - FOOTER_RESERVE - otherChars;
}

/**
 * Returns `full` normalized as `tool` output and cut to `budget` characters, every signal line kept while they fit
 * (undefined when nothing useful fits, or the output is binary: the client's preview stands then). `persisted`: the
 * file `full` was read from (the client's, already on disk): the spill entry is then written after the answer, and
 * until then the key is recallable from that file through a spill reference (written here, before any answer).
 */
export function fitLargeOutput(engine: NormalizeApi, full: string | Uint8Array, tool: 'bash' | 'grep' | 'web' | 'auto', budget: number, persisted?: string): string | undefined {
  if (budget <= 0) return undefined;
  const deferSpill = persisted !== undefined && typeof full !== 'string';
  const r = engine.normalize(full, { tool, spill: true, deferSpill });
  if (r.spillNow) {
    const spillNow = r.spillNow;
    try {
      putSpillRef(r.key!, persisted!, full.length);
      // A plain output read whole: the client's file itself becomes the entry (a hard link), not a 5 MB copy.
      const whole = r.spillIsInput === true && fileSize(persisted!) === full.length;
      afterReply(() => {
        if (!(whole && spillLink(r.key!, persisted!))) spillNow();
      });
    } catch (err) {
      hookLog('large-output', `no spill reference (${(err as Error).message}): spill written before the answer`);
      r.spillNow();
    }
  }
  if (r.binary) return undefined;
  const fit = engine.fitToChars(r, budget);
  if (!fit) return undefined;
  if (fit.signalDropped > 0) hookLog('large-output', `${fit.signalDropped} of ${fit.signalKept + fit.signalDropped} signal lines did not fit in ${budget} characters; elided with recall markers`);
  return fit.text;
}

/**
 * Returns `resp` without the fields that make the client show a preview instead of the output, and without
 * `stdoutHoldsOutputEnd` (2.1.332: the payload's stdout is the output's start and end around a marker), which no
 * longer describes a replacement made from the whole output.
 */
export function withoutPreviewFields(resp: Record<string, unknown>): Record<string, unknown> {
  const { persistedOutputPath: _path, persistedOutputSize: _size, stdoutHoldsOutputEnd: _end, ...rest } = resp;
  return rest;
}
