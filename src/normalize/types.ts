// Result types of T1 normalize.

/**
 * One removal, as stated by its marker. `start`/`end` are 1-based inclusive line numbers of the terminal-cleaned
 * text (what `ck recall KEY --lines start-end` returns); for `json-items` they are 0-based array indices and
 * `lines` is the number of items.
 */
export interface Elision {
  start: number;
  end: number;
  lines: number;
  /** Estimated tokens of the removed text (estimateTokens of its UTF-8 length). */
  tokens: number;
  kind: 'elided' | 'repeated' | 'alternating' | 'blank' | 'grep-cap' | 'json-items' | 'binary' | 'long-line';
}

/** What normalize() did, in numbers. */
export interface NormalizeStats {
  /** The tool the projection used (`auto` resolved). */
  tool: 'bash' | 'read' | 'grep' | 'json' | 'web';
  bytesIn: number;
  /** Lines of the terminal-cleaned text. */
  lines: number;
  /** Lines shown verbatim in the output (markers excluded). */
  keptLines: number;
  /** Terminal clean-up counts (escape sequences, redraws, backspaces, other controls). */
  escapes: number;
  redraws: number;
  overstrikes: number;
  controls: number;
  /** Lines the signal regexes ran on (kernel-flagged candidates). */
  candidates: number;
  /** Which line-ops implementation ran. */
  impl: 'wasm' | 'js' | 'none';
}

/** The normalized output and its accounting. */
export interface NormalizeResult {
  /** The normalized text: what the agent should see. */
  text: string;
  /** Spill key that recovers the original (`ck recall KEY`), or null when nothing was changed. */
  key: string | null;
  /** Estimated tokens of the input (as text) and of `text`. */
  tokensBefore: number;
  tokensAfter: number;
  /** Every removal, each matching one marker in `text`. */
  elisions: Elision[];
  /** Lines classified as signal (they are all in `text`, verbatim). */
  signalLines: number;
  binary: boolean;
  /** False when `text` is exactly the input. */
  changed: boolean;
  stats: NormalizeStats;
  /**
   * Per line of the cleaned text (`ck recall KEY` numbering, 0-based index), 1 = signal. Present, not enumerable,
   * when the output was long enough to be classified; fitToChars uses it to keep exactly these lines.
   */
  readonly signalMask?: Uint8Array;
  /**
   * Not enumerable; only with `deferSpill`: writes the spill entry `key` names (the caller must call it, or make the
   * key recallable another way, before the text leaves the process).
   */
  readonly spillNow?: () => void;
  /** Returns the input as a terminal shows it (escapes and redraws resolved), what marker line numbers refer to (not enumerable). */
  readonly cleanedText?: () => string;
  /** Returns `text` as UTF-8 when it was rendered as bytes (no string of it built yet), else undefined (not enumerable). */
  readonly textBytes?: () => Buffer | undefined;
  /** Returns cleanedText's text undecoded: the input string itself when the terminal pass left it as it was, else its UTF-8 bytes (not enumerable). */
  readonly cleaned?: () => string | Uint8Array;
  /** With `spillNow`: the entry it writes is the input's bytes unchanged (not enumerable). */
  readonly spillIsInput?: boolean;
}
