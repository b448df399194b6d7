/** Savings report: per-tool and per-session aggregates of the savings log, with canary status joined in. */
import { formatTokens } from '../tokens.js';
import type { CanaryStatus, SavingsEntry, SavingsRecord } from './log.js';
import { summarizeAb, formatAb, type AbSummary } from './ab.js';

/** One replacement with its final canary status. */
export interface ResolvedRecord extends SavingsRecord {
  readonly status: CanaryStatus;
}

/** Aggregates for one group (a tool or a session). */
export interface SavingsRow {
  readonly key: string;
  readonly replacements: number;
  readonly before: number;
  readonly after: number;
  readonly saved: number;
  /** Tokens saved by replacements the canary saw in the transcript. */
  readonly savedVerified: number;
  readonly canary: Record<CanaryStatus, number>;
  readonly firstTs: number;
  readonly lastTs: number;
}

/** The whole report. */
export interface SavingsReport {
  readonly records: ResolvedRecord[];
  readonly total: SavingsRow;
  readonly byTool: SavingsRow[];
  readonly bySession: SavingsRow[];
  readonly byKind: SavingsRow[];
  /** The answer A/B: samples, verdicts, distortion, named losses (issue 43). */
  readonly ab: AbSummary;
}

/** Returns each replacement with the latest canary verdict recorded for it (or its initial status). */
export function resolveRecords(entries: readonly SavingsEntry[]): ResolvedRecord[] {
  const verdict = new Map<string, CanaryStatus>();
  for (const e of entries) if (e.event === 'canary') verdict.set(`${e.session}\0${e.toolUseId}\0${e.id}`, e.status);
  return entries
    .filter((e): e is SavingsRecord => e.event === 'replace')
    .map((r) => ({ ...r, status: verdict.get(`${r.session}\0${r.toolUseId}\0${r.id}`) ?? r.canary }));
}

function emptyCanary(): Record<CanaryStatus, number> {
  return { pending: 0, verified: 0, failed: 0, expired: 0, off: 0 };
}

function aggregate(key: string, rs: readonly ResolvedRecord[]): SavingsRow {
  const canary = emptyCanary();
  let before = 0;
  let after = 0;
  let savedVerified = 0;
  let firstTs = Infinity;
  let lastTs = 0;
  for (const r of rs) {
    before += r.before;
    after += r.after;
    canary[r.status]++;
    if (r.status === 'verified') savedVerified += r.before - r.after;
    firstTs = Math.min(firstTs, r.ts);
    lastTs = Math.max(lastTs, r.ts);
  }
  return { key, replacements: rs.length, before, after, saved: before - after, savedVerified, canary, firstTs: rs.length ? firstTs : 0, lastTs };
}

function groupBy(rs: readonly ResolvedRecord[], key: (r: ResolvedRecord) => string): SavingsRow[] {
  const groups = new Map<string, ResolvedRecord[]>();
  for (const r of rs) {
    const k = key(r);
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  return [...groups].map(([k, g]) => aggregate(k, g)).sort((a, b) => b.saved - a.saved || a.key.localeCompare(b.key));
}

/** Returns the report for the entries of a savings log. */
export function buildReport(entries: readonly SavingsEntry[]): SavingsReport {
  const records = resolveRecords(entries).sort((a, b) => a.ts - b.ts);
  return {
    records,
    total: aggregate('total', records),
    byTool: groupBy(records, (r) => r.tool),
    bySession: groupBy(records, (r) => r.session).sort((a, b) => b.lastTs - a.lastTs || a.key.localeCompare(b.key)),
    byKind: groupBy(records, (r) => r.kind),
    ab: summarizeAb(entries),
  };
}

function pct(row: SavingsRow): string {
  return row.before > 0 ? `-${Math.round((row.saved / row.before) * 100)}%` : '-';
}

function table(title: string, rows: readonly SavingsRow[], keyHeader: string): string[] {
  const head = [keyHeader, 'n', 'before', 'after', 'saved', 'rate', 'verified', 'canary ok/fail/pend/exp'];
  const body = rows.map((r) => [
    r.key,
    String(r.replacements),
    formatTokens(r.before),
    formatTokens(r.after),
    formatTokens(r.saved),
    pct(r),
    formatTokens(r.savedVerified),
    `${r.canary.verified}/${r.canary.failed}/${r.canary.pending}/${r.canary.expired}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, fmt(head), ...body.map(fmt), ''];
}

/** Sessions the text report lists when the caller does not say (`ck savings --sessions`). */
export const DEFAULT_REPORT_SESSIONS = 20;

/** Options of formatReport: sessions listed (most recent first) and unreadable log lines to warn about. */
export interface ReportOptions {
  maxSessions?: number;
  skipped?: number;
}

/** Returns the report options with their defaults applied (here only). */
export function resolveReportOptions(opts: ReportOptions): Required<ReportOptions> {
  return { maxSessions: opts.maxSessions === undefined ? DEFAULT_REPORT_SESSIONS : opts.maxSessions, skipped: opts.skipped || 0 };
}

/** Returns the plain-text report: totals, then per-tool and per-session (most recent `maxSessions`) tables. */
export function formatReport(report: SavingsReport, options: ReportOptions = {}): string {
  const opts = resolveReportOptions(options);
  const t = report.total;
  if (t.replacements === 0) return 'no replacements recorded yet (the PostToolUse hook appends to the savings log as it works)\n';
  const lines = [
    `${t.replacements} replacements: ${formatTokens(t.before)} → ${formatTokens(t.after)} tokens (${pct(t)}); saved ${formatTokens(t.saved)}, of which ${formatTokens(t.savedVerified)} verified by the canary`,
    `canary: ${t.canary.verified} verified, ${t.canary.failed} failed, ${t.canary.pending} pending, ${t.canary.expired} expired, ${t.canary.off} unchecked`,
    ...(t.canary.failed > 0 ? ['warning: failed canaries mean the harness did not apply those replacements: their savings did not happen'] : []),
    ...(opts.skipped ? [`warning: ${opts.skipped} unreadable log line(s) skipped`] : []),
    '',
    ...formatAb(report.ab, pct(t)),
    ...table('per tool', report.byTool, 'tool'),
    ...table('per kind', report.byKind, 'kind'),
    ...table(`per session (${Math.min(report.bySession.length, opts.maxSessions)} most recent of ${report.bySession.length})`, report.bySession.slice(0, opts.maxSessions), 'session'),
  ];
  return `${lines.join('\n')}`;
}
