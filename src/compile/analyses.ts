/**
 * The per-file analyses the compile passes share: each file is parsed at most once, for its facts (calls, names,
 * dynamic sites) and its skeleton together, on first demand; parse problems become warnings.
 */
import type { RepoIndex } from '../repo/index.js';
import { analyzeMany, type BatchItem } from '../parse/batch.js';
import { SKELETON_ANALYZER } from '../skeleton/analyzer.js';
import type { SkeletonRecord } from '../skeleton/build.js';
import { FACTS_ANALYZER } from './analyzers.js';
import { recordAtLevel, type LevelRecord } from '../skeleton/index.js';
import type { SkeletonLevel } from '../skeleton/levels.js';
import { estimateTokens } from '../tokens.js';
import type { FileFacts } from './facts.js';
import type { CompileWarning } from './types.js';

/** Facts and skeletons of the files of one index, loaded on demand (from the parse cache or by parsing). */
export class FileAnalyses {
  /** Facts per file id; undefined when the file could not be parsed. */
  readonly facts = new Map<number, FileFacts | undefined>();
  /** Skeleton batch items per path. */
  readonly skeletons = new Map<string, BatchItem<SkeletonRecord>>();
  /** Parse-cache hits and files parsed so far. */
  readonly stats = { hits: 0, parsed: 0 };
  private readonly batch: { cacheDir: string | false | undefined; stats: { hits: number; parsed: number }; hashes: Map<string, string> };

  /**
   * @param warnings where parse problems are pushed, in load order
   * @param cacheDir the parse cache directory (undefined: the default one; false: none)
   */
  constructor(private readonly index: RepoIndex, private readonly warnings: CompileWarning[], cacheDir: string | false | undefined) {
    const hashes = new Map<string, string>();
    for (const f of index.files) if (f.lang !== 'other') hashes.set(f.path, f.hash);
    this.batch = { cacheDir, stats: this.stats, hashes };
  }

  /** Loads the facts of `ids` not loaded yet; a parse also puts the file's skeleton in the parse cache. */
  async loadFacts(ids: number[]): Promise<void> {
    const need = ids.filter((id) => !this.facts.has(id));
    if (!need.length) return;
    const items = await analyzeMany(FACTS_ANALYZER, this.index.root, need.map((id) => this.index.files[id].path), { ...this.batch, alsoRun: [SKELETON_ANALYZER] });
    for (const id of need) {
      const path = this.index.files[id].path;
      const item = items.get(path)!;
      this.facts.set(id, item.record);
      for (const w of item.warnings) this.warnings.push(w);
      if (item.record?.errorLine) this.warnings.push({ kind: 'parse-error', path, line: item.record.errorLine, detail: 'syntax error: calls, names and bodies near it may be missed or kept verbatim' });
    }
  }

  /** Loads the skeletons of `ids` not loaded yet. */
  async loadSkeletons(ids: number[]): Promise<void> {
    const paths = ids.map((id) => this.index.files[id].path).filter((p) => !this.skeletons.has(p));
    if (paths.length) for (const [p, item] of await analyzeMany(SKELETON_ANALYZER, this.index.root, paths, this.batch)) this.skeletons.set(p, item);
  }

  /** Returns the skeleton of loaded `path` at `level` and its tokens (the file's own text's when it has no skeleton). */
  levelOf(path: string, level: SkeletonLevel): { rec?: LevelRecord; tokens: number } {
    const item = this.skeletons.get(path)!;
    const rec = item.record ? recordAtLevel(item.record, level) : undefined;
    return { rec, tokens: rec ? rec.tokensAfter : estimateTokens(item.text) };
  }
}
