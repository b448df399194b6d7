/**
 * The charter operations: save (extract and anchor every citation), refresh (find each anchor again and rewrite the
 * line numbers in the text), clear, and the rendering the CLI, the guard and the snapshots share.
 */
import { makeAnchor, resolveAnchor } from './anchor.js';
import { extractCitations, rewriteLines } from './citations.js';
import { constraintAt, splitConstraints } from './constraints.js';
import { fileReader } from './files.js';
import { normalizeCitedPath } from './repo.js';
import { MAX_CITATIONS, MAX_TEXT_CHARS, readCharter, updateCharter, type CharterState, type StoredCitation } from './store.js';
import { badUsage } from '../errors.js';

/** What one refresh did to one citation. */
export interface RefreshChange {
  readonly index: number;
  readonly path: string;
  readonly from: readonly [number, number];
  readonly to?: readonly [number, number];
  /** How it was found again, or why not. */
  readonly how: string;
  readonly status: StoredCitation['status'];
}

/** Returns the citations of `text` anchored against the files under `root` as they are now. */
export function anchorCitations(root: string, text: string): StoredCitation[] {
  const read = fileReader(root);
  return extractCitations(text).map((c): StoredCitation => {
    const path = normalizeCitedPath(root, c.path);
    const f = read(path);
    if ('error' in f) return { path, line: c.line, endLine: c.endLine, status: 'broken', detail: f.error };
    const anchor = makeAnchor(f.lines, c.line, c.endLine);
    if (!anchor) return { path, line: c.line, endLine: c.endLine, status: 'broken', detail: `line ${c.endLine} is past the end of the file (${f.lines.length} lines)` };
    return { path, line: c.line, endLine: c.endLine, status: 'anchored', anchor };
  });
}

/** Returns an error message when `text` cannot be stored as a charter (too large, too many citations), else undefined. */
export function charterTextProblem(text: string): string | undefined {
  if (!text.trim()) return 'the charter text is empty (use `ck charter clear` to remove a charter)';
  if (text.length > MAX_TEXT_CHARS) return `the charter text has ${text.length} characters, more than the ${MAX_TEXT_CHARS} a charter may hold`;
  const n = extractCitations(text).length;
  if (n > MAX_CITATIONS) return `the charter text has ${n} citations, more than the ${MAX_CITATIONS} a charter may hold`;
  return undefined;
}

/** Returns the charter state stored for `root` after saving `text` (every citation anchored now). Throws a UsageError naming a problem of the text. */
export function saveCharter(root: string, text: string, now = Date.now()): CharterState {
  const problem = charterTextProblem(text);
  if (problem) throw badUsage(undefined, problem);
  const citations = anchorCitations(root, text);
  const state: CharterState = { version: 1, repo: root, text, citations, savedAt: now, refreshedAt: now };
  updateCharter(root, () => state);
  return state;
}

/**
 * Returns `state` refreshed against the files as they are now, and what changed. Pure apart from reading files: the
 * caller decides whether to store the result. A citation found again gets its new line numbers (in the text too) and
 * a new anchor context; an unresolvable one keeps its line numbers and its old anchor, so a later refresh can still
 * find it (the file restored, a duplicate removed).
 */
export function refreshState(state: CharterState, now = Date.now()): { state: CharterState; changes: RefreshChange[] } {
  const read = fileReader(state.repo);
  const cites = extractCitations(state.text);
  const lines = new Map<number, readonly [number, number]>();
  const changes: RefreshChange[] = [];
  const citations = state.citations.map((sc, i): StoredCitation => {
    if (!sc.anchor || i >= cites.length) return sc; // broken at save: nothing to look for
    const from = [sc.line, sc.endLine] as const;
    const f = read(sc.path);
    if ('error' in f) {
      changes.push({ index: i, path: sc.path, from, how: `file: ${f.error}`, status: 'unresolvable' });
      return { ...sc, status: 'unresolvable', detail: `file: ${f.error}` };
    }
    const r = resolveAnchor(f.lines, sc.anchor, sc.line);
    if (r.status === 'unresolvable') {
      changes.push({ index: i, path: sc.path, from, how: r.reason, status: 'unresolvable' });
      return { ...sc, status: 'unresolvable', detail: r.reason };
    }
    if (r.line !== sc.line) lines.set(i, [r.line, r.endLine]);
    if (r.line !== sc.line || sc.status !== 'anchored') changes.push({ index: i, path: sc.path, from, to: [r.line, r.endLine], how: r.by, status: 'anchored' });
    return { path: sc.path, line: r.line, endLine: r.endLine, status: 'anchored', anchor: makeAnchor(f.lines, r.line, r.endLine) ?? sc.anchor };
  });
  const text = lines.size > 0 ? rewriteLines(state.text, cites, lines) : state.text;
  return { state: { ...state, text, citations, refreshedAt: now }, changes };
}

/**
 * Returns the refreshed charter of `root` and the changes (stored when anything changed), or undefined when there is no
 * active charter.
 */
export function refreshCharter(root: string, now = Date.now()): { state: CharterState; changes: RefreshChange[] } | undefined {
  let result: { state: CharterState; changes: RefreshChange[] } | undefined;
  updateCharter(root, (cur) => {
    if (!cur || !cur.text) return undefined;
    result = refreshState(cur, now);
    // Nothing moved: nothing to write (the guard refreshes on every edit of a cited file).
    return result.changes.length > 0 ? result.state : undefined;
  });
  return result;
}

/** Returns the stored state of `root` with the text cleared (kept as a record of when), or undefined when none existed. */
export function clearCharter(root: string, now = Date.now()): CharterState | undefined {
  let had = false;
  updateCharter(root, (cur) => {
    if (!cur) return undefined;
    had = cur.text !== '';
    return { ...cur, text: '', citations: [], clearedAt: now };
  });
  return had ? readCharter(root) : undefined;
}

/** Returns the active (saved, not cleared) charter of `root`, or undefined. Throws when the state file is corrupt. */
export function activeCharter(root: string): CharterState | undefined {
  const s = readCharter(root);
  return s && s.text ? s : undefined;
}

/** Returns the constraint texts of `state` that cite no file (kept, but the edit guard can never show them). */
export function unguardedConstraints(state: CharterState): string[] {
  const constraints = splitConstraints(state.text);
  const cited = new Set(extractCitations(state.text).map((c) => constraintAt(constraints, c.start)));
  return constraints.filter((_, i) => !cited.has(i)).map((c) => c.text);
}

/**
 * Returns the charter text as the agent should read it: the text with its current line numbers, then one `[ck: …]`
 * line per citation that is unresolvable or broken, and one naming how many constraints carry no citation.
 */
export function renderCharter(state: CharterState): string {
  const notes: string[] = [];
  state.citations.forEach((c) => {
    const at = c.line === c.endLine ? `${c.path}:${c.line}` : `${c.path}:${c.line}-${c.endLine}`;
    if (c.status === 'unresolvable') notes.push(`[ck: citation ${at} is unresolvable: ${c.detail}; its line number is the one last verified]`);
    if (c.status === 'broken') notes.push(`[ck: citation ${at} is broken: ${c.detail}]`);
  });
  const free = unguardedConstraints(state).length;
  if (free > 0) notes.push(`[ck: ${free} constraint(s) cite no file: kept, but no edit can trigger them]`);
  const body = state.text.endsWith('\n') ? state.text : `${state.text}\n`;
  return notes.length ? `${body}${notes.join('\n')}\n` : body;
}
