/**
 * Tool results the client writes in place of a tool's output, read from Claude Code 2.1.197's bundled code. When the
 * canary finds one of these where a replacement's footer should be, the replacement was neither seen nor ignored: the
 * client showed something else (a preview, a dedup notice, a cleared placeholder, a truncated page). Such a result is
 * no evidence against the hook, so it is not a failure (test/hooks/canary-client-shapes.test.ts holds one fixture per
 * shape).
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
 */
const PREVIEW_OPEN = '<persisted-output>';
const UNCHANGED = ['File unchanged since last read.', 'Wasted call \u2014 file unchanged since your last Read.'];
const CLEARED = '[Old tool result content cleared]';
const TRUNCATED = '[Truncated: PARTIAL view \u2014 ';
/** Returns which client rewrite `text` (the text of one tool_result) is, or undefined when it is the tool's own output. */
export function clientRewrite(text) {
    const t = text.trimStart();
    if (t.startsWith(PREVIEW_OPEN) && /^<persisted-output>\nOutput too large \([^)\n]*\)\. Full output saved to: /.test(t))
        return 'preview';
    if (UNCHANGED.some((u) => t.startsWith(u)))
        return 'file-unchanged';
    if (t.startsWith(CLEARED))
        return 'cleared';
    if (t.includes(TRUNCATED))
        return 'truncated';
    return undefined;
}
