/**
 * The charter store: one JSON file per repository under the state dir (`charter/<16 hex of the root>.json`), written
 * atomically (temp file + rename) under a lock, so concurrent hooks and CLI calls never see a torn or lost write.
 * Bounded: a charter's text and its citation count have caps, and at most MAX_REPOS repositories keep a file (the
 * least recently written are removed).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { stateDir } from '../store/paths.js';
import { withLock } from '../store/lock.js';
import type { Anchor } from './anchor.js';
import { charterStateInvalid } from '../errors.js';

/** Largest charter text accepted, in characters. */
export const MAX_TEXT_CHARS = 64 * 1024;
/** Most citations one charter may carry. */
export const MAX_CITATIONS = 1000;
/** Most repositories with a stored charter; older ones are dropped. */
export const MAX_REPOS = 256;

/** The state of one stored citation (the i-th citation of the stored text). */
export type CitationStatus =
  /** anchored on the content it cited, and found again at the last refresh */
  | 'anchored'
  /** its anchor matched zero or several places at the last refresh: line numbers left as they were */
  | 'unresolvable'
  /** the file or the line did not exist when the charter was saved: nothing to anchor */
  | 'broken';

/** One citation as stored: where it points now and what it pointed at. */
export interface StoredCitation {
  /** The path, relative to the repository root when inside it (`/`-separated), else absolute. */
  readonly path: string;
  readonly line: number;
  readonly endLine: number;
  readonly status: CitationStatus;
  /** Why it is unresolvable or broken. */
  readonly detail?: string;
  readonly anchor?: Anchor;
}

/** One repository's charter. `text` is empty and `clearedAt` set once it was cleared. */
export interface CharterState {
  readonly version: 1;
  readonly repo: string;
  readonly text: string;
  readonly citations: readonly StoredCitation[];
  /** Epoch milliseconds. */
  readonly savedAt: number;
  readonly refreshedAt: number;
  readonly clearedAt?: number;
}

/** Returns the state file of the charter of repository `root`. */
export function charterFile(root: string): string {
  return stateDir('charter', `${createHash('sha1').update(root).digest('hex').slice(0, 16)}.json`);
}

/** Returns the stored charter of `root` (cleared ones included), or undefined when none was ever saved or the file is unreadable. */
export function readCharter(root: string): CharterState | undefined {
  let raw: string;
  try {
    raw = readFileSync(charterFile(root), 'utf8');
  } catch {
    return undefined;
  }
  const v = JSON.parse(raw) as CharterState;
  if (v?.version !== 1 || v.repo !== root || typeof v.text !== 'string' || !Array.isArray(v.citations)) {
    throw charterStateInvalid(charterFile(root), root);
  }
  return v;
}

/**
 * Returns the state `update` made of the current one (undefined when none), written atomically under the charter's
 * lock. `update` returning undefined writes nothing. Throws when the lock cannot be taken (callers fail open).
 */
export function updateCharter(root: string, update: (cur: CharterState | undefined) => CharterState | undefined): CharterState | undefined {
  const file = charterFile(root);
  return withLock(`${file}.lock`, () => {
    let cur: CharterState | undefined;
    try {
      cur = readCharter(root);
    } catch {
      cur = undefined; // a corrupt file is replaced, not fatal
    }
    const next = update(cur);
    if (next) {
      writeFileAtomic(file, `${JSON.stringify(next)}\n`);
      if (!cur) pruneCharters();
    }
    return next ?? cur;
  });
}

/** Returns nothing; removes the least recently written charter files beyond MAX_REPOS. */
function pruneCharters(): void {
  const dir = stateDir('charter');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^[0-9a-f]{16}\.json$/.test(n));
  } catch {
    return;
  }
  if (names.length <= MAX_REPOS) return;
  const aged = names.map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs })).sort((a, b) => b.t - a.t || (a.n < b.n ? -1 : 1));
  for (const { n } of aged.slice(MAX_REPOS)) {
    try { unlinkSync(join(dir, n)); } catch { /* already gone */ }
  }
}
