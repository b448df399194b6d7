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
import { statSync } from 'node:fs';
import { grammarLangOf } from '../parse/languages.js';
import { decodeSource, readSource, type Warning } from '../parse/source.js';
import { ParseCache } from '../parse/cache.js';
import { parseTask, analyzerTable, cacheKind } from '../parse/task.js';
import { SKELETON_ANALYZER } from './analyzer.js';
import { analyzeMany, type BatchOptions } from '../parse/batch.js';
import type { LevelRecord, SkeletonRecord } from './build.js';
import { resolveLevel, type SkeletonLevel } from './levels.js';
import { badUsage, badPath, noGrammar } from '../errors.js';
import { estimateTokens } from '../tokens.js';

export type { Warning } from '../parse/source.js';
export { SKELETON_LEVELS, DEFAULT_SKELETON_LEVEL, parseSkeletonLevel, type SkeletonLevel } from './levels.js';
export type { LevelRecord, SkeletonRecord } from './build.js';

/** The skeleton of one file. */
export interface Skeleton {
  path: string;
  /** How much documentation the skeleton keeps (signatures, summary or full). */
  level: SkeletonLevel;
  text: string;
  /** Elided source line ranges, 1-based inclusive. */
  elided: { start: number; end: number }[];
  tokensBefore: number;
  tokensAfter: number;
  warnings: Warning[];
}

/** Options for skeletonMany. */
export type SkeletonManyOptions = BatchOptions & { level?: SkeletonLevel };

/** Returns the part of `rec` for `level` (the record's top-level fields are the `full` level). */
export function recordAtLevel(rec: SkeletonRecord, level: SkeletonLevel): LevelRecord {
  return level === 'full' ? rec : rec.levels[level];
}

function fromRecord(path: string, rec: SkeletonRecord, extra: Warning[], level: SkeletonLevel): Skeleton {
  const warnings = [...extra];
  if (rec.errorLine > 0) {
    warnings.push({ kind: 'parse-error', path, line: rec.errorLine, detail: 'syntax error: bodies around it were kept verbatim' });
  }
  const l = recordAtLevel(rec, level);
  return { path, level, text: l.text, elided: l.elided, tokensBefore: rec.tokensBefore, tokensAfter: l.tokensAfter, warnings };
}

/** Returns a skeleton that keeps the whole text, for files the parser could not handle (with the warning why). */
function verbatim(path: string, text: string, warning: Warning, level: SkeletonLevel): Skeleton {
  const t = estimateTokens(text);
  return { path, level, text, elided: [], tokensBefore: t, tokensAfter: t, warnings: [warning] };
}

/**
 * Returns the skeleton of `file` (read from disk unless `opts.source` is given). Unreadable, binary or
 * unsupported files reject with a message naming the file; syntax errors give a `parse-error` warning.
 */
export async function skeletonOf(file: string, opts: { source?: string; cacheDir?: string | false; level?: SkeletonLevel } = {}): Promise<Skeleton> {
  const level = resolveLevel(opts.level);
  if (opts.source === undefined && isDirectory(file)) throw badPath(file, 'is a directory, expected a source file');
  const lang = grammarLangOf(file);
  if (!lang) throw noGrammar(file, '.py .pyi .js .mjs .cjs .jsx .ts .mts .cts .tsx .go .rs .java');
  const src = opts.source !== undefined ? decodeSource(Buffer.from(opts.source), file) : readSource(file);
  if ('error' in src) throw badUsage(undefined, src.error);
  const extra: Warning[] = src.invalidUtf8 ? [{ kind: 'invalid-utf8', path: file, line: 0, detail: 'invalid UTF-8 bytes were replaced by U+FFFD' }] : [];
  const cache = opts.cacheDir === false ? undefined : new ParseCache(opts.cacheDir);
  const hit = cache?.get<SkeletonRecord>(cacheKind(SKELETON_ANALYZER.kind, lang), src.hash);
  if (hit) return fromRecord(file, hit, extra, level);
  const ans = await parseTask({ kinds: [SKELETON_ANALYZER.kind], text: src.text, lang, hash: src.hash, cacheDir: cache?.dir }, analyzerTable(SKELETON_ANALYZER));
  if ('error' in ans) return verbatim(file, src.text, { kind: 'parse-error', path: file, line: 0, detail: ans.error }, level);
  return fromRecord(file, ans.records[0] as SkeletonRecord, extra, level);
}

/** Returns true when `path` names an existing directory (checked before the file type, which a directory lacks). */
function isDirectory(path: string): boolean {
  try { return statSync(path).isDirectory(); } catch { return false; }
}

/**
 * Returns the skeletons of `paths` (relative to `root`, `/`-separated) keyed by path, in input order. Results are
 * cached by content hash, so a warm run parses nothing; cold batches are spread over the piscina parse pool.
 * A file that cannot be read or parsed maps to its verbatim text with a warning; it never rejects the batch.
 */
export async function skeletonMany(root: string, paths: string[], opts: SkeletonManyOptions = {}): Promise<Map<string, Skeleton>> {
  const level = resolveLevel(opts.level);
  const items = await analyzeMany(SKELETON_ANALYZER, root, paths, opts);
  const out = new Map<string, Skeleton>();
  for (const [path, item] of items) {
    if (item.record) out.set(path, fromRecord(path, item.record, item.warnings, level));
    else {
      const [first, ...rest] = item.warnings;
      const sk = verbatim(path, item.text, first ?? { kind: 'parse-error', path, line: 0, detail: 'not parsed' }, level);
      sk.warnings.push(...rest);
      out.set(path, sk);
    }
  }
  return out;
}

export { closePool } from '../parse/pool.js';
export { preferBaselineTier } from '../runtime/tiering.js';
