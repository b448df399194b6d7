/**
 * Renderings of a slice manifest: `json` (the contract), `text` (for people), `paths` (one per line, for xargs) and
 * `context` (the task state itself, ready to hand to an agent: full files, symbol ranges and skeletons under
 * `==> path (role, tier, lines a-b) <==` headers, each trimmed piece followed by the command that recovers it).
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { formatTokens } from '../tokens.js';
import { fileText, lineCount, linesOf } from './ranges.js';
import { skeletonsFor } from './skeletons.js';
import type { ManifestWarning, SliceManifest } from './types.js';
import { catCommand, sedCommand } from '../manifest/commands.js';
import { explanationLines } from './evidence/explanation.js';

/** Output formats of `ck slice`. */
export type SliceFormat = 'json' | 'text' | 'paths' | 'context';

/** Seeds whose explanation `text` prints, and the lines of each tree it prints (below the seed's own line). */
const EXPLAINED_SEEDS = 10;
const EXPLANATION_LINES = 3;

/** Returns the manifest rendered as `format` (a promise for `context`, which reads the files). */
export function renderSlice(m: SliceManifest, format: SliceFormat): string | Promise<string> {
  switch (format) {
    case 'json': return `${JSON.stringify(m, null, 2)}\n`;
    case 'paths': return m.files.map((f) => `${f.path}\n`).join('');
    case 'text': return renderText(m);
    case 'context': return renderContext(m);
  }
}

function renderText(m: SliceManifest): string {
  const out: string[] = [];
  out.push(`task state of ${m.repo} (${m.operator}, cache ${m.cache}, ${m.timing_ms.total} ms)`);
  out.push(`  ${formatTokens(m.tokens.task_state)} tokens of ${formatTokens(m.tokens.repo)} (${m.files.length} of ${m.scanned.files} files; rate ${(m.tokens.rate * 100).toFixed(1)}%)`);
  out.push(`  budget ${m.budget.requested} → ${m.budget.resolved}${m.budget.fits ? '' : ' (DOES NOT FIT)'}: ${m.budget.note}`);
  out.push('', `seeds (${m.seeds.length}):`);
  m.seeds.forEach((s, k) => {
    out.push(`  ${s.path}:${s.line}  [${s.why} ${s.confidence.toFixed(2)}] ${s.detail}`);
    // Why: the top of the seed's evidence tree (what the line above says already left out).
    if (k < EXPLAINED_SEEDS && s.explanation) out.push(...explanationLines(s.explanation, EXPLANATION_LINES, '      ', s.detail));
  });
  out.push('', `files (${m.files.length}):`);
  for (const f of m.files) {
    const r = f.tier === 'symbols' ? ` lines ${f.ranges.map(([a, b]) => `${a}-${b}`).join(',')}` : '';
    out.push(`  ${f.tier.padEnd(8)} ${String(f.tokens).padStart(7)}  ${f.path}  (${f.role}, hop ${f.hop}${f.hop ? ` via ${f.via}` : ''})${r}`);
  }
  if (m.warnings.length) {
    out.push('', `warnings (${m.warnings.length}):`);
    for (const w of m.warnings) out.push(`  ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''} ${w.detail}`);
  }
  if (m.sufficiency.expected_page_faults.length) {
    out.push('', `expected page faults (${m.sufficiency.expected_page_faults.length}): ${m.sufficiency.expected_page_faults.slice(0, 12).join(', ')}${m.sufficiency.expected_page_faults.length > 12 ? ', …' : ''}`);
  }
  out.push('', `page faults: ${m.page_faults.length} command(s) (see --format json); e.g. ${m.page_faults[0]?.command ?? '—'}`);
  return `${out.join('\n')}\n`;
}

async function renderContext(m: SliceManifest): Promise<string> {
  const warnings: ManifestWarning[] = [];
  const skPaths = m.files.filter((f) => f.tier === 'skeleton').map((f) => f.path);
  const skeletons = skPaths.length ? await skeletonsFor(m.repo, skPaths, warnings) : new Map<string, { text: string }>();
  const read = (path: string): string => readFileSync(resolvePath(m.repo, path), 'utf8');
  return contextText(m, read, skeletons, warnings);
}

/**
 * Returns the `context` rendering of `m` from the files' texts (`read` throws for an unreadable file) and the
 * skeletons of its skeleton-tier files: what renderSlice(m, 'context') prints, also measured by the slicer while it
 * plans a slice asked in this format (index.ts), so that headers and markers fit the budget with the files.
 * `warnings`: further warnings (the skeletons' own), printed after the manifest's unless it holds them already.
 * @internal
 */
export function contextText(m: SliceManifest, read: (path: string) => string, skeletons: ReadonlyMap<string, { text: string }>, warnings: readonly ManifestWarning[] = []): string {
  const out: string[] = [];
  out.push(`[ck: task state of ${m.repo} for this symptom — ${formatTokens(m.tokens.task_state)} of ${formatTokens(m.tokens.repo)} tokens; ${m.budget.note}]`);
  for (const s of m.seeds.slice(0, 12)) out.push(`[ck: seed ${s.path}:${s.line} (${s.why}, confidence ${s.confidence.toFixed(2)}): ${s.detail}]`);
  for (const f of m.files) {
    let text: string;
    try {
      text = read(f.path);
    } catch (err) {
      out.push(`[ck: ${f.path} could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'}); recover: ${catCommand(f.path, m.repo)}]`);
      continue;
    }
    const ft = fileText(text);
    const n = lineCount(ft);
    const who = `${f.role}${f.hop ? `, hop ${f.hop} via ${f.via}` : ''}`;
    if (f.tier === 'full') {
      out.push(`==> ${f.path} (${who}, full, lines 1-${n}) <==`, linesOf(ft, 1, n));
    } else if (f.tier === 'symbols') {
      let prev = 0;
      for (const [a, b] of f.ranges) {
        if (a > prev + 1) out.push(`[ck: elided lines ${prev + 1}-${a - 1} of ${f.path}; recover: ${sedCommand(f.path, prev + 1, a - 1, m.repo)}]`);
        out.push(`==> ${f.path} (${who}, symbols, lines ${a}-${b}) <==`, linesOf(ft, a, b));
        prev = b;
      }
      if (prev < n) out.push(`[ck: elided lines ${prev + 1}-${n} of ${f.path}; recover: ${sedCommand(f.path, prev + 1, n, m.repo)}]`);
    } else {
      const sk = skeletons.get(f.path);
      out.push(`==> ${f.path} (${who}, skeleton of lines 1-${n}; bodies elided; recover: ${catCommand(f.path, m.repo)}) <==`, sk ? sk.text.replace(/\n$/, '') : linesOf(ft, 1, n));
    }
  }
  const excluded = m.page_faults.filter((p) => !m.files.some((f) => f.path === p.path));
  if (excluded.length) {
    out.push(`[ck: ${excluded.length} closure file(s) left out by the budget; recover any with: ${excluded.slice(0, 8).map((p) => p.command).join(' ; ')}${excluded.length > 8 ? ' ; … (full list: ck slice --format json)' : ''}]`);
  }
  // The skeletons' warnings are those planning met already (the manifest's), unless a file changed meanwhile.
  const known = new Set(m.warnings.map(warningLine));
  const further = warnings.filter((w) => !known.has(warningLine(w)));
  for (const w of [...m.warnings, ...further].slice(0, 20)) out.push(warningLine(w));
  return `${out.join('\n')}\n`;
}

function warningLine(w: ManifestWarning): string {
  return `[ck: warning ${w.kind} ${w.path}${w.line ? `:${w.line}` : ''}: ${w.detail}]`;
}
