/**
 * Revealed relevance (T5): which files of each slice manifest the model opened, what it read outside the slice, and
 * the page faults it paid, read from Claude Code session transcripts; `aggregate` turns repeats into proposals.
 *
 * @example
 * const report = revealTranscripts(['/home/u/.claude/projects/-work-app/3f2a.jsonl']);
 * // report.manifests[0].faults → [{ path: 'src/util.py', kind: 'outside', reads: 1, tokens: 812 }]
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTranscript } from '../session/transcript.js';
import { transcriptEvents } from './events.js';
import { analyzeTranscript, type ManifestReport } from './analyze.js';
import { aggregate, type Proposal } from './aggregate.js';
import { transcriptUnreadable } from '../errors.js';
import { resolveEnvConfig } from '../config/env.js';

export { parseManifest, parseManifestHead, parseManifestJson, type SeenManifest, type SeenFile } from './manifest-text.js';
export { transcriptEvents, bashReads, type TranscriptEvent } from './events.js';
export { analyzeTranscript, type ManifestReport, type RevealedFault, type FileReads } from './analyze.js';
export { aggregate, MIN_REPEATS, type Proposal } from './aggregate.js';

/** What one transcript held. */
export interface TranscriptSummary {
  readonly path: string;
  readonly sessionId?: string;
  readonly entries: number;
  /** Lines that did not parse as JSON (a partially written last line, or corruption). */
  readonly badLines: number;
  readonly manifests: number;
}

/** The whole report (the `--json` output). */
export interface RevealedReport {
  readonly version: 1;
  readonly transcripts: readonly TranscriptSummary[];
  readonly manifests: readonly ManifestReport[];
  readonly totals: { readonly manifests: number; readonly files: number; readonly opened: number; readonly faults: number; readonly faultTokens: number };
  readonly proposals?: readonly Proposal[];
}

/** Returns the report over `paths` (read whole, in the order given); throws naming a transcript that cannot be read. */
export function revealTranscripts(paths: readonly string[], opts: { aggregate?: boolean } = {}): RevealedReport {
  const transcripts: TranscriptSummary[] = [];
  const manifests: ManifestReport[] = [];
  for (const p of paths) {
    const w = readTranscript(p, { maxBytes: Number.MAX_SAFE_INTEGER });
    if (!w) throw transcriptUnreadable(p);
    const sid = w.entries.find((e) => typeof e.sessionId === 'string')?.sessionId as string | undefined;
    const reports = analyzeTranscript(p, transcriptEvents(w.entries));
    transcripts.push({ path: p, ...(sid ? { sessionId: sid } : {}), entries: w.entries.length, badLines: w.badLines, manifests: reports.length });
    manifests.push(...reports);
  }
  const totals = {
    manifests: manifests.length,
    files: manifests.reduce((n, m) => n + m.files, 0),
    opened: manifests.reduce((n, m) => n + m.opened.length, 0),
    faults: manifests.reduce((n, m) => n + m.faults.reduce((k, f) => k + f.reads, 0), 0),
    faultTokens: manifests.reduce((n, m) => n + m.faultTokens, 0),
  };
  return { version: 1, transcripts, manifests, totals, ...(opts.aggregate ? { proposals: aggregate(manifests) } : {}) };
}

/** Returns Claude Code's transcript directory for the project at `cwd` (its path with every non-alphanumeric as `-`). */
export function projectTranscriptDir(cwd: string, env?: NodeJS.ProcessEnv): string {
  // `env` (default: this process's, applied by resolveEnvConfig) lets tests point CLAUDE_CONFIG_DIR elsewhere.
  return join(resolveEnvConfig(env).claudeConfigDir, 'projects', resolve(cwd).replace(/[^a-zA-Z0-9]/g, '-'));
}

/** Returns the `*.jsonl` transcripts of `dir`, newest first (ties by name), or [] when it cannot be read. */
export function transcriptsIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return names
    .map((n) => {
      const p = join(dir, n);
      try {
        return { p, m: statSync(p).mtimeMs };
      } catch {
        return { p, m: 0 };
      }
    })
    .sort((a, b) => b.m - a.m || (a.p < b.p ? -1 : 1))
    .map((x) => x.p);
}
