/**
 * Tool-response shapes: for each tool, which string fields carry output, how to normalize them, and how to rebuild
 * the response in the tool's own shape (Claude Code validates `updatedToolOutput` against the tool's output schema
 * and silently drops a replacement that does not match).
 */
import { isAbsolute, resolve } from 'node:path';
import { estimateTokens } from '../tokens.js';
import { asRecord } from './payload.js';
import type { NormalizeApi } from './engine.js';
import type { HookConfig } from './config.js';
import type { SavingsKind } from '../savings/log.js';
import { formatFooter, hasFooter, replacementId } from './footer.js';
import { fitLargeOutput, largeBashOutput, stdoutBudget, withoutPreviewFields } from './large-output.js';
import type { NormalizeResult } from '../normalize/types.js';
import { partialViewNote, withNoteAboveFooter } from './read-view.js';
import { answersHold } from './answer-guard.js';

/** What the PostToolUse hook decided for one output. */
export type ShapeDecision =
  | { readonly kind: 'pass'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly keys: readonly string[] }
  | {
      readonly kind: 'replace';
      readonly channel: 'updatedToolOutput' | 'updatedMCPToolOutput';
      readonly output: unknown;
      readonly before: number;
      readonly after: number;
      readonly savingsKind: SavingsKind;
      readonly footer: string;
      readonly id: string;
      /** The whole original and normalized text of the output (fields joined), built only when the A/B samples it. */
      readonly pair?: () => { original: string; normalized: string };
    };

/** Everything an adapter needs besides the response itself. */
export interface ShapeContext {
  readonly tool: string;
  readonly toolInput: Record<string, unknown>;
  readonly toolUseId: string;
  readonly cwd: string;
  readonly config: HookConfig;
  readonly engine: NormalizeApi;
  /** Delta namespace: one per session and subagent, so a subagent never gets "unchanged" for a file it never saw. */
  readonly namespace: string;
}

type EngineTool = 'bash' | 'read' | 'grep' | 'json' | 'web' | 'auto';

/** One string field of a response, before and after normalization. */
interface Field {
  readonly name: string;
  readonly before: string;
  after: string;
}

const pass = (reason: string): ShapeDecision => ({ kind: 'pass', reason });

function withFooter(text: string, footer: string): string {
  if (text === '') return footer;
  return text.endsWith('\n') ? `${text}${footer}` : `${text}\n${footer}`;
}

/**
 * Returns the decision for a set of text fields: normalize each (tool `engineTool`), keep the result only when it is
 * smaller including the footer, and put the footer on the field named `footerField` (or the last non-empty one).
 */
function normalizeFields(
  ctx: ShapeContext,
  fields: Field[],
  engineTool: EngineTool,
  what: string,
  rebuild: (fields: readonly Field[]) => unknown,
  channel: 'updatedToolOutput' | 'updatedMCPToolOutput' = 'updatedToolOutput',
): ShapeDecision {
  const before = fields.reduce((n, f) => n + estimateTokens(f.before), 0);
  if (before < ctx.config.minTokens) return pass(`below CK_MIN_TOKENS (${before} < ${ctx.config.minTokens})`);
  if (fields.some((f) => hasFooter(f.before))) return pass('already normalized (carries a ck footer)');
  let changed = false;
  const results = new Map<Field, NormalizeResult>();
  for (const f of fields) {
    if (!f.before) continue;
    const r = ctx.engine.normalize(f.before, { tool: engineTool, spill: true });
    if (r.binary) return pass(`binary output in ${f.name}`);
    results.set(f, r);
    // The answer guard: an output whose answers the normalized text would change stays raw (and is not cut below).
    if (r.changed && r.text !== f.before && ctx.config.answerGuard && !answersHold(ctx.engine, f.before, r, `${ctx.tool} ${f.name}`)) {
      results.delete(f);
      continue;
    }
    if (r.changed && r.text !== f.before) {
      f.after = r.text;
      changed = true;
    }
  }
  // Past the client's limit the result would reach the model as a 2,000-character preview: cut it to the limit,
  // each field in proportion to its length (the fit works on normalize's own result: its key, its signal lines).
  const total = fields.reduce((n, f) => n + f.after.length, 0);
  const budget = stdoutBudget(ctx.tool, fields.length);
  if (ctx.config.largeOutput && total > budget) {
    for (const f of fields) {
      const r = results.get(f);
      if (!r || !f.after) continue;
      const fit = ctx.engine.fitToChars(r, Math.floor((budget * f.after.length) / total));
      if (fit && fit.text !== f.after) {
        f.after = fit.text;
        changed = true;
      }
    }
  }
  if (!changed) return pass('normalize found nothing to remove');
  return finish(ctx, fields, before, what, 'normalize', rebuild, channel);
}

