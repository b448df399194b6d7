/** The text form of a revealed-relevance report. */
import { formatTokens } from '../tokens.js';
const LIST = 8;
function names(items, max = LIST) {
    return items.length > max ? `${items.slice(0, max).join(', ')}, … ${items.length - max} more` : items.join(', ');
}
/** Returns the report as text: per transcript, per manifest, then totals and (with --aggregate) the proposals. */
export function renderRevealed(r) {
    const out = [];
    for (const t of r.transcripts) {
        out.push(`transcript ${t.path}${t.sessionId ? ` (session ${t.sessionId})` : ''}: ${t.manifests} slice manifest(s)${t.badLines ? `, ${t.badLines} line(s) not JSON (skipped)` : ''}`);
        for (const m of r.manifests.filter((x) => x.transcript === t.path)) {
            out.push(`  slice ${m.index}${m.ts ? ` at ${m.ts}` : ''} (${m.source === 'hook' ? 'hook context' : 'tool result'}${m.taskSwitch ? ', task switch' : ''}): ${m.files} files${m.seeds.length ? `, seeds ${names([...m.seeds], 4)}` : ''}${m.repo ? ` in ${m.repo}` : ''}`);
            out.push(`    opened ${m.opened.length} of ${m.files}${m.opened.length ? `: ${names(m.opened.map((f) => f.path))}` : ''}`);
            if (m.unopened.length)
                out.push(`    never opened ${m.unopened.length}: ${names(m.unopened)}`);
            if (m.faults.length) {
                out.push(`    page faults ${m.faults.reduce((n, f) => n + f.reads, 0)} (~${formatTokens(m.faultTokens)} tokens):`);
                for (const f of m.faults.slice(0, 15))
                    out.push(`      ${f.kind === 'outside' ? 'outside the slice' : 'beyond shown lines'}  ${f.path}  ${f.reads} read(s), ~${formatTokens(f.tokens)} tokens`);
                if (m.faults.length > 15)
                    out.push(`      … ${m.faults.length - 15} more (--json lists all)`);
            }
            else
                out.push('    page faults 0');
            if (m.unlisted)
                out.push(`    note: the slice head listed ${m.files - m.unlisted} of ${m.files} files; a read counted outside may be in the full manifest`);
            if (m.searches.count)
                out.push(`    searches ${m.searches.count} (Grep/Glob, ~${formatTokens(m.searches.tokens)} tokens)`);
        }
    }
    const t = r.totals;
    out.push(`total: ${t.manifests} slice manifest(s), ${t.opened} of ${t.files} files opened, ${t.faults} page fault(s) costing ~${formatTokens(t.faultTokens)} tokens`);
    if (r.proposals) {
        if (r.proposals.length === 0)
            out.push('proposals: none (no pattern repeated across slices)');
        else {
            out.push(`proposals (${r.proposals.length}; nothing is applied):`);
            for (const p of r.proposals)
                out.push(`  ${p.kind}  ${p.path}${p.repo ? ` (${p.repo})` : ''}: ${p.text}${p.seeds.length ? `; seeds ${names([...p.seeds], 3)}` : ''}`);
        }
    }
    return `${out.join('\n')}\n`;
}
