// The index build's one hook: an index kept beside the repository index (rank/keep.ts: the BM25F postings) is fed
// from the same pass, so that the bytes the build reads are not read and cut again by a second pass.
import type { BytesBlob } from './blob-arena.js';
import type { Lang, RepoIndex } from './types.js';

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
}
