// The A/B sample store (issue 43): for one elision in CK_AB_RATE, the (original, normalized) pair of a tool output,
// kept until a judge (`ck ab judge`) has said whether the normalized text keeps every actionable signal. It holds
// user tool output: bounded in size and age, written atomically, one JSON file per sample.
import { readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from './paths.js';
import { writeFileAtomic } from './atomic.js';
import { lifetimeMs } from './lifetime.js';

/** The store's folder under the state directory (`$XDG_STATE_HOME/context-kernel/ab-samples`). */
export const AB_SAMPLES_SUBDIR = 'ab-samples';
/** Size cap of the whole store: the oldest samples go first beyond it. */
export const AB_SAMPLES_MAX_BYTES = 64 * 1024 * 1024;
/** A pair larger than this (original + normalized, UTF-16 units) is not sampled: one output must not flush the store. */
export const AB_SAMPLE_MAX_CHARS = 4 * 1024 * 1024;

/** Where a sample is in its life: waiting for a judge, judged, or given up after too many unparsable answers. */
export type AbStatus = 'pending' | 'invariant' | 'degraded' | 'unjudgeable';

/** One stored sample. */
export interface AbSample {
  readonly version: 1;
  /** The replacement's footer id (8 hex): names the sample, its savings record and its canary. */
  readonly id: string;
  readonly ts: number;
  readonly session: string;
  readonly tool: string;
  readonly toolUseId: string;
  /** The command of a Bash call, when there was one (context for the judge and the exported fixture). */
  readonly command?: string;
  readonly original: string;
  readonly normalized: string;
  status: AbStatus;
  /** Judge calls so far whose answer had no verdict line. */
  tries: number;
  /** The judge's named losses (DEGRADED only). */
  losses?: string;
  /** When the verdict was given. */
  judgedTs?: number;
}

/** Returns the store's directory. */
export function abSamplesDir(): string {
  return stateDir(AB_SAMPLES_SUBDIR);
}

const ID_RE = /^[0-9a-f]{6,64}$/;

/**
 * Returns nothing; writes `sample` atomically (a sample already stored under its id is left as it is), then deletes
 * samples untouched for the content lifetime (7 days unless CK_CONTENT_MAX_AGE_DAYS, store/lifetime.ts) and, oldest first, beyond AB_SAMPLES_MAX_BYTES (`bounds` overrides both, for
 * tests). Throws on I/O errors and on a malformed id.
 */
export function putAbSample(sample: AbSample, dir = abSamplesDir(), bounds: { maxBytes?: number; maxAgeMs?: number } = {}): void {
  if (!ID_RE.test(sample.id)) throw new Error(`A/B sample id must be hex, got '${sample.id}'`);
  const file = join(dir, `${sample.id}.json`);
  try {
    statSync(file);
    return;
  } catch { /* not stored yet */ }
  writeFileAtomic(file, JSON.stringify(sample));
  evictAbSamples(dir, Date.now(), sample.id, bounds.maxBytes ?? AB_SAMPLES_MAX_BYTES, bounds.maxAgeMs ?? lifetimeMs('content'));
}

/** Returns nothing; rewrites a stored sample (a verdict, a try) atomically. */
export function updateAbSample(sample: AbSample, dir = abSamplesDir()): void {
  writeFileAtomic(join(dir, `${sample.id}.json`), JSON.stringify(sample));
}

/** Returns every readable sample, oldest first (an unreadable or foreign file is skipped). */
export function listAbSamples(dir = abSamplesDir()): AbSample[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: AbSample[] = [];
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    try {
      const s = JSON.parse(readFileSync(join(dir, name), 'utf8')) as AbSample;
      if (s && s.version === 1 && typeof s.original === 'string' && typeof s.normalized === 'string' && ID_RE.test(s.id)) out.push(s);
    } catch { /* torn by nothing (writes are atomic): a foreign file */ }
  }
  return out.sort((a, b) => a.ts - b.ts || a.id.localeCompare(b.id));
}

/** Returns the store's size in bytes and its number of samples. */
export function abStoreSize(dir = abSamplesDir()): { bytes: number; samples: number } {
  let bytes = 0;
  let samples = 0;
  try {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      try {
        bytes += statSync(join(dir, name)).size;
        samples++;
      } catch { /* removed concurrently */ }
    }
  } catch { /* no store yet */ }
  return { bytes, samples };
}

/** Deletes samples older than `maxAgeMs`, then the oldest until the store fits `maxBytes`; never `keep`. */
function evictAbSamples(dir: string, now: number, keep: string, maxBytes: number, maxAgeMs: number): void {
  const entries: { file: string; size: number; mtime: number }[] = [];
  let total = 0;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    const file = join(dir, name);
    try {
      const st = statSync(file);
      if (now - st.mtimeMs > maxAgeMs && name !== `${keep}.json`) {
        unlinkSync(file);
        continue;
      }
      entries.push({ file, size: st.size, mtime: st.mtimeMs });
      total += st.size;
    } catch { /* removed concurrently */ }
  }
  entries.sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1));
  for (const e of entries) {
    if (total <= maxBytes) break;
    if (e.file.endsWith(`${keep}.json`)) continue;
    try {
      unlinkSync(e.file);
      total -= e.size;
    } catch { /* already gone */ }
  }
}
