/** A self-contained HTML savings page: inline CSS and SVG charts, no script, no external asset. */
import { formatTokens } from '../tokens.js';
import type { SavingsReport, SavingsRow } from './report.js';
import { percent } from './ab.js';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function n(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** Returns an SVG line chart of cumulative tokens saved (claimed and verified) over the log's time span. */
function timeChart(report: SavingsReport): string {
  const W = 720, H = 240, L = 60, R = 16, T = 16, B = 36;
  const rs = report.records;
  if (rs.length === 0) return '<p>No data.</p>';
  const t0 = rs[0]!.ts, t1 = Math.max(rs[rs.length - 1]!.ts, t0 + 1);
  let claimed = 0, verified = 0;
  const ptsC: string[] = [], ptsV: string[] = [];
  const maxY = Math.max(1, report.total.saved);
  const x = (t: number) => L + ((t - t0) / (t1 - t0)) * (W - L - R);
  const y = (v: number) => T + (1 - v / maxY) * (H - T - B);
  ptsC.push(`${n(x(t0))},${n(y(0))}`);
  ptsV.push(`${n(x(t0))},${n(y(0))}`);
  for (const r of rs) {
    claimed += r.before - r.after;
    if (r.status === 'verified') verified += r.before - r.after;
    ptsC.push(`${n(x(r.ts))},${n(y(claimed))}`);
    ptsV.push(`${n(x(r.ts))},${n(y(verified))}`);
  }
  const day = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  return `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="cumulative tokens saved over time">
<line x1="${L}" y1="${H - B}" x2="${W - R}" y2="${H - B}" class="axis"/><line x1="${L}" y1="${T}" x2="${L}" y2="${H - B}" class="axis"/>
<text x="${L - 6}" y="${T + 4}" text-anchor="end">${formatTokens(maxY)}</text><text x="${L - 6}" y="${H - B}" text-anchor="end">0</text>
<text x="${L}" y="${H - 12}">${esc(day(t0))}</text><text x="${W - R}" y="${H - 12}" text-anchor="end">${esc(day(t1))} UTC</text>
<polyline points="${ptsC.join(' ')}" class="claimed"/><polyline points="${ptsV.join(' ')}" class="verified"/>
</svg>
<p class="legend"><span class="sw claimed"></span> saved (claimed) <span class="sw verified"></span> saved (verified by the canary)</p>`;
}

/** Returns an SVG bar chart of tokens before and after per tool. */
function toolChart(rows: readonly SavingsRow[]): string {
  const W = 720, row = 34, L = 120, R = 90;
  const H = 16 + rows.length * row;
  const max = Math.max(1, ...rows.map((r) => r.before));
  const w = (v: number) => (v / max) * (W - L - R);
  const bars = rows
    .map((r, i) => {
      const y0 = 8 + i * row;
      return `<text x="${L - 8}" y="${y0 + 18}" text-anchor="end">${esc(r.key)}</text>
<rect x="${L}" y="${y0 + 2}" width="${n(w(r.before))}" height="13" class="before"/><rect x="${L}" y="${y0 + 16}" width="${n(w(r.after))}" height="13" class="after"/>
<text x="${n(L + w(r.before) + 6)}" y="${y0 + 13}">${formatTokens(r.before)}</text><text x="${n(L + w(r.after) + 6)}" y="${y0 + 27}">${formatTokens(r.after)}</text>`;
    })
    .join('\n');
  return `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="tokens before and after, per tool">${bars}</svg>
<p class="legend"><span class="sw before"></span> before <span class="sw after"></span> after</p>`;
}

/** Returns an SVG stacked bar of canary statuses. */
function canaryChart(report: SavingsReport): string {
  const W = 720, H = 40;
  const c = report.total.canary;
  const parts: [string, number][] = [['verified', c.verified], ['failed', c.failed], ['pending', c.pending], ['expired', c.expired], ['off', c.off]];
  const total = Math.max(1, parts.reduce((s, [, v]) => s + v, 0));
  let x = 0;
  const rects = parts
    .filter(([, v]) => v > 0)
    .map(([k, v]) => {
      const w = (v / total) * W;
      const r = `<rect x="${n(x)}" y="0" width="${n(w)}" height="${H}" class="c-${k}"><title>${k}: ${v}</title></rect>`;
      x += w;
      return r;
    })
    .join('');
  const legend = parts.map(([k, v]) => `<span class="sw c-${k}"></span> ${k} ${v}`).join(' ');
  return `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="canary status">${rects}</svg><p class="legend">${legend}</p>`;
}

function htmlTable(rows: readonly SavingsRow[], keyHeader: string): string {
  const tr = rows
    .map((r) => `<tr><td>${esc(r.key)}</td><td>${r.replacements}</td><td>${formatTokens(r.before)}</td><td>${formatTokens(r.after)}</td><td>${formatTokens(r.saved)}</td><td>${r.before ? Math.round((r.saved / r.before) * 100) : 0}%</td><td>${formatTokens(r.savedVerified)}</td><td>${r.canary.verified}/${r.canary.failed}/${r.canary.pending}/${r.canary.expired}</td></tr>`)
    .join('\n');
  return `<table><thead><tr><th>${keyHeader}</th><th>n</th><th>before</th><th>after</th><th>saved</th><th>rate</th><th>verified</th><th>canary ok/fail/pend/exp</th></tr></thead><tbody>${tr}</tbody></table>`;
}

/** Returns the answer A/B section: rate beside distortion, and the losses the judge named ('' when nothing was sampled). */
function abSection(report: SavingsReport): string {
  const ab = report.ab;
  if (ab.sampled === 0) return '';
  const t = report.total;
  const rate = t.before ? `${Math.round((t.saved / t.before) * 100)}%` : '0%';
  const rows = ab.losses.slice(0, 50).map((l) => `<tr><td><code>${esc(l.id)}</code></td><td>${esc(l.tool)}</td><td>${esc(l.losses)}</td></tr>`).join('\n');
  return `<h2>Answer A/B</h2>
<p>Rate <strong>${rate}</strong> of tokens removed; distortion <strong>${ab.distortion === null ? 'not measured yet' : percent(ab.distortion)}</strong>: ${ab.degraded} of ${ab.invariant + ab.degraded} judged samples lost an actionable signal (${ab.sampled} sampled, ${ab.pending} pending${ab.unjudgeable ? `, ${ab.unjudgeable} unjudgeable` : ''}; <code>ck ab judge</code>).</p>
${rows ? `<table><thead><tr><th>sample</th><th>tool</th><th>lost signals (the judge's words)</th></tr></thead><tbody>${rows}</tbody></table>` : ''}`;
}

/** Returns the whole savings page as one HTML string (deterministic: same log, same bytes). */
export function renderHtml(report: SavingsReport): string {
  const t = report.total;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>context-kernel savings</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:760px;color:#1d232a}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}td,th{padding:.25rem .5rem;border-bottom:1px solid #dde}td:not(:first-child),th:not(:first-child){text-align:right}
svg text{font:11px system-ui,sans-serif;fill:#444}.axis{stroke:#999}
polyline{fill:none;stroke-width:2}.claimed{stroke:#8a9bb0;background:#8a9bb0}.verified{stroke:#1b7f4b;background:#1b7f4b}
rect.before,.sw.before{fill:#c9d3df;background:#c9d3df}rect.after,.sw.after{fill:#2f6db5;background:#2f6db5}
.c-verified{fill:#1b7f4b;background:#1b7f4b}.c-failed{fill:#c0392b;background:#c0392b}.c-pending{fill:#e0b400;background:#e0b400}.c-expired{fill:#999;background:#999}.c-off{fill:#ddd;background:#ddd}
.sw{display:inline-block;width:.8em;height:.8em;margin-left:.8em;vertical-align:middle}.legend{color:#555}.warn{color:#c0392b}
</style></head><body>
<h1>context-kernel — what normalization saved</h1>
<p>${t.replacements} replacements: ${formatTokens(t.before)} → ${formatTokens(t.after)} tokens; saved ${formatTokens(t.saved)} (${t.before ? Math.round((t.saved / t.before) * 100) : 0}%), of which <strong>${formatTokens(t.savedVerified)} verified</strong> by the canary (the footer was seen in the transcript).</p>
${t.canary.failed > 0 ? `<p class="warn">${t.canary.failed} replacement(s) failed the canary: the harness did not apply them, so those savings did not happen.</p>` : ''}
<h2>Savings over time</h2>
${timeChart(report)}
<h2>Per tool</h2>
${toolChart(report.byTool)}
${htmlTable(report.byTool, 'tool')}
<h2>Canary status</h2>
${canaryChart(report)}
${abSection(report)}
<h2>Per session (most recent 50)</h2>
${htmlTable(report.bySession.slice(0, 50), 'session')}
<p class="legend">Token counts are estimates (characters / 4). Generated by <code>ck savings --html</code>.</p>
</body></html>
`;
}
