// The steps of T1 after the terminal model, shared by every way an input is read (normalize.ts: whole;
// stream.ts: in pieces): projection by tool (JSON, grep, the line plan), long lines cut, markers rendered, and the
// spill entry written or deferred.
import { DEFAULT_LINE_OPS, lineOps, type LineOps, type LineOpsOptions } from '../kernels/lines.js';
import type { TerminalStats } from '../kernels/terminal.js';
import { estimateTokens } from '../tokens.js';
import { charCount, isUtf8, type TextSource } from './bytes.js';
import { planAndRender } from './lines-plan.js';
import { cutLongLines } from './long-lines.js';
import { projectJson, looksLikeJson } from './json.js';
import { resolveOptions, type NormalizeOptions, type ToolKind } from './options.js';
import type { NormalizeResult, NormalizeStats } from './types.js';
import { phase } from '../runtime/phases.js';

/** What the steps after the terminal model need to know of an input, however it was read (whole, or in pieces). */
export interface CleanedInput {
  readonly rawLength: number;
  readonly rawIsUtf8: boolean;
  /** UTF-16 length of the raw input. */
  readonly inChars: number;
  /** The input decoded, when the caller had it. */
  readonly input?: string;
  /** Returns the terminal-cleaned bytes (read after lineOps: see kernels/t1.ts). */
  cleaned(): Buffer;
  /**
   * The cleaned text read by position, when it is not held in memory (a large stream, stream.ts): the line plan reads
   * what it needs of it through this, and cleaned() reads it whole only where a step needs it so (JSON, grep capping,
   * long lines, an output left whole).
   */
  readonly text?: TextSource;
  /** With `text`: whether the cleaned bytes are valid UTF-8 (checked as they passed). */
  readonly textIsUtf8?: boolean;
  /** With `text`: stores the spill entry of `key` from the text as it lies (valid UTF-8 only); else store() is used. */
  storeText?(key: string): void;
  /** The cleaned bytes are the raw bytes. */
  readonly cleanedIsRaw: boolean;
  readonly stats: TerminalStats;
  /** Returns the line table of the cleaned bytes. */
  lineOps(opts: LineOpsOptions, impl?: 'wasm' | 'js'): LineOps;
  /** Returns the spill key of the raw input. */
  keyOf(): string;
  /** Returns nothing; stores the spill entry of `key`: `textBytes` (the cleaned text) and the raw bytes when they differ. */
  store(key: string, textBytes: Buffer): void;
  /** Returns nothing; called instead of store when nothing is spilled (a stream drops its raw temp file). */
  discard?(): void;
}

/**
 * Returns normalize's result for a cleaned input: projection by tool (JSON, grep, line plan), long lines cut, markers
 * rendered, and the spill entry written (or deferred). @internal
 */
