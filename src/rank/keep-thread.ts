/**
 * The per-file part of the postings kept beside the index (keep.ts), on its own so that the index's helper thread
 * (repo/lex-helper-worker.ts) can cut the postings of the files it lexes without loading the rest of rank/: the
 * kernel session, and what one file gives it. keep.ts's sink runs the same code on the main thread.
 */
import type { BytesBlob } from '../repo/blob-arena.js';
import type { Lang } from '../repo/types.js';
import type { SinkThreadJob, SinkThreadResult } from '../repo/sink.js';
import { FullTermScan } from '../kernels/termscan.js';
import { pathWords, scanModeOf, scanSegments, type DefNames } from './postings-kernel.js';
import { STOPWORDS } from './tokenize.js';

/** Returns a kernel session in full mode for about `bytes` source bytes, or null when the kernel is missing. */
export function startSession(bytes = 0): FullTermScan | null {
  return FullTermScan.start(STOPWORDS, bytes);
}

/**
 * Returns nothing; counts one file in `ts`: its path, the definition names of `defs` (its lexer's blob, null: none)
 * and, when `staged`, the text staged before it. Throws when the kernel traps (the caller drops the session).
 */
export function feedFile(ts: FullTermScan, path: string, lang: Lang, staged: boolean, defs: string | BytesBlob | null): void {
  const mode = scanModeOf(lang);
  const json = mode < 0 || defs === null ? undefined : typeof defs === 'string' ? Buffer.from(defs, 'utf8') : defs.chunk.subarray(defs.start, defs.end);
  // One call for the whole file; a defs blob with an escape or a non-ASCII name goes through the segments.
  if (!ts.file(pathWords(path), json, mode)) {
    scanSegments(ts, path, lang, defs === null ? NO_DEFS : blobDefNames(defs), undefined);
    if (staged) ts.scanStaged(mode);
    ts.endFile();
  }
}

/** Returns the definition names of a lexer's defs blob as it came from the index's pass (a text, or arena bytes). */
function blobDefNames(defs: string | BytesBlob): DefNames {
  const text = (): string => (typeof defs === 'string' ? defs : defs.text());
  return {
    json: typeof defs === 'string' ? Buffer.from(defs, 'utf8') : defs.chunk.subarray(defs.start, defs.end),
    names: () => (JSON.parse(text()) as [string, ...unknown[]][]).map((d) => d[0]),
  };
}

const NO_DEFS: DefNames = { json: undefined, names: () => [] };

/**
 * The postings of the files a helper thread lexes (SinkThreadJob from keep.ts's sink): the same session and calls as
 * the sink's on the main thread, over that thread's files; `result()` is posted back with its done message.
 */
export class ThreadPostings {
  private ts: FullTermScan | null | undefined;
  private staged = false;
  private readonly paths: string[] = [];
  private readonly hashes: string[] = [];

  constructor(private readonly job: SinkThreadJob) {}

  private session(): FullTermScan | null {
    if (this.ts === undefined) this.ts = startSession(this.job.bytes);
    return this.ts;
  }

  private fail(err: unknown): void {
    this.ts?.trapped(err);
    this.ts = null;
  }

  /** Returns whether file `k` of the job's list is to be staged (its text is cut; not a test, a language read). */
  wants(k: number): boolean {
    return this.job.want[k] === 1 && this.session() !== null;
  }

  /** Returns nothing; stages the text of the file about to be lexed. */
  bytes(b: Uint8Array): void {
    try {
      this.session()?.stage(b);
      this.staged = true;
    } catch (err) {
      this.fail(err);
    }
  }

  /** Returns nothing; counts file `path`, lexed (content `hash`, definitions `defs`). */
  file(path: string, lang: Lang, hash: string, defs: string | BytesBlob | null): void {
    const ts = this.session();
    const staged = this.staged;
    this.staged = false;
    if (!ts) return;
    try {
      feedFile(ts, path, lang, staged, defs);
      this.paths.push(path);
      this.hashes.push(hash);
    } catch (err) {
      this.fail(err);
    }
  }

  /** Returns what the session made of the files, or null when the kernel was missing or trapped (none are fed). */
  result(): SinkThreadResult | null {
    const ts = this.ts;
    if (!ts) return ts === undefined ? { paths: [], hashes: [], scan: null } : null;
    try {
      return { paths: this.paths, hashes: this.hashes, scan: ts.finish() };
    } catch (err) {
      this.fail(err);
      return null;
    }
  }
}
