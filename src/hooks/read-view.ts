/**
 * What the model sees of a Read, and what that means for the next one (decision documented in docs/client-facts.md).
 * The client records what the TOOL read, never the hook's replacement, and the clients disagree on an identical
 * re-read:
 * - Claude Code 2.1.197 answers a Read with the same offset and limit as the last one, of a file whose mtime has not
 *   moved, with "File unchanged since last read … refer to that [earlier tool_result]" (`if(h.offset===t&&h.limit===n)
 *   …{type:"file_unchanged"}`, offset defaulting to 1, limit to undefined): after a first Read the hook elided, an
 *   identical Read can never show the file whole;
 * - Claude Code 2.1.332 no longer deduplicates a Read at all (its Read output schema has no `file_unchanged`; the
 *   "unchanged" wordings survive only in `l_n`, which recognizes them in old transcripts): an identical Read runs the
 *   tool again, and the hook, which dropped its delta record of the elided view, elides it again.
 * Either way a plain re-Read does not show the whole file, so the replacement says so, and names the Read that does (a
 * `limit`, which no client dedupes and the hook never alters), next to the `ck recall` commands of its markers.
 */
import { rmSync } from 'node:fs';
import { readSession } from '../session/index.js';
import { deltaDir } from '../store/delta-state.js';

/** Returns the note put above the footer of a normalized first Read of `totalLines` lines. */
export function partialViewNote(totalLines: number): string {
  const limit = Math.max(1, totalLines);
  return `[ck: partial view: parts of this file were elided or collapsed above (each marker names its recall command); a plain re-Read shows this view again, or a client's "unchanged" notice, so to see the whole file Read it again with limit: ${limit}]`;
}

/** Returns `text` (ending with the footer line) with `note` inserted as the line just above the footer. */
export function withNoteAboveFooter(text: string, note: string): string {
  const trailing = text.endsWith('\n');
  const body = trailing ? text.slice(0, -1) : text;
  const cut = body.lastIndexOf('\n');
  const out = cut < 0 ? `${note}\n${body}` : `${body.slice(0, cut)}\n${note}\n${body.slice(cut + 1)}`;
  return trailing ? `${out}\n` : out;
}

/**
 * Returns nothing; forgets every read the session's main agent made (its re-read delta records), called before the
 * client compacts the conversation. The summary drops the earlier tool results, and both clients start their own
 * read tracking over at a compaction, so the next Read of a file must show it whole: an "unchanged since last read"
 * marker would then point at content the model no longer holds. Subagents keep their own namespaces and contexts.
 */
export function forgetReadsAtCompaction(sessionId: string): void {
  rmSync(deltaDir(readSession(sessionId).deltaNamespace), { recursive: true, force: true });
}
