/**
 * Real captured tracebacks as sufficiency cases: the ground truth is the raise line printed in the traceback, and
 * the three symptom forms are cut from the real text (the full traceback; the user's own frame + the final error
 * line; the final error line alone).
 */
import { parseSymptom, type Frame } from '../slice/symptom/index.js';
import { PathResolver } from '../slice/resolve.js';
import { userFrames } from '../slice/evidence/scorers/user-line.js';
import { matchErrorLine } from '../slice/symptom/error-line.js';
import { FORMS, visible, type SymptomForm } from './sufficiency.js';
import type { SliceManifest } from '../slice/types.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadIndex } from '../slice/repo.js';
import { loadLiteralTable } from '../slice/literals.js';
import { computeSlice, literalCacheFile, resolveSliceOptions } from '../slice/index.js';
import { resolveBudget } from '../slice/budget.js';

/** Returns the error headline that ends the traceback block of `frame` (chained tracebacks have one per block). */
function errorLineAfter(text: string, frame: Frame): string | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(`line ${frame.line}`) && l.includes(frame.path.slice(frame.path.lastIndexOf('/') + 1)));
  if (at < 0) return undefined;
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^\S/.test(l) && matchErrorLine(l)) return l;
  }
  return undefined;
}

/** A real traceback turned into a case on one repository. */
export interface RealCase {
  /** The raise site in repo-relative terms. */
  path: string;
  line: number;
  symptoms: Record<SymptomForm, string>;
}

/**
 * Returns the case of a real traceback on a repository whose file list is `paths`, or a reason string when the
 * traceback has no frame in the repository. The raise is the innermost repository frame of the last block that
 * has one — the same line for all three symptom forms. When the error comes from outside the repository (a builtin
 * `open()`, numpy, a compiled `.pyx` module), that frame is the repository line that called out: the line a
 * maintainer must see.
 */
export function realCase(text: string, root: string, paths: readonly string[]): RealCase | string {
  const sym = parseSymptom(text);
  const resolver = new PathResolver(root, paths);
  const inRepo = new Map<Frame, string>();
  for (const f of sym.frames) {
    const r = resolver.resolve(f.path);
    if (r.kind === 'ok' && !f.internal) inRepo.set(f, r.path);
  }
  if (!inRepo.size) return 'no frame of the traceback is in the repository';
  const lastChain = Math.max(...[...inRepo.keys()].map((f) => f.chain));
  const block = [...inRepo.keys()].filter((f) => f.chain === lastChain).sort((a, b) => a.order - b.order);
  const raise = block[block.length - 1]!;
  // pytest prints `E   KeyError: 'key'` above the location instead of a headline below it.
  const parsedLine = sym.exceptionTypes.length ? `${sym.exceptionTypes[0]}${sym.messages[0] ? `: ${sym.messages[0]}` : ''}` : undefined;
  const errorLine = (raise.format === 'pytest' ? parsedLine : errorLineAfter(text, raise)) ?? parsedLine ?? text.replace(/\s+$/, '').split('\n').pop()!;
  const user = userFrames(sym.frames, inRepo).find((f) => f.chain === lastChain) ?? userFrames(sym.frames, inRepo).pop();
  const callerPart = user ? `Traceback (most recent call last):\n  File "${user.path}", line ${user.line}, in ${user.func ?? '<module>'}\n    ${user.source}\n` : '';
  return {
    path: inRepo.get(raise)!,
    line: raise.line ?? 1,
    symptoms: { traceback: text, 'caller+message': `${callerPart}${errorLine}\n`, message: `${errorLine}\n` },
  };
}

/** The outcome of one symptom form of one real case. */
export interface RealFormScore { hit: boolean; tokens: number }

/** One real traceback scored in the three forms. */
export interface RealScore { name: string; raise: string; forms: Record<SymptomForm, RealFormScore> }

/**
 * Returns the real cases of `named` tracebacks scored on one repository: each is cut into the three forms and sliced
 * by `slice` (a budgeted slice on a loaded index); cases with no frame in the repository are returned as skipped.
 */
