import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeMany } from '../parse/batch.js';
import { SKELETON_ANALYZER } from '../skeleton/analyzer.js';
import { recordAtLevel, DEFAULT_SKELETON_LEVEL } from '../skeleton/index.js';
import { symbolExcerpt } from '../skeleton/excerpt.js';
import { buildIndex } from '../repo/index.js';
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
    out.push(c.target_tier === 'full' ? `Tier 1 (full source): 1 file` : `Tier 1: the target as its ${c.target_tier} skeleton (too large in full for the budget)`);
    out.push(`Tier 2 (skeletonized, level ${c.level}): ${c.tiers.skeleton - (c.target_tier === 'full' ? 0 : 1)} whole file(s), ${c.tiers.symbols} per-symbol (max hops ${c.max_hops})`);
    const list = m.files.filter((f) => f.tier === 'skeleton' && f.role !== 'seed');
    for (const f of list.slice(0, 40)) {
        const how = f.reached_by === 'import' ? `import from ${f.via}` : f.reached_by.startsWith('name:') ? `name '${f.reached_by.slice(5)}' called in ${f.via}` : f.reached_by;
        const syms = f.symbols ? `; only ${f.symbols.length} definition(s): ${f.symbols.slice(0, 4).join(', ')}${f.symbols.length > 4 ? ', …' : ''}` : '';
        out.push(`  hop ${f.hop}: ${f.path}  (${how}; ${formatTokens(f.tokens)} tokens${syms})`);
    }
    if (list.length > 40)
        out.push(`  … ${list.length - 40} more (see --format json)`);
    out.push(`Tier 3 (excluded): ${c.tiers.excluded} file${c.tiers.excluded === 1 ? '' : 's'} (${formatTokens(m.excluded.tokens)} tokens)`);
    out.push(`Naive full-dump estimate: ${c.report.naive_tokens} tokens`);
    out.push(`Compiled context: ${c.report.compiled_tokens} tokens`);
    out.push(`Reduction: ${(c.report.reduction * 100).toFixed(1)}%`);
    out.push(`Reference coverage: ${(c.coverage.rate * 100).toFixed(1)}% (${c.coverage.covered} of ${c.coverage.references} names the target references that resolve into the repository have their definition signature in the context)`);
    out.push(`Budget: ${m.budget.requested}${m.budget.resolved ? ` (${m.budget.resolved} tokens)` : ''} — ${m.budget.note}`);
    out.push(`Build time: ${m.timing_ms.total.toFixed(2)} ms (parse cache ${m.cache})`);
    const counts = Object.entries(c.warning_counts);
    if (counts.length) {
        out.push('', `Warnings (${counts.reduce((s, [, n]) => s + n, 0)}): ${counts.map(([k, n]) => `${n} ${k}`).join(', ')} — most central first`);
        for (const w of m.warnings)
            out.push(w.kind === 'more-warnings' ? `  … ${w.detail}` : `  ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''}: ${w.detail}`);
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
    const sks = await analyzeMany(SKELETON_ANALYZER, m.repo, skPaths, { cacheDir: opts.cacheDir });
    const needDefs = m.files.some((f) => f.symbols);
    const index = needDefs ? await buildIndex(m.repo) : undefined;
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
            const item = sks.get(f.path);
            const level = f.level ?? DEFAULT_SKELETON_LEVEL;
            const rec = item?.record ? recordAtLevel(item.record, level) : undefined;
            text = rec?.text ?? item?.text ?? '';
            const orig = (() => { try {
                return lineCount(readFileSync(join(m.repo, f.path), 'utf8'));
            }
            catch {
                return 0;
            } })();
            const full = catCommand(f.path, m.repo);
            if (f.symbols && rec && index) {
                const id = index.fileId(f.path);
                const all = id === undefined ? [] : index.files[id].defs;
                const defs = all.filter((d) => f.symbols.includes(d.name));
                text = symbolExcerpt(rec, defs, all, f.path.endsWith('.py') || f.path.endsWith('.pyi'));
                header = `==> ${f.path} (${level} skeleton of ${f.symbols.length} definition(s) the target references, of lines 1-${orig}, hop ${f.hop}; full: ${full}) <==`;
            }
            else {
                header = `==> ${f.path} (${level} skeleton of lines 1-${orig}, ${f.role === 'seed' ? 'the target' : `hop ${f.hop}`}, ${f.elided.length} range${f.elided.length === 1 ? '' : 's'} elided; full: ${full}) <==`;
            }
        }
        parts.push(header, text.endsWith('\n') ? text : `${text}\n`);
    }
    return parts.join('\n');
}
