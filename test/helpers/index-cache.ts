// The repository index's cache as one file's bytes, for tests that compare an incremental index with a cold one:
// a base file with its delta (src/repo/cache.ts) is written out whole by the cache's own reader and writer.
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Against dist/, as the CLI that wrote the files.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const cache = await import(dist('repo/cache.js')) as typeof import('../../src/repo/cache.js');
const { indexOpKey } = await import(dist('repo/build.js')) as typeof import('../../src/repo/build.js');

/** Returns the files (base, and delta when there is one) of the only index cached under `env` (paths, sorted). */
export function indexCacheFiles(env: NodeJS.ProcessEnv): string[] {
  const dir = join(env.XDG_CACHE_HOME!, 'context-kernel', 'index');
  if (!existsSync(dir)) return [];
  const keys = readdirSync(dir).filter((f) => !f.startsWith('.')); // not the store's own dot files
  if (keys.length !== 1) throw new Error(`expected one indexed repository under ${dir}, found ${keys.length}`);
  return readdirSync(join(dir, keys[0]!)).filter((f) => !f.startsWith('.')).sort().map((f) => join(dir, keys[0]!, f));
}

/**
 * Returns the bytes of the index of `repo` cached under `env`, or undefined when there is none: the base file, or,
 * with a delta beside it, the index they make together, written out whole (throws on any warning of the reader).
 */
export function indexCacheBytes(env: NodeJS.ProcessEnv, repo: string): Buffer | undefined {
  const files = indexCacheFiles(env);
  if (files.length === 0) return undefined;
  const base = files.find((f) => f.endsWith('.msgpack'));
  if (!base) throw new Error(`no base index file among ${files.join(', ')}`);
  if (files.length === 1) return readFileSync(base);
  const warnings: string[] = [];
  const data = cache.loadCache(base, indexOpKey(), realpathSync(repo), (m) => warnings.push(m));
  const whole = join(mkdtempSync(join(tmpdir(), 'ck-index-whole-')), 'index.msgpack');
  if (data) cache.saveCache(whole, { ...data, base: undefined }, (m) => warnings.push(m));
  if (!data || warnings.length) throw new Error(`index cache ${base} with its delta: ${warnings.join('; ') || 'not loaded'}`);
  return readFileSync(whole);
}
