// T1: the pipeline from a tool output's bytes to the normalized text.
//   bytes → binary check → stripTerminal (H1's kernel) → projection by tool:
//     json  → large arrays reduced to their first items + a marker element (valid JSON out)
//     grep  → matches capped per file
//     other → line ops kernel (runs) → signal classification → head + signal + tail elision
//   → markers, spill (cleaned text + raw bytes under a content-addressed key).
import { stripTerminalDetailed, plainUnits, type DetailedTerminalResult } from '../kernels/terminal.js';
import { lineOps, DEFAULT_LINE_OPS } from '../kernels/lines.js';
import { estimateTokens } from '../tokens.js';
import { spillPut, spillPutRaw } from '../store/spill.js';
import { asBuffer, binaryReason, charCount, isUtf8 } from './bytes.js';
import { sha1, spillKeyOf, KEY_HEX } from './hash.js';
import { binaryMarker } from './markers.js';
import { planAndRender } from './lines-plan.js';
import { cutLongLines } from './long-lines.js';
import { projectJson, looksLikeJson } from './json.js';
import { resolveOptions, resolveRequest, type NormalizeOptions } from './options.js';
import type { NormalizeResult, NormalizeStats } from './types.js';

/**
 * Returns the normalized form of a tool output: escape sequences and progress redraws resolved, repeated lines
 * collapsed and, for long outputs, everything but head, signal lines (with a line of context) and tail replaced by
 * `[ck: …]` markers that name the exact line range and the `ck recall` command that gives it back.
 * Synchronous; idempotent (`normalize(normalize(x).text).text === normalize(x).text`).
 *
 * @example
 * const r = normalize(logBytes, { tool: 'bash' });
 * r.text        // what the agent sees
 * r.key         // `ck recall <key> --lines A-B` recovers any elided range
 */
export function normalize(input: string | Uint8Array, opts: NormalizeOptions = {}): NormalizeResult {
  if (typeof input === 'string') return run(Buffer.from(input, 'utf8'), true, input.length, input, opts);
  const raw = asBuffer(input);
  const rawIsUtf8 = isUtf8(raw); // one validation pass, shared by binaryReason and charCount
  return run(raw, rawIsUtf8, undefined, undefined, opts);
}

/**
 * Returns normalize(`text`) computed from `bytes`, the UTF-8 encoding of `text`, which the caller already holds (the
 * hook gets both from the payload): no encoding, validation or character count of the input again.
 */
export function normalizeEncoded(text: string, bytes: Uint8Array, opts: NormalizeOptions = {}): NormalizeResult {
  return run(asBuffer(bytes), true, text.length, text, opts);
}

/**
 * normalize() of `raw` (`rawIsUtf8`: whether it is valid UTF-8; `charsIn`: its UTF-16 length, when known — else it is
 * counted here, by the terminal kernel's scan when it finds the input plain; `text`: its decoded form, when known).
 */