export function finish(src: CleanedInput, requested: ToolKind, spill: boolean, opts: NormalizeOptions): NormalizeResult {
  const { rawIsUtf8, inChars, input, cleanedIsRaw } = src;
  const tool: NormalizeStats['tool'] = requested === 'auto' ? (looksLikeJsonText(src) ? 'json' : 'bash') : requested;
  const o = resolveOptions(opts, tool);
  let key: string | null = null;
  const keyOf = (): string => (key ??= src.keyOf());

  let text: string | null = null;
  // The line plan's text as UTF-8 (lines-plan.ts): decoded only when a caller reads `text` (the CLI writes the bytes).
  let textBytes: Buffer | null = null;
  let elisions: NormalizeResult['elisions'] = [];
  let signalLines = 0;
  let lines = 0;
  let keptLines = 0;
  let candidates = 0;
  let signalMask: Uint8Array | undefined;
  let impl: NormalizeStats['impl'] = 'none';
  let lineMode = true;
  let usedTool: NormalizeStats['tool'] = tool;
  if (tool === 'json') {
    const projected = projectJson(src.cleaned(), o, keyOf);
    if (projected === 'keep') lineMode = false;
    else if (projected) {
      lineMode = false;
      text = projected.text;
      elisions = projected.elisions;
    } else usedTool = 'bash'; // not JSON after all (or numbers JSON.parse would alter): treat as a log
  }
  if (lineMode) {
    const lineOpts = tool === 'web' ? { ...DEFAULT_LINE_OPS, minBlank: 2 } : DEFAULT_LINE_OPS;
    const outer = phase('line table');
    let ops = src.lineOps(lineOpts, o.impl);
    phase('classify + plan + render');
    impl = ops.impl;
    lines = ops.count;
    // Long lines are cut first, so the plan sees (and classifies) what the agent will see; line numbers stay. The
    // text read by position serves the plan unless a step reads it whole (long lines to cut, grep capping).
    const positional = src.text !== undefined && !(o.maxLineBytes > 0 && (ops.maxLineBytes ?? Infinity) > o.maxLineBytes) && usedTool !== 'grep';
    const cleaned = positional ? src.text! : src.cleaned();
    const cut = positional ? null : cutLongLines(cleaned as Buffer, ops, o.maxLineBytes, keyOf);
    if (cut) ops = lineOps(cut.bytes, lineOpts, o.impl);
    const plan = planAndRender(cut ? cut.bytes : cleaned, ops, usedTool === tool ? o : resolveOptions(opts, usedTool), keyOf);
    signalLines = plan.signalLines;
    keptLines = plan.keptLines;
    candidates = plan.candidates;
    signalMask = plan.signal;
    if (plan.elisions.length > 0 || cut) {
      textBytes = plan.bytes;
      elisions = cut ? [...plan.elisions, ...cut.elisions].sort((x, y) => x.start - y.start) : plan.elisions;
    }
    phase(outer);
  }
  const validUtf8 = cleanedIsRaw ? rawIsUtf8 : src.textIsUtf8 ?? isUtf8(src.cleaned()); // the terminal pass left the bytes as they were: validated once
  const changed = text !== null || textBytes !== null || !cleanedIsRaw || !validUtf8;
  // Bytes that are not the text's own encoding (invalid UTF-8 kept from the input) are decoded now, as before.
  if (textBytes !== null && !validUtf8) {
    text = textBytes.toString('utf8');
    textBytes = null;
  }
  if (text === null && textBytes === null) {
    text = cleanedIsRaw && input !== undefined ? input : src.cleaned().toString('utf8');
  }
  const textChars = text !== null ? text.length : charCount(textBytes!, o.impl, true);
  let spillNow: (() => void) | undefined;
  if (changed && spill) {
    spillNow = (): void => {
      if (validUtf8 && src.storeText) return src.storeText(keyOf());
      const textBytes = validUtf8 ? src.cleaned() : Buffer.from(src.cleaned().toString('utf8'), 'utf8');
      src.store(keyOf(), textBytes);
    };
    if (!opts.deferSpill) {
      const outer = phase('spill');
      spillNow();
      spillNow = undefined;
      phase(outer);
    }
  } else src.discard?.();
  const stats: NormalizeStats = {
    tool: usedTool, bytesIn: src.rawLength, lines, keptLines, escapes: src.stats.escapes, redraws: src.stats.redraws,
    overstrikes: src.stats.overstrikes, controls: src.stats.controls, candidates, impl,
  };
  const result: NormalizeResult = {
    get text(): string {
      return (text ??= textBytes!.toString('utf8'));
    },
    set text(value: string) {
      text = value;
      textBytes = null;
    },
    key: changed ? keyOf() : null,
    tokensBefore: estimateTokens(inChars),
    tokensAfter: estimateTokens(textChars),
    elisions,
    signalLines,
    binary: false,
    changed,
    stats,
  };
  // Not enumerable: `ck normalize --json` prints the result as it was; fitToChars (fit.ts) reads it.
  // The text's UTF-8 when the plan rendered bytes and nobody has set another text: `ck normalize` writes them as they are.
  Object.defineProperty(result, 'textBytes', { value: () => textBytes ?? undefined, enumerable: false });
  if (signalMask) Object.defineProperty(result, 'signalMask', { value: signalMask, enumerable: false });
  if (spillNow) Object.defineProperty(result, 'spillNow', { value: spillNow, enumerable: false });
  // The input as a terminal shows it, for the answer guard (hooks/answer-guard.ts), which would otherwise run the
  // terminal pass again; decoded only when called.
  Object.defineProperty(result, 'cleanedText', { value: () => (cleanedIsRaw && input !== undefined ? input : src.cleaned().toString('utf8')), enumerable: false });
  // The same undecoded: the answer oracles read UTF-8 bytes where they are (decoding 1 MB costs 2 ms on Node 20).
  Object.defineProperty(result, 'cleaned', { value: () => (cleanedIsRaw && input !== undefined ? input : src.cleaned()), enumerable: false });
  // The entry spillNow writes is the input itself (text and raw bytes alike): a caller holding the input as a file
  // may link the file instead (store/spill.ts spillLink).
  if (spillNow && cleanedIsRaw && validUtf8) Object.defineProperty(result, 'spillIsInput', { value: true, enumerable: false });
  return result;
}

/** Returns looksLikeJson of the cleaned text, reading only its first and last non-blank bytes when it is not in memory. */
function looksLikeJsonText(src: CleanedInput): boolean {
  const t = src.text;
  if (!t || t.length <= 2 * JSON_PROBE_BYTES) return looksLikeJson(src.cleaned());
  const head = Buffer.allocUnsafe(JSON_PROBE_BYTES);
  const tail = Buffer.allocUnsafe(JSON_PROBE_BYTES);
  t.read(head, JSON_PROBE_BYTES, 0);
  t.read(tail, JSON_PROBE_BYTES, t.length - JSON_PROBE_BYTES);
  const blank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
  let s = 0;
  while (s < head.length && blank(head[s]!)) s++;
  let e = tail.length - 1;
  while (e >= 0 && blank(tail[e]!)) e--;
  if (s === head.length || e < 0) return looksLikeJson(src.cleaned()); // blank stretches longer than a probe
  return (head[s] === 123 && tail[e] === 125) || (head[s] === 91 && tail[e] === 93);
}

/** Bytes read at each end of a text not in memory to tell whether it looks like JSON. */
const JSON_PROBE_BYTES = 4096;
