/**
 * Tool results the client writes in place of a tool's output, read from Claude Code's bundled code (2.1.197, and
 * checked again on 2.1.332, whose new wordings are listed last). When the canary finds one of these where a
 * replacement's footer should be, the replacement was neither seen nor ignored: the client showed something else (a
 * preview, a dedup notice, a cleared placeholder, a truncated page). Such a result is no evidence against the hook,
 * so it is not a failure (test/hooks/canary-client-shapes.test.ts holds one fixture per shape).
 *
 * - Preview of a result over the tool's threshold, or of a Bash result that kept `persistedOutputPath` (`ePe`):
 *   `let t=\`${QDe}\n\`;return t+=\`Output too large (${ja(e.originalSize)}). Full output saved to: ${e.filepath}\n\`,
 *   t+=\`Preview (first ${ja(Vpt)}):\n\`,t+=e.preview,t+=e.hasMore?\`\n...\n\`:\`\n\`,t+=nmo,t` with
 *   `QDe="<persisted-output>"`, `nmo="</persisted-output>"`.
 * - Identical re-read of an unchanged file (`{type:"file_unchanged"}` mapped by `T2i()`): `Fjd="File unchanged since
 *   last read. The content from the earlier Read tool_result in this conversation is still current — refer to that
 *   instead of re-reading."`, or `H2i="Wasted call — file unchanged since your last Read. Refer to that earlier
 *   tool_result instead."`.
 * - Old results cleared to save context: `Okp="[Old tool result content cleared]"` (also `eUn`).
 * - A Read cut at the token cap: `cUt="[Truncated: PARTIAL view — "` followed by `showing lines 1-…` or `showing the
 *   first … characters`.
 *
 * New in 2.1.332:
 * - The preview may carry marker lines before its first line, say that a result over the 64 MiB persist limit was
 *   cut, and show the start and the end: `function BEe(e){return\`${nie}\n${xe(e)}${EKe}\`}function xe(e){let
 *   n=ef(e.carriedMarkers??[],…)+(e.truncatedAtBytes===void 0?\`Output too large (${pn(e.originalSize)}). Full output
 *   saved to: ${e.filepath}\n\n\`:\`Output exceeded the ${pn(e.truncatedAtBytes)} persist limit; only the first
 *   ${pn(e.truncatedAtBytes)} were saved to: ${e.filepath}\n\n\`);if(e.previewEnd!==void 0){…Preview (start and
 *   end):…`.
 * - A result too large that could not be saved: `function re(e,n,r){return\`${uEo}\n${e}${n}\n\n${r}\n${l1i}\`}`
 *   with `uEo="<truncated-output>"` and `r` from `de(e,n,r)`: `Output too large (${e}). It could not be saved, so
 *   only the first ${n} are shown; the rest was dropped. …`.
 * - A third dedup wording, recognized by the client's own test `l_n(e){return e.startsWith(h)||e.startsWith(c)||
 *   e.startsWith(p)}`: `p="<system-reminder>This file is already in your context"`.
 */
/** Why the client, not the tool, wrote a tool result. */
export type ClientRewrite = 'preview' | 'file-unchanged' | 'cleared' | 'truncated';

const PREVIEW_OPEN = '<persisted-output>\n';
/** The preview's saved-to line, either wording; carried marker lines may precede it, so it is looked for in the head. */
const PREVIEW_SAVED = /^(?:Output too large \([^)\n]*\)\. Full output saved to: |Output exceeded the [^\n]* persist limit; only the first [^\n]* were saved to: )/m;
/** How far into a preview its saved-to line may sit (past any carried marker lines). */
const PREVIEW_HEAD_CHARS = 4096;
const UNSAVED_OPEN = '<truncated-output>\n';
const UNSAVED_NOTE = /^Output too large \([^)\n]*\)\. It could not be saved, so only the first /m;
const UNCHANGED = ['File unchanged since last read.', 'Wasted call \u2014 file unchanged since your last Read.', '<system-reminder>This file is already in your context'];
const CLEARED = '[Old tool result content cleared]';
const TRUNCATED = '[Truncated: PARTIAL view \u2014 ';

/** Returns which client rewrite `text` (the text of one tool_result) is, or undefined when it is the tool's own output. */
export function clientRewrite(text: string): ClientRewrite | undefined {
  const t = text.trimStart();
  if (t.startsWith(PREVIEW_OPEN) && PREVIEW_SAVED.test(t.slice(PREVIEW_OPEN.length, PREVIEW_HEAD_CHARS))) return 'preview';
  if (t.startsWith(UNSAVED_OPEN) && UNSAVED_NOTE.test(t)) return 'truncated';
  if (UNCHANGED.some((u) => t.startsWith(u))) return 'file-unchanged';
  if (t.startsWith(CLEARED)) return 'cleared';
  if (t.includes(TRUNCATED)) return 'truncated';
  return undefined;
}
