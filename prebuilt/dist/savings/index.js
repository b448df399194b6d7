/** Savings: the append-only log the PostToolUse hook writes, and the reports `ck savings` prints. */
export { appendSavings, readSavings, savingsPath, SAVINGS_ROTATE_BYTES } from './log.js';
export { buildReport, formatReport, resolveRecords } from './report.js';
export { renderHtml } from './html.js';
