/** Renderings of the sufficiency report: a plain-text rate–distortion table and a self-contained HTML page with an SVG plot. */
import { formatTokens } from '../tokens.js';
import { FORMS } from './sufficiency.js';
/** Returns the rate–distortion table as aligned text, one row per (form, budget). */
export function sufficiencyTable(r) {
    const out = [];
    out.push(`sufficiency of ${r.operator} on ${r.repo} (${formatTokens(r.repoTokens)} tokens; ${r.cases.length} cases sampled with seed ${r.seed} from ${r.population.sites} raise sites with a message, ${r.population.withCaller} seen with an importer chain; ${(r.timing_ms / 1000).toFixed(1)} s)`);
    out.push('');
    out.push(`${'form'.padEnd(16)}${'budget'.padStart(8)}${'visible'.padStart(12)}${'success'.padStart(9)}${'median tokens'.padStart(15)}${'median rate'.padStart(13)}${'mean rate'.padStart(11)}`);
    for (const row of r.rows) {
        out.push(`${row.form.padEnd(16)}${String(row.budget).padStart(8)}${`${row.hits}/${row.cases}`.padStart(12)}${`${(row.success * 100).toFixed(1)}%`.padStart(9)}${String(Math.round(row.medianTokens)).padStart(15)}${`${(row.medianRate * 100).toFixed(2)}%`.padStart(13)}${`${(row.meanRate * 100).toFixed(2)}%`.padStart(11)}`);
    }
    const misses = r.cases.flatMap((c) => c.results.filter((x) => !x.hit).map((x) => `${x.form}@${x.budget} ${c.path}:${c.line}`));
    if (misses.length)
        out.push('', `misses (${misses.length}): ${misses.slice(0, 15).join('; ')}${misses.length > 15 ? '; …' : ''}`);
    return `${out.join('\n')}\n`;
}
const COLORS = { traceback: '#1b7f3b', 'caller+message': '#1f5fbf', message: '#c0392b' };
function esc(s) {
    return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}
/** Returns an SVG plot: success (distortion = 1 − success) against median token rate, one polyline per symptom form. */
export function sufficiencySvg(r) {
    const W = 640, H = 360, L = 60, R = 150, T = 20, B = 50;
    const rates = r.rows.map((x) => x.medianRate);
    const lo = Math.min(0.9, ...rates), hi = 1;
    const x = (rate) => L + ((rate - lo) / (hi - lo || 1)) * (W - L - R);
    const y = (succ) => T + (1 - succ) * (H - T - B);
    const parts = [];
    parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`);
    parts.push(`<rect width="${W}" height="${H}" fill="white"/>`);
    for (let s = 0; s <= 1.0001; s += 0.25)
        parts.push(`<line x1="${L}" x2="${W - R}" y1="${y(s)}" y2="${y(s)}" stroke="#ddd"/><text x="${L - 6}" y="${y(s) + 4}" text-anchor="end">${Math.round(s * 100)}%</text>`);
    for (let i = 0; i <= 4; i++) {
        const rate = lo + ((hi - lo) * i) / 4;
        parts.push(`<text x="${x(rate)}" y="${H - B + 16}" text-anchor="middle">${(rate * 100).toFixed(1)}%</text>`);
    }
    parts.push(`<text x="${(L + W - R) / 2}" y="${H - 10}" text-anchor="middle">rate (median share of repository tokens removed)</text>`);
    parts.push(`<text x="14" y="${(T + H - B) / 2}" transform="rotate(-90 14 ${(T + H - B) / 2})" text-anchor="middle">raise line visible</text>`);
    FORMS.forEach((form, fi) => {
        const pts = r.rows.filter((row) => row.form === form).sort((a, b) => a.medianRate - b.medianRate);
        const color = COLORS[form];
        parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.map((p) => `${x(p.medianRate).toFixed(1)},${y(p.success).toFixed(1)}`).join(' ')}"/>`);
        for (const p of pts)
            parts.push(`<circle cx="${x(p.medianRate).toFixed(1)}" cy="${y(p.success).toFixed(1)}" r="4" fill="${color}"><title>${esc(`${form}, budget ${p.budget}: ${p.hits}/${p.cases} visible, median ${Math.round(p.medianTokens)} tokens`)}</title></circle><text x="${(x(p.medianRate) + 6).toFixed(1)}" y="${(y(p.success) - 6).toFixed(1)}" fill="${color}">${p.budget}</text>`);
        parts.push(`<rect x="${W - R + 12}" y="${T + fi * 18}" width="10" height="10" fill="${color}"/><text x="${W - R + 28}" y="${T + fi * 18 + 9}">${esc(form)}</text>`);
    });
    parts.push('</svg>');
    return parts.join('\n');
}
/** Returns a self-contained HTML page: the plot, the table and every case with its symptoms. */
export function sufficiencyHtml(r) {
    const rows = r.rows.map((row) => `<tr><td>${esc(row.form)}</td><td>${row.budget}</td><td>${row.hits}/${row.cases}</td><td>${(row.success * 100).toFixed(1)}%</td><td>${Math.round(row.medianTokens)}</td><td>${(row.medianRate * 100).toFixed(2)}%</td><td>${(row.meanRate * 100).toFixed(2)}%</td></tr>`).join('\n');
    const cases = r.cases.map((c) => `<details><summary>${esc(c.path)}:${c.line} ${esc(c.type)} — ${c.results.filter((x) => x.hit).length}/${c.results.length} visible</summary><pre>${esc(c.symptoms.traceback)}</pre><p>${c.results.map((x) => `${esc(x.form)}@${x.budget}: ${x.hit ? 'visible' : '<b>missed</b>'} (${x.tokens} tokens, ${esc(x.rung)})`).join('<br>')}</p></details>`).join('\n');
    return `<!doctype html><html><head><meta charset="utf-8"><title>ck sufficiency — ${esc(r.repo)}</title>
<style>body{font-family:sans-serif;margin:2em;max-width:960px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}td:first-child{text-align:left}pre{background:#f6f6f6;padding:6px;overflow:auto}</style></head><body>
<h1>Sufficiency of ${esc(r.operator)}</h1>
<p>${esc(r.repo)} — ${formatTokens(r.repoTokens)} tokens; ${r.cases.length} real raise sites (seed ${r.seed}); success = the raise line is visible in the task state; rate counted in tokens.</p>
${sufficiencySvg(r)}
<table><tr><th>form</th><th>budget</th><th>visible</th><th>success</th><th>median tokens</th><th>median rate</th><th>mean rate</th></tr>
${rows}</table>
<h2>Cases</h2>
${cases}
</body></html>
`;
}