export async function scoreRealCases(
  root: string, paths: readonly string[], named: readonly { name: string; text: string }[],
  slice: (symptom: string) => Promise<SliceManifest>,
): Promise<{ scored: RealScore[]; skipped: { name: string; reason: string }[] }> {
  const scored: RealScore[] = [];
  const skipped: { name: string; reason: string }[] = [];
  for (const { name, text } of named) {
    const c = realCase(text, root, paths);
    if (typeof c === 'string') { skipped.push({ name, reason: c }); continue; }
    const forms = {} as Record<SymptomForm, RealFormScore>;
    for (const form of FORMS) {
      const m = await slice(c.symptoms[form]);
      forms[form] = { hit: visible(m, c.path, c.line), tokens: m.tokens.task_state };
    }
    scored.push({ name, raise: `${c.path}:${c.line}`, forms });
  }
  return { scored, skipped };
}

/** Per-form totals of a real-traceback run. */
export interface RealSummary { form: SymptomForm; hits: number; cases: number; success: number; medianTokens: number }

/** The report of `benchReal`. */
export interface RealReport { repo: string; budget: number; summary: RealSummary[]; scored: RealScore[]; skipped: { name: string; reason: string }[] }

/**
 * Returns the real-traceback report of captured symptoms on the repository at `root`, each form sliced at `budget`.
 * `inputs` are files or directories (a directory stands for its `*.txt` files); cases are sorted by file name, those
 * with no frame in the repository listed as skipped. Slices run in-process on one index; no slice cache is written.
 */
export async function benchReal(root: string, inputs: readonly string[], budget = 30000): Promise<RealReport> {
  const index = await loadIndex(root);
  const table = loadLiteralTable(index.root, index.files, literalCacheFile(index.root));
  const files: string[] = [];
  for (const p of inputs) {
    if (statSync(p).isDirectory()) files.push(...readdirSync(p).filter((n) => n.endsWith('.txt')).map((n) => join(p, n)));
    else files.push(p);
  }
  const named = [...new Set(files)].map((f) => ({ name: basename(f), text: readFileSync(f, 'utf8') })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const { scored, skipped } = await scoreRealCases(index.root, index.files.map((f) => f.path), named, (symptom) =>
    computeSlice({ root: index.root, index, literals: () => table }, resolveSliceOptions({ symptom, budget }), resolveBudget(budget), undefined, {}));
  const summary = FORMS.map((form) => {
    const hits = scored.filter((r) => r.forms[form].hit).length;
    const tokens = scored.map((r) => r.forms[form].tokens).sort((a, b) => a - b);
    const m = tokens.length >> 1;
    return { form, hits, cases: scored.length, success: scored.length ? hits / scored.length : 0, medianTokens: tokens.length ? (tokens.length % 2 ? tokens[m]! : (tokens[m - 1]! + tokens[m]!) / 2) : 0 };
  });
  return { repo: index.root, budget, summary, scored, skipped };
}

/** Returns a plain-text table of a real-traceback report (per form, then case by case). */
export function realTable(r: RealReport): string {
  const out = [`real tracebacks on ${r.repo}: ${r.scored.length} scored, ${r.skipped.length} skipped, budget ${r.budget}`];
  for (const s of r.summary) out.push(`  ${s.form.padEnd(15)} ${String(s.hits).padStart(3)}/${s.cases}  ${(100 * s.success).toFixed(1).padStart(5)}%  median ${s.medianTokens} tokens`);
  for (const c of r.scored) out.push(`  ${c.name.padEnd(34)} ${c.raise.padEnd(48)} ${FORMS.map((f) => `${f}:${c.forms[f].hit ? 'hit' : 'MISS'}`).join('  ')}`);
  for (const k of r.skipped) out.push(`  ${k.name.padEnd(34)} skipped: ${k.reason}`);
  return `${out.join('\n')}\n`;
}
