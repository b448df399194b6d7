/** Savings: the append-only log the PostToolUse hook writes, and the reports `ck savings` prints. */
export { appendSavings, readSavings, savingsPath, SAVINGS_ROTATE_BYTES } from './log.js';
export type { SavingsRecord, CanaryRecord, AbRecord, SavingsEntry, SavingsKind, CanaryStatus } from './log.js';
export { summarizeAb, type AbSummary, type AbLoss } from './ab.js';
export { buildReport, formatReport, resolveRecords } from './report.js';
export type { SavingsReport, SavingsRow, ResolvedRecord } from './report.js';
export { renderHtml } from './html.js';
