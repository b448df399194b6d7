/**
 * Interface skeletons: a source file with its function bodies replaced by `...` (Python) or
 * `{ /* … lines a-b *\/ }` (brace languages), keeping signatures, decorators, docstrings/JSDoc, class attributes and
 * module constants. Every elided range is reported so a page fault (`sed -n 'a,bp' path`) can fetch it back.
 *
 * ```ts
 * const sk = await skeletonOf('pandas/core/frame.py');
 * console.log(sk.text, sk.tokensBefore, '→', sk.tokensAfter);
 * ```
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { langOf, type LangId } from '../parse/languages.js';
import { decodeSource, readSource, type Warning } from '../parse/source.js';
import { ParseCache } from '../parse/cache.js';
import { skeletonTask, type SkeletonTask, type SkeletonAnswer } from '../parse/task.js';
import { runOnPool, poolAvailable } from '../parse/pool.js';
import type { SkeletonRecord } from './build.js';
import { estimateTokens } from '../tokens.js';

export type { Warning } from '../parse/source.js';

/** The skeleton of one file. */
export interface Skeleton {
  path: string;
  text: string;
  /** Elided source line ranges, 1-based inclusive. */
  elided: { start: number; end: number }[];
  tokensBefore: number;
  tokensAfter: number;
  warnings: Warning[];
}

/** Options for skeletonMany. */
export interface SkeletonManyOptions {
  /** Parse cache directory (default `cacheDir('parse')`); `false` disables the cache. */
  cacheDir?: string | false;
  /** `'auto'` (default) uses the worker pool for large cold batches; `'never'`/`'always'` force it. */
  workers?: 'auto' | 'never' | 'always';
}

/** Cold batches smaller than this many bytes are parsed in-process: starting workers would cost more. */
const POOL_MIN_BYTES = 1_500_000;

function fromRecord(path: string, rec: SkeletonRecord, extra: Warning[]): Skeleton {
  const warnings = [...extra];
  if (rec.errorLine > 0) {
    warnings.push({ kind: 'parse-error', path, line: rec.errorLine, detail: 'syntax error: bodies around it were kept verbatim' });
  }
  return { path, text: rec.text, elided: rec.elided, tokensBefore: rec.tokensBefore, tokensAfter: rec.tokensAfter, warnings };
}

/** Returns a skeleton that keeps the whole text, for files the parser could not handle (with the warning why). */
function verbatim(path: string, text: string, warning: Warning): Skeleton {
  const t = estimateTokens(text);
  return { path, text, elided: [], tokensBefore: t, tokensAfter: t, warnings: [warning] };
}

/**
 * Returns the skeleton of `file` (read from disk unless `opts.source` is given). Unreadable, binary or
 * unsupported files reject with a message naming the file; syntax errors give a `parse-error` warning.
 */
export async function skeletonOf(file: string, opts: { source?: string; cacheDir?: string | false } = {}): Promise<Skeleton> {
  const lang = langOf(file);
  if (!lang) throw new Error(`${file}: no grammar for this file type (supported: .py .pyi .js .mjs .cjs .jsx .ts .mts .cts .tsx .go .rs .java)`);
  const src = opts.source !== undefined ? decodeSource(Buffer.from(opts.source), file) : readSource(file);
  if ('error' in src) throw new Error(src.error);
  const extra: Warning[] = src.invalidUtf8 ? [{ kind: 'invalid-utf8', path: file, line: 0, detail: 'invalid UTF-8 bytes were replaced by U+FFFD' }] : [];
  const cache = opts.cacheDir === false ? undefined : new ParseCache(opts.cacheDir);
  const hit = cache?.get<SkeletonRecord>(`sk-${lang}`, src.hash);
  if (hit) return fromRecord(file, hit, extra);
  const ans = await skeletonTask({ text: src.text, lang, hash: src.hash, cacheDir: cache?.dir });
  if ('error' in ans) return verbatim(file, src.text, { kind: 'parse-error', path: file, line: 0, detail: ans.error });
  return fromRecord(file, ans.record, extra);
}

/**
 * Returns the skeletons of `paths` (relative to `root`, `/`-separated) keyed by path, in input order. Results are
 * cached by content hash, so a warm run parses nothing; cold batches are spread over the piscina parse pool.
 * A file that cannot be read or parsed maps to its verbatim text with a warning; it never rejects the batch.
 */
export async function skeletonMany(root: string, paths: string[], opts: SkeletonManyOptions = {}): Promise<Map<string, Skeleton>> {
  const out = new Map<string, Skeleton>();
  const cache = opts.cacheDir === false ? undefined : new ParseCache(opts.cacheDir);
  const misses: { path: string; task: SkeletonTask; extra: Warning[] }[] = [];
  let missBytes = 0;
  for (const path of paths) {
    const lang: LangId | undefined = langOf(path);
    let buf: Buffer;
    try {
      buf = readFileSync(resolve(root, path));
    } catch (err) {
      out.set(path, verbatim(path, '', { kind: 'unreadable', path, line: 0, detail: `cannot read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` }));
      continue;
    }
    if (!lang) {
      out.set(path, verbatim(path, buf.toString('utf8'), { kind: 'parse-error', path, line: 0, detail: 'no grammar for this file type; kept verbatim' }));
      continue;
    }
    const src = decodeSource(buf, path);
    if ('error' in src) {
      out.set(path, verbatim(path, '', { kind: 'parse-error', path, line: 0, detail: src.error }));
      continue;
    }
    const extra: Warning[] = src.invalidUtf8 ? [{ kind: 'invalid-utf8', path, line: 0, detail: 'invalid UTF-8 bytes were replaced by U+FFFD' }] : [];
    const hit = cache?.get<SkeletonRecord>(`sk-${lang}`, src.hash);
    if (hit) {
      out.set(path, fromRecord(path, hit, extra));
      continue;
    }
    out.set(path, verbatim(path, src.text, { kind: 'pending', path, line: 0, detail: '' })); // keeps input order
    misses.push({ path, task: { text: src.text, lang, hash: src.hash, cacheDir: cache?.dir }, extra });
    missBytes += src.bytes;
  }
  if (misses.length) {
    const mode = opts.workers ?? 'auto';
    const usePool = poolAvailable() && (mode === 'always' || (mode === 'auto' && missBytes >= POOL_MIN_BYTES && misses.length >= 4));
    let answers: SkeletonAnswer[];
    if (usePool) {
      answers = await runOnPool(misses.map((m) => m.task));
    } else {
      answers = [];
      for (const m of misses) answers.push(await skeletonTask(m.task));
    }
    misses.forEach((m, i) => {
      const ans = answers[i];
      out.set(m.path, 'error' in ans
        ? verbatim(m.path, m.task.text, { kind: 'parse-error', path: m.path, line: 0, detail: ans.error })
        : fromRecord(m.path, ans.record, m.extra));
    });
  }
  return out;
}

/** Returns `abs` relative to `root` with `/` separators (how manifests name files). */
export function relPath(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

export { closePool } from '../parse/pool.js';