function finish(
  ctx: ShapeContext,
  fields: Field[],
  before: number,
  what: string,
  savingsKind: SavingsKind,
  rebuild: (fields: readonly Field[]) => unknown,
  channel: 'updatedToolOutput' | 'updatedMCPToolOutput',
): ShapeDecision {
  const id = replacementId(ctx.toolUseId, fields.reduce((n, f) => n + f.before.length, 0), fields.map((f) => f.after).join('\0'));
  const bodyAfter = fields.reduce((n, f) => n + estimateTokens(f.after), 0);
  // The footer's own size counts: estimate with a placeholder of the same width, then format for real.
  const draft = formatFooter(what, before, bodyAfter, id);
  const after = bodyAfter + estimateTokens(draft) + 1;
  if (after >= before) return pass('replacement would not be smaller');
  const footer = formatFooter(what, before, after, id);
  const target = [...fields].reverse().find((f) => f.after !== '') ?? fields[fields.length - 1]!;
  target.after = withFooter(target.after, footer);
  const pair = (): { original: string; normalized: string } => ({
    original: fields.map((f) => f.before).filter(Boolean).join('\n'),
    normalized: fields.map((f) => f.after).filter(Boolean).join('\n'),
  });
  return { kind: 'replace', channel, output: rebuild(fields), before, after, savingsKind, footer, id, pair };
}

