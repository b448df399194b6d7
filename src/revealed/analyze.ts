/**
 * Revealed relevance (T5): what the model did with each slice it was given. Every read between one manifest and the
 * next is attributed to the first: a file of the slice it opened, or a page fault — a file outside the slice, or a
 * part of a skeleton or symbols-tier file the slice did not show — with the tokens that read cost.
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { SeenFile, SeenManifest } from './manifest-text.js';
import type { TranscriptEvent } from './events.js';

/** Reads of one file. */
export interface FileReads {
  readonly path: string;
  readonly reads: number;
  readonly tokens: number;
}

/** A page fault: a read the slice did not cover. */
export interface RevealedFault extends FileReads {
  /** `outside`: the file is not in the slice; `beyond`: in the slice, but lines it did not show. */
  readonly kind: 'outside' | 'beyond';
}

/** What happened to one manifest. */
export interface ManifestReport {
  readonly transcript: string;
  /** 1-based position of the manifest in its transcript. */
  readonly index: number;
  /** Transcript line (0-based entry index) where it arrived. */
  readonly line: number;
  readonly ts?: string;
  readonly source: 'hook' | 'tool';
  readonly repo: string;
  readonly seeds: readonly string[];
  readonly taskSwitch: boolean;
  readonly files: number;
  /** Slice files the text did not list (reads of them count as outside). */
  readonly unlisted: number;
  readonly opened: readonly FileReads[];
  readonly unopened: readonly string[];
  readonly faults: readonly RevealedFault[];
  readonly faultTokens: number;
  readonly searches: { readonly count: number; readonly tokens: number };
}

/** Returns `abs` relative to `repo` with `/` separators when it lies inside, else `abs` unchanged. */
function repoRelative(abs: string, repo: string): string {
  if (!repo || !isAbsolute(abs)) return abs;
  const rel = relative(repo, abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

/** Returns true when lines `range` lie inside the ranges `f` showed (a skeleton shows no body: never). */
function covered(f: SeenFile, range: readonly [number, number] | undefined): boolean {
  if (f.tier === 'full') return true;
  if (f.tier === 'skeleton' || !range) return false;
  return f.ranges.some(([a, b]) => range[0] >= a && range[1] <= b);
}

function add(map: Map<string, { reads: number; tokens: number }>, path: string, tokens: number): void {
  const cur = map.get(path) ?? { reads: 0, tokens: 0 };
  cur.reads++;
  cur.tokens += tokens;
  map.set(path, cur);
}

const byPath = (a: { path: string }, b: { path: string }): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Returns one report per manifest among `events` (reads before the first manifest belong to none). */
export function analyzeTranscript(transcript: string, events: readonly TranscriptEvent[]): ManifestReport[] {
  const out: ManifestReport[] = [];
  let i = 0;
  while (i < events.length) {
    const ev = events[i]!;
    if (ev.kind !== 'manifest') {
      i++;
      continue;
    }
    const m = ev.manifest;
    const inSlice = new Map(m.files.map((f) => [f.path, f]));
    const opened = new Map<string, { reads: number; tokens: number }>();
    const outside = new Map<string, { reads: number; tokens: number }>();
    const beyond = new Map<string, { reads: number; tokens: number }>();
    let searches = 0;
    let searchTokens = 0;
    for (i++; i < events.length && events[i]!.kind !== 'manifest'; i++) {
      const e = events[i]!;
      if (e.kind === 'search') {
        searches++;
        searchTokens += e.tokens;
        continue;
      }
      if (e.kind !== 'read') continue;
      const path = repoRelative(e.path, m.repo);
      const f = inSlice.get(path);
      if (!f) add(outside, path, e.tokens);
      else if (covered(f, e.range)) add(opened, path, e.tokens);
      else {
        add(opened, path, 0);
        add(beyond, path, e.tokens);
      }
    }
    const list = (map: Map<string, { reads: number; tokens: number }>) => [...map].map(([path, v]) => ({ path, ...v })).sort(byPath);
    const faults: RevealedFault[] = [...list(outside).map((f) => ({ ...f, kind: 'outside' as const })), ...list(beyond).map((f) => ({ ...f, kind: 'beyond' as const }))].sort(
      (a, b) => b.tokens - a.tokens || byPath(a, b) || (a.kind < b.kind ? -1 : 1),
    );
    out.push({
      transcript,
      index: out.length + 1,
      line: ev.line,
      ...(ev.ts ? { ts: ev.ts } : {}),
      source: ev.source,
      repo: m.repo,
      seeds: m.seeds,
      taskSwitch: m.taskSwitch,
      files: m.files.length + m.unlisted,
      unlisted: m.unlisted,
      opened: list(opened),
      unopened: m.files.map((f) => f.path).filter((p) => !opened.has(p)).sort(),
      faults,
      faultTokens: faults.reduce((n, f) => n + f.tokens, 0),
      searches: { count: searches, tokens: searchTokens },
    });
  }
  return out;
}
