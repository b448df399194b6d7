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
export function clientRewrite(text) {
    const t = text.trimStart();
    if (t.startsWith(PREVIEW_OPEN) && PREVIEW_SAVED.test(t.slice(PREVIEW_OPEN.length, PREVIEW_HEAD_CHARS)))
        return 'preview';
    if (t.startsWith(UNSAVED_OPEN) && UNSAVED_NOTE.test(t))
        return 'truncated';
    if (UNCHANGED.some((u) => t.startsWith(u)))
        return 'file-unchanged';
    if (t.startsWith(CLEARED))
        return 'cleared';
    if (t.includes(TRUNCATED))
        return 'truncated';
    return undefined;
}
