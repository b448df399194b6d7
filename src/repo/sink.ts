// The index build's one hook: an index kept beside the repository index (rank/keep.ts: the BM25F postings) is fed
// from the same pass, so that the bytes the build reads are not read and cut again by a second pass.
import type { BytesBlob } from './blob-arena.js';
import type { Lang, RepoIndex } from './types.js';
import type { FullScanResult } from '../kernels/termscan.js';

/**
 * What an index kept beside the repository index receives from buildIndex (IndexOptions.sink): the bytes of each
 * file the build reads and lexes on this thread, the file once lexed, and the index once built. Files lexed elsewhere
 * (the pool, the helper thread) and files the build did not read (unchanged since the cache) arrive only with the
 * index: the sink takes them from what it kept before, or reads them itself.
 */
export interface IndexSink {
  /** Returns whether the bytes of a file of `lang` at `path` are wanted (asked before the file is read). */
  wantsBytes(path: string, lang: Lang): boolean;
  /** Returns nothing; the bytes of the file being read, valid during the call only; the next file() is this file. */
  bytes(bytes: Uint8Array): void;
  /** Returns nothing; file `path` was read (content `hash`) and lexed; `defs` is its definitions' blob (null: none). */
  file(path: string, lang: Lang, hash: string, defs: string | BytesBlob | null): void;
  /** Returns nothing; the index is built (called once, before buildIndex returns, read or not). Never throws. */
  done(index: RepoIndex): void;
  /**
   * Optional: returns what the index's helper thread (lex-helper.ts) needs to do the sink's work on the files it lexes
   * of `files` (the cold index's list, in order), or undefined: those files then arrive only with the index.
   */
  threadJob?(files: readonly { path: string; lang: Lang }[]): SinkThreadJob | undefined;
  /** Returns nothing; what the helper thread made of the files it lexed (null: it failed; they arrive with the index). */
  fromThread?(result: SinkThreadResult | null): void;
}

/** The helper thread's part of a sink (threadJob): which files of the list to stage, and their bytes in all (a hint). */
export interface SinkThreadJob { want: Uint8Array; bytes: number }

/**
 * What the helper thread sends back (fromThread): a term-scan session's result over the files it fed, `paths[i]` and
 * `hashes[i]` being file `i` of it (`scan` null: it fed none).
 */
export interface SinkThreadResult { paths: string[]; hashes: string[]; scan: FullScanResult | null }
