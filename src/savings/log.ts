/**
 * The savings log: one JSON object per line in `stateDir('savings.jsonl')`, appended with O_APPEND in a single
 * write (lines stay far below PIPE_BUF, so concurrent hook processes never interleave), rotated at 20 MB.
 */
import { closeSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { openPrivate } from '../store/private.js';
import { resolveEnvConfig } from '../config/env.js';
import { stateDir } from '../store/paths.js';

/** What kind of reduction a replacement was. */
export type SavingsKind = 'normalize' | 'reread-unchanged' | 'reread-diff' | 'large-output';

/** Canary status of a replacement: recorded as `pending`, later resolved by a `canary` event. */
export type CanaryStatus = 'pending' | 'verified' | 'failed' | 'expired' | 'off';

/** One replacement made by the PostToolUse hook. */
export interface SavingsRecord {
  readonly event: 'replace';
  readonly ts: number;
  readonly session: string;
  readonly tool: string;
  readonly kind: SavingsKind;
  readonly before: number;
  readonly after: number;
  /** The footer id (8 hex) that names the replacement; canary events refer to it. */
  readonly id: string;
  readonly toolUseId: string;
  readonly canary: CanaryStatus;
}

/** A later verdict on a replacement's canary. */
export interface CanaryRecord {
  readonly event: 'canary';
  readonly ts: number;
  readonly session: string;
  readonly toolUseId: string;
  readonly id: string;
  readonly status: Exclude<CanaryStatus, 'pending' | 'off'>;
}

/**
 * The answer A/B (issue 43): a replacement sampled for judging (`sampled`), then the judge's verdict on it
 * (`ck ab judge`), with the signals it named as lost when DEGRADED.
 */
export interface AbRecord {
  readonly event: 'ab';
  readonly ts: number;
  readonly session: string;
  readonly tool: string;
  /** The replacement's footer id, which names the sample. */
  readonly id: string;
  readonly verdict: 'sampled' | 'invariant' | 'degraded' | 'unjudgeable';
  readonly losses?: string;
}

export type SavingsEntry = SavingsRecord | CanaryRecord | AbRecord;

/** Rotation threshold of the log (bytes). */
export const SAVINGS_ROTATE_BYTES = 20 * 1024 * 1024;

/** Returns the path of the live savings log. */
export function savingsPath(): string {
  return stateDir('savings.jsonl');
}

/**
 * Returns nothing; appends `entries` to the savings log as one `write(2)` with O_APPEND (each line < 4 KiB), rotating
 * the file to `savings.1.jsonl` first when it exceeds SAVINGS_ROTATE_BYTES. No-op when CK_LOG_OFF=1.
 */
export function appendSavings(entries: readonly SavingsEntry[], file = savingsPath()): void {
  if (entries.length === 0 || resolveEnvConfig().logOff) return;
  try {
    if (statSync(file).size > SAVINGS_ROTATE_BYTES) renameSync(file, file.replace(/\.jsonl$/, '.1.jsonl'));
  } catch { /* absent, or another process rotated it first */ }
  const body = entries.map((e) => JSON.stringify(e)).join('\n') + '\n';
  const fd = openPrivate(file, 'append');
  try {
    writeSync(fd, body);
  } finally {
    closeSync(fd);
  }
}

/**
 * Returns the entries of the savings log (the rotated file first, then the live one), skipping lines that do not
 * parse or do not have the record shape; `skipped` counts them so a report can say so.
 */
export function readSavings(file = savingsPath()): { entries: SavingsEntry[]; skipped: number } {
  const entries: SavingsEntry[] = [];
  let skipped = 0;
  for (const f of [file.replace(/\.jsonl$/, '.1.jsonl'), file]) {
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const v = JSON.parse(line) as SavingsEntry;
        if (v && (v.event === 'replace' || v.event === 'canary' || v.event === 'ab') && typeof v.session === 'string') entries.push(v);
        else skipped++;
      } catch {
        skipped++;
      }
    }
  }
  return { entries, skipped };
}
