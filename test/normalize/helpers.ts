// Shared checks of the T1 contract: accounting (every removed line comes back through recall) and signal survival.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMarker } from '../../src/normalize/markers.js';
import { recall } from '../../src/normalize/recall.js';
import { stripTerminal } from '../../src/kernels/terminal.js';
import type { NormalizeResult } from '../../src/normalize/types.js';

/** Points XDG_STATE_HOME at a fresh temp dir so tests never touch the user's spill store. Returns the dir. */
export function isolateState(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-norm-'));
  process.env.XDG_STATE_HOME = join(dir, 'state');
  return dir;
}

/** Returns the text the line numbers of markers refer to: the terminal-cleaned input, decoded. */
export function cleanedText(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  return Buffer.from(stripTerminal(bytes).bytes).toString('utf8');
}

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  if (text.endsWith('\n')) parts.pop();
  return parts;
}

/**
 * Returns the cleaned text rebuilt from a result: every marker of this result (its key) replaced by what
 * `recall(key, --lines)` returns, everything else taken verbatim. Equal to cleanedText(input) iff nothing was lost.
 * `recallLines` lets CLI tests substitute a subprocess.
 */
export function reconstruct(r: NormalizeResult, recallLines: (key: string, a: number, b: number) => string[] = (k, a, b) => splitLines(recall(k, { lines: [a, b] }))): string[] {
  const out: string[] = [];
  for (const line of splitLines(r.text)) {
    const m = parseMarker(line);
    if (m && m.key === r.key && m.lines) out.push(...recallLines(m.key, m.lines[0], m.lines[1]));
    else out.push(line);
  }
  return out;
}