function run(raw: Buffer, rawIsUtf8: boolean, charsIn: number | undefined, input: string | undefined, opts: NormalizeOptions): NormalizeResult {
  const { tool: requested, spill } = resolveRequest(opts);
  const emptyStats = (tool: NormalizeStats['tool']): NormalizeStats => ({
    tool, bytesIn: raw.length, lines: 0, keptLines: 0, escapes: 0, redraws: 0, overstrikes: 0, controls: 0, candidates: 0, impl: 'none',
  });
  if (raw.length === 0) {
    return { text: '', key: null, tokensBefore: 0, tokensAfter: 0, elisions: [], signalLines: 0, binary: false, changed: false, stats: emptyStats('bash') };
  }
  const why = binaryReason(raw, rawIsUtf8);
  if (why) {
    charsIn ??= charCount(raw, undefined, rawIsUtf8);
    const digest = sha1(raw);
    const key = digest.slice(0, KEY_HEX);
    if (spill) spillPutRaw(key, raw);
    const text = binaryMarker(key, raw.length, why, digest.slice(0, KEY_HEX));
    return {
      text, key, tokensBefore: estimateTokens(charsIn), tokensAfter: estimateTokens(text),
      elisions: [{ start: 1, end: 1, lines: 1, tokens: estimateTokens(charsIn), kind: 'binary' }],
      signalLines: 0, binary: true, changed: true, stats: emptyStats(requested === 'auto' ? 'bash' : requested),
    };
  }

  // Most large outputs hold no control byte (the client runs commands without a TTY): then the visible text is the
  // input itself, found by a scan in small pieces (no copy of the input into the kernel and back out).
  const plain = plainUnits(raw);
  const term = plain >= 0 ? plainTerminal(raw, plain) : stripTerminalDetailed(raw);
  // The kernel's count assumes valid UTF-8; otherwise (or from the TS twin) count as usual.
  const inChars = charsIn ?? (rawIsUtf8 && term.units !== undefined && term.units >= 0 ? term.units : charCount(raw, undefined, rawIsUtf8));
  const cleaned = asBuffer(term.bytes);
  const cleanedIsRaw = cleaned === raw || (cleaned.length === raw.length && cleaned.equals(raw));
  const tool: NormalizeStats['tool'] = requested === 'auto' ? (looksLikeJson(cleaned) ? 'json' : 'bash') : requested;
  const o = resolveOptions(opts, tool);
  let key: string | null = null;
  const keyOf = (): string => (key ??= spillKeyOf(raw));

  let text: string | null = null;
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
    const projected = projectJson(cleaned, o, keyOf);
    if (projected === 'keep') lineMode = false;
    else if (projected) {
      lineMode = false;
      text = projected.text;
      elisions = projected.elisions;
    } else usedTool = 'bash'; // not JSON after all (or numbers JSON.parse would alter): treat as a log
  }
  if (lineMode) {
    const lineOpts = tool === 'web' ? { ...DEFAULT_LINE_OPS, minBlank: 2 } : DEFAULT_LINE_OPS;
    let ops = lineOps(cleaned, lineOpts, o.impl);
    impl = ops.impl;
    lines = ops.count;
    // Long lines are cut first, so the plan sees (and classifies) what the agent will see; line numbers stay.
    const cut = cutLongLines(cleaned, ops, o.maxLineBytes, keyOf);
    if (cut) ops = lineOps(cut.bytes, lineOpts, o.impl);
    const plan = planAndRender(cut ? cut.bytes : cleaned, ops, usedTool === tool ? o : resolveOptions(opts, usedTool), keyOf);
    signalLines = plan.signalLines;
    keptLines = plan.keptLines;
    candidates = plan.candidates;
    signalMask = plan.signal;
    if (plan.elisions.length > 0 || cut) {
      text = plan.text;
      elisions = cut ? [...plan.elisions, ...cut.elisions].sort((x, y) => x.start - y.start) : plan.elisions;
    }
  }
  const validUtf8 = cleanedIsRaw ? rawIsUtf8 : isUtf8(cleaned); // the terminal pass left the bytes as they were: validated once
  const changed = text !== null || !cleanedIsRaw || !validUtf8;
  if (text === null) {
    text = cleanedIsRaw && input !== undefined ? input : cleaned.toString('utf8');
  }
  let spillNow: (() => void) | undefined;
  if (changed && spill) {
    spillNow = (): void => {
      const textBytes = validUtf8 ? cleaned : Buffer.from(cleaned.toString('utf8'), 'utf8');
      spillPut(keyOf(), textBytes, textBytes.equals(raw) ? null : raw);
    };
    if (!opts.deferSpill) {
      spillNow();
      spillNow = undefined;
    }
  }
  const stats: NormalizeStats = {
    tool: usedTool, bytesIn: raw.length, lines, keptLines, escapes: term.stats.escapes, redraws: term.stats.redraws,
    overstrikes: term.stats.overstrikes, controls: term.stats.controls, candidates, impl,
  };
  const result: NormalizeResult = {
    text,
    key: changed ? keyOf() : null,
    tokensBefore: estimateTokens(inChars),
    tokensAfter: estimateTokens(text),
    elisions,
    signalLines,
    binary: false,
    changed,
    stats,
  };
  // Not enumerable: `ck normalize --json` prints the result as it was; fitToChars (fit.ts) reads it.
  if (signalMask) Object.defineProperty(result, 'signalMask', { value: signalMask, enumerable: false });
  if (spillNow) Object.defineProperty(result, 'spillNow', { value: spillNow, enumerable: false });
  // The input as a terminal shows it, for the answer guard (hooks/answer-guard.ts), which would otherwise run the
  // terminal pass again; decoded only when called.
  Object.defineProperty(result, 'cleanedText', { value: () => (cleanedIsRaw && input !== undefined ? input : cleaned.toString('utf8')), enumerable: false });
  // The entry spillNow writes is the input itself (text and raw bytes alike): a caller holding the input as a file
  // may link the file instead (store/spill.ts spillLink).
  if (spillNow && cleanedIsRaw && validUtf8) Object.defineProperty(result, 'spillIsInput', { value: true, enumerable: false });
  return result;
}

/** Returns stripTerminalDetailed's result for an input plainUnits found plain (`units` its UTF-16 length): the input. */
function plainTerminal(raw: Buffer, units: number): DetailedTerminalResult {
  return { bytes: raw, stats: { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 }, upMoves: 0, units };
}
