// The unit of parse work shared by the in-process path and the piscina workers (workers/parse.js): parse one source
// once and run one or more analyses on its tree, caching each result on its own. The analyses themselves (skeleton,
// compiler facts) live in the folders that own them and are handed in by the caller, so this folder depends on none
// of them: skeleton/analyzer.ts and compile/analyzers.ts hold them, and the worker entry wires the full table.
import type { Tree } from 'web-tree-sitter';
import type { LangId } from './languages.js';
import { withTree, isFailure } from './parser.js';
import { ParseCache } from './cache.js';

/** One analysis of a parsed source: its name (also its parse-cache key prefix, `sk`, `facts`) and what it computes. */
export interface Analyzer<R = unknown> {
  readonly kind: string;
  run(tree: Tree, text: string, lang: LangId): R;
}

/** Analyzers by kind: what a parse task may ask for. */
export type Analyzers = ReadonlyMap<string, Analyzer>;

/** A request to parse one decoded source and run the analyzers `kinds` on it. */
export interface ParseTask { kinds: readonly string[]; text: string; lang: LangId; hash: string; cacheDir?: string }

/** The answer: one record per kind asked for (in the same order), or why the parser produced none. */
export type TaskAnswer = { records: unknown[] } | { error: string };

/** Returns the parse-cache key kind of analysis `kind` for `lang` (`sk-python`, `facts-typescript`). */
export function cacheKind(kind: string, lang: LangId): string {
  return `${kind}-${lang}`;
}

/** Returns the cached records of `kinds` for content `hash`, or undefined unless every one of them is cached. */
export function cachedRecords(cache: ParseCache, kinds: readonly string[], lang: LangId, hash: string): unknown[] | undefined {
  const out: unknown[] = [];
  for (const k of kinds) {
    const r = cache.get<unknown>(cacheKind(k, lang), hash);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return out;
}

/** Returns the records of `task` from `analyzers` (computing and caching each), or the parse failure as a value; never throws. */
export async function parseTask(task: ParseTask, analyzers: Analyzers): Promise<TaskAnswer> {
  try {
    const run = task.kinds.map((k) => {
      const a = analyzers.get(k);
      if (!a) throw new Error(`no analyzer '${k}'`);
      return a;
    });
    const res = await withTree(task.text, task.lang, (tree) => run.map((a) => a.run(tree, task.text, task.lang)));
    if (isFailure(res)) return { error: res.reason };
    if (task.cacheDir !== undefined) {
      const cache = new ParseCache(task.cacheDir);
      task.kinds.forEach((k, i) => cache.put(cacheKind(k, task.lang), task.hash, res[i]));
    }
    return { records: res };
  } catch (err) {
    return { error: `${task.kinds.join('+')} failed: ${(err as Error).message}` };
  }
}

/** Returns the table of `list` by kind. */
export function analyzerTable(...list: Analyzer[]): Analyzers {
  return new Map(list.map((a) => [a.kind, a]));
}
