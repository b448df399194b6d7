import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { skeletonMany } from '../skeleton/index.js';
import { formatTokens } from '../tokens.js';
import { catCommand } from '../manifest/commands.js';
function lineCount(text) {
    if (!text)
        return 0;
    const n = text.split('\n').length;
    return text.endsWith('\n') ? n - 1 : n;
}
/** Returns the human summary of a compile (tiers, token report, warnings), in the style of the context-compiler article. */
export function renderCompileText(m) {
    const c = m.compile;
    const out = [];
    out.push(`Target: ${c.target}`);
    out.push(`Repo files scanned: ${m.scanned.files} (${formatTokens(m.scanned.tokens)} tokens)`);
    out.push(`Tier 1 (full source): 1 file`);
    out.push(`Tier 2 (skeletonized): ${c.tiers.skeleton} file${c.tiers.skeleton === 1 ? '' : 's'} (max hops ${c.max_hops})`);
    const list = m.files.filter((f) => f.tier === 'skeleton');
    for (const f of list.slice(0, 40)) {
        const how = f.reached_by === 'import' ? `import from ${f.via}` : f.reached_by.startsWith('name:') ? `name '${f.reached_by.slice(5)}' called in ${f.via}` : f.reached_by;
        out.push(`  hop ${f.hop}: ${f.path}  (${how}; ${formatTokens(f.tokens)} tokens)`);
    }
    if (list.length > 40)
        out.push(`  … ${list.length - 40} more (see --format json)`);
    out.push(`Tier 3 (excluded): ${c.tiers.excluded} file${c.tiers.excluded === 1 ? '' : 's'} (${formatTokens(m.excluded.tokens)} tokens)`);
    out.push(`Naive full-dump estimate: ${c.report.naive_tokens} tokens`);
    out.push(`Compiled context: ${c.report.compiled_tokens} tokens`);
    out.push(`Reduction: ${(c.report.reduction * 100).toFixed(1)}%`);
    if (m.budget.requested !== 'none')
        out.push(`Budget: ${m.budget.requested} tokens — ${m.budget.note}`);
    out.push(`Build time: ${m.timing_ms.total.toFixed(2)} ms (parse cache ${m.cache})`);
    const byKind = new Map();
    for (const w of m.warnings)
        byKind.set(w.kind, (byKind.get(w.kind) ?? 0) + 1);
    if (m.warnings.length) {
        out.push('', `Warnings (${m.warnings.length}): ${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')}`);
        for (const w of m.warnings.slice(0, 30))
            out.push(`  ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''}: ${w.detail}`);
        if (m.warnings.length > 30)
            out.push(`  … ${m.warnings.length - 30} more (see --format json)`);
    }
    out.push('', `Page faults: ${m.page_faults.length} command(s) fetch any skeletonized or excluded file (e.g. ${m.page_faults[0]?.command ?? '—'})`);
    return `${out.join('\n')}\n`;
}
/**
 * Returns the compiled context itself: the target in full and each tier-2 skeleton, each under a
 * `==> path (tier, lines a-b) <==` header. Reads the files again (skeletons come from the parse cache).
 */
export async function renderCompileContext(m, opts = {}) {
    const parts = [];
    const skPaths = m.files.filter((f) => f.tier === 'skeleton').map((f) => f.path);
    const sks = await skeletonMany(m.repo, skPaths, { cacheDir: opts.cacheDir });
    for (const f of m.files) {
        let text;
        let header;
        if (f.tier === 'full') {
            try {
                text = readFileSync(join(m.repo, f.path), 'utf8');
            }
            catch (err) {
                text = `[ck: cannot read ${f.path}: ${err.message}]\n`;
            }
            header = `==> ${f.path} (full, lines 1-${lineCount(text)}) <==`;
        }
        else {
            const sk = sks.get(f.path);
            text = sk?.text ?? '';
            const orig = (() => { try {
                return lineCount(readFileSync(join(m.repo, f.path), 'utf8'));
            }
            catch {
                return 0;
            } })();
            header = `==> ${f.path} (skeleton of lines 1-${orig}, hop ${f.hop}, ${f.elided.length} bod${f.elided.length === 1 ? 'y' : 'ies'} elided; full: ${catCommand(f.path, m.repo)}) <==`;
        }
        parts.push(header, text.endsWith('\n') ? text : `${text}\n`);
    }
    return parts.join('\n');
}