/** Bash: `{stdout, stderr, interrupted, isImage, …}`; both streams normalized, every other key preserved. */
function bash(ctx: ShapeContext, resp: Record<string, unknown>): ShapeDecision {
  if (typeof resp.stdout !== 'string' && typeof resp.stderr !== 'string') return { kind: 'unknown', keys: Object.keys(resp) };
  if (resp.isImage === true) return pass('image output');
  const command = typeof ctx.toolInput.command === 'string' ? ctx.toolInput.command : '';
  if (/#\s*ck:raw\b/.test(command)) return pass('# ck:raw in the command');
  if (Array.isArray(resp.structuredContent) && resp.structuredContent.length > 0) return pass('structured content (the client shows it instead of stdout)');
  const out = typeof resp.stdout === 'string' ? resp.stdout : '';
  const err = typeof resp.stderr === 'string' ? resp.stderr : '';
  const large = ctx.config.largeOutput ? largeBashOutput(resp) : undefined;
  if (large) return largeBash(ctx, resp, large, err);
  const fields: Field[] = [
    { name: 'stdout', before: out, after: out },
    { name: 'stderr', before: err, after: err },
  ];
  return normalizeFields(ctx, fields, 'bash', 'normalized bash output', (f) => ({ ...resp, stdout: f[0]!.after, stderr: f[1]!.after }));
}

/**
 * Bash output the client would preview (persisted to a file, or over its limit): the whole output normalized and cut
 * to the limit, signal lines last; `persistedOutputPath`/`persistedOutputSize` dropped so the client shows it.
 * The footer counts against the whole output; the savings log counts nothing saved (see below).
 */
function largeBash(ctx: ShapeContext, resp: Record<string, unknown>, large: ReturnType<typeof largeBashOutput> & object, err: string): ShapeDecision {
  const before = estimateTokens(large.size + err.length);
  if (before < ctx.config.minTokens) return pass(`below CK_MIN_TOKENS (${before} < ${ctx.config.minTokens})`);
  if (typeof resp.stdout === 'string' && hasFooter(resp.stdout)) return pass('already normalized (carries a ck footer)');
  const errAfter = err ? ctx.engine.normalize(err, { tool: 'bash', spill: true }).text : '';
  const stdout = fitLargeOutput(ctx.engine, large.full, 'bash', stdoutBudget('Bash', errAfter.length + 1), large.path);
  if (stdout === undefined) return pass('large output: nothing fits the client limit');
  const fields: Field[] = [
    { name: 'stdout', before: typeof resp.stdout === 'string' ? resp.stdout : '', after: stdout },
    { name: 'stderr', before: err, after: errAfter },
  ];
  const rest = withoutPreviewFields(resp);
  const what = large.source === 'persisted' ? 'full view of a persisted large bash output' : 'normalized bash output (its persisted file was unreadable: head only)';
  const decision = finish(ctx, fields, before, what, 'large-output', (f) => ({ ...rest, stdout: f[0]!.after, stderr: f[1]!.after }), 'updatedToolOutput');
  // The footer states the reduction of the output; the savings log claims none: without the hook the model would
  // have seen a 2,000-character preview, fewer tokens than the replacement (which buys the signal lines, not tokens).
  return decision.kind === 'replace' ? { ...decision, before: decision.after } : decision;
}

/** Read: `{type:"text", file:{filePath, content, numLines, startLine, totalLines}}`; re-read deltas, then normalize. */
function read(ctx: ShapeContext, resp: Record<string, unknown>): ShapeDecision {
  const file = asRecord(resp.file);
  if (resp.type !== 'text' || !file || typeof file.content !== 'string') {
    if (typeof resp.type === 'string' && ['image', 'notebook', 'pdf', 'parts', 'file_unchanged'].includes(resp.type)) return pass(`read of type ${resp.type}`);
    return { kind: 'unknown', keys: Object.keys(resp) };
  }
  const partial =
    ctx.toolInput.offset !== undefined ||
    ctx.toolInput.limit !== undefined ||
    (typeof file.startLine === 'number' && file.startLine > 1) ||
    (typeof file.numLines === 'number' && typeof file.totalLines === 'number' && file.numLines < file.totalLines) ||
    // Claude Code 2.1.332 cuts a whole-file Read at its token cap; cut by characters, the page can hold every line.
    file.truncatedByTokenCap === true;
  if (partial) return pass('partial read (offset/limit or the client\'s token cap)');
  const content = file.content;
  const filePath = typeof file.filePath === 'string' ? file.filePath : typeof ctx.toolInput.file_path === 'string' ? ctx.toolInput.file_path : '';
  const rebuild = (f: readonly Field[]) => {
    const text = f[0]!.after;
    return { ...resp, file: { ...file, content: text, numLines: text === '' ? 0 : text.split('\n').length } };
  };
  const fields: Field[] = [{ name: 'content', before: content, after: content }];
  const before = estimateTokens(content);
  if (hasFooter(content)) return pass('already normalized (carries a ck footer)');
  if (ctx.config.delta && filePath && before >= ctx.config.deltaMin) {
    const key = isAbsolute(filePath) ? filePath : resolve(ctx.cwd, filePath);
    const d = ctx.engine.rereadDelta(key, content, { namespace: ctx.namespace });
    if (d.kind === 'unchanged' || d.kind === 'diff') {
      // After an "unchanged" marker the next read must be the full file (the page fault), so the record is dropped.
      if (d.kind === 'unchanged') ctx.engine.forgetDelta(key, { namespace: ctx.namespace });
      fields[0]!.after = d.text;
      const kind: SavingsKind = d.kind === 'unchanged' ? 'reread-unchanged' : 'reread-diff';
      const what = d.kind === 'unchanged' ? 'unchanged re-read' : 're-read as diff';
      const decision = finish(ctx, fields, before, what, kind, rebuild, 'updatedToolOutput');
      if (decision.kind === 'replace') return decision;
      fields[0]!.after = content;
    }
  }
  if (ctx.config.readNormalize === 'off') return pass('first read (CK_READ_NORMALIZE=off)');
  if (ctx.config.readNormalize === 'nonsource' && SOURCE_FILE.test(filePath)) return pass('first read of a source file (kept whole: the agent may edit it)');
  // The model will see an elided file: say how to see it whole (the client dedupes an identical Read), and forget
  // the delta record, so a later read is never answered "unchanged since last read" for a view that was partial.
  const totalLines = typeof file.totalLines === 'number' ? file.totalLines : content.split('\n').length;
  const note = partialViewNote(totalLines);
  const decision = normalizeFields(ctx, fields, 'read', 'normalized read output', (f) => {
    const text = withNoteAboveFooter(f[0]!.after, note);
    return { ...resp, file: { ...file, content: text, numLines: text.split('\n').length } };
  });
  if (decision.kind === 'replace' && ctx.config.delta && filePath) {
    ctx.engine.forgetDelta(isAbsolute(filePath) ? filePath : resolve(ctx.cwd, filePath), { namespace: ctx.namespace });
  }
  return decision;
}

/** Source files keep their first read whole: eliding code the agent is about to edit would cost more than it saves. */
const SOURCE_FILE = /\.(py|pyi|pyx|js|mjs|cjs|jsx|ts|mts|cts|tsx|go|rs|java|kt|kts|scala|rb|php|c|cc|cpp|cxx|h|hh|hpp|cs|swift|m|mm|sh|bash|zsh|sql|vue|svelte|html|css|scss|lua|pl|r|jl|ex|exs|erl|hs|ml|dart|zig|nim|toml|ya?ml|md|rst|txt|cfg|ini)$/i;

/** Grep: content mode carries `content`; file lists and counts are all signal and pass through. */
function grep(ctx: ShapeContext, resp: Record<string, unknown>): ShapeDecision {
  if (typeof resp.content !== 'string') {
    return Array.isArray(resp.filenames) ? pass('grep file list') : { kind: 'unknown', keys: Object.keys(resp) };
  }
  const fields: Field[] = [{ name: 'content', before: resp.content, after: resp.content }];
  return normalizeFields(ctx, fields, 'grep', 'normalized grep output', (f) => ({ ...resp, content: f[0]!.after }));
}

/** WebFetch: `{bytes, code, codeText, result, durationMs, url}`; `result` normalized as web text. */
function webFetch(ctx: ShapeContext, resp: Record<string, unknown>): ShapeDecision {
  if (typeof resp.result !== 'string') return { kind: 'unknown', keys: Object.keys(resp) };
  const fields: Field[] = [{ name: 'result', before: resp.result, after: resp.result }];
  return normalizeFields(ctx, fields, 'web', 'normalized webfetch output', (f) => ({ ...resp, result: f[0]!.after }));
}

/** MCP tools: a string, an array of content blocks, or `{content: [...]}`; text blocks normalized, the rest kept. */
function mcp(ctx: ShapeContext, resp: unknown): ShapeDecision {
  const what = 'normalized mcp output';
  if (typeof resp === 'string') {
    const fields: Field[] = [{ name: 'text', before: resp, after: resp }];
    return normalizeFields(ctx, fields, 'auto', what, (f) => f[0]!.after, 'updatedMCPToolOutput');
  }
  const rec = asRecord(resp);
  const blocks = Array.isArray(resp) ? resp : rec && Array.isArray(rec.content) ? (rec.content as unknown[]) : undefined;
  if (!blocks) return { kind: 'unknown', keys: rec ? Object.keys(rec) : [typeof resp] };
  const textIdx: number[] = [];
  const fields: Field[] = [];
  blocks.forEach((b, i) => {
    const br = asRecord(b);
    if (br && br.type === 'text' && typeof br.text === 'string') {
      textIdx.push(i);
      fields.push({ name: `content[${i}]`, before: br.text, after: br.text });
    }
  });
  if (fields.length === 0) return pass('mcp output without text blocks');
  const rebuild = (f: readonly Field[]) => {
    const next = blocks.slice();
    textIdx.forEach((bi, k) => {
      next[bi] = { ...(blocks[bi] as Record<string, unknown>), text: f[k]!.after };
    });
    return Array.isArray(resp) ? next : { ...rec, content: next };
  };
  return normalizeFields(ctx, fields, 'auto', what, rebuild, 'updatedMCPToolOutput');
}

/** Returns the decision for one tool response: replace (in the tool's own shape), pass through, or unknown shape. */
export function decideShape(ctx: ShapeContext, response: unknown): ShapeDecision {
  if (ctx.tool.startsWith('mcp__')) return mcp(ctx, response);
  const rec = asRecord(response);
  if (typeof response === 'string') {
    const fields: Field[] = [{ name: 'text', before: response, after: response }];
    return normalizeFields(ctx, fields, ctx.tool === 'Bash' ? 'bash' : 'auto', `normalized ${ctx.tool.toLowerCase()} output`, (f) => f[0]!.after);
  }
  if (!rec) return { kind: 'unknown', keys: [Array.isArray(response) ? 'array' : typeof response] };
  switch (ctx.tool) {
    case 'Bash':
      return bash(ctx, rec);
    case 'Read':
      return read(ctx, rec);
    case 'Grep':
      return grep(ctx, rec);
    case 'Glob':
      return Array.isArray(rec.filenames) ? pass('glob file list') : { kind: 'unknown', keys: Object.keys(rec) };
    case 'WebFetch':
      return webFetch(ctx, rec);
    default:
      return { kind: 'unknown', keys: Object.keys(rec) };
  }
}
