// Piscina worker for the kernels: strips one chunk of terminal output with the wasm kernel, which the
// module instantiates once per worker thread and reuses for every task.
// Message types live in src/kernels/pool.ts (StripChunkTask); the result layout in src/kernels/layouts.ts (STRIP_*).
import { move } from 'piscina';
import { stripTerminalDetailed } from '../dist/kernels/terminal.js';
import {
  HEADER_BYTES, STRIP_HEADER_SLOTS, STRIP_ESCAPES, STRIP_REDRAWS, STRIP_OVERSTRIKES, STRIP_CONTROLS, STRIP_UP_MOVES,
} from '../dist/kernels/layouts.js';

/** Header of the returned ArrayBuffer (kernels/layouts.ts): 5 little-endian i32 of stats, then the bytes. */
export { HEADER_BYTES };

/**
 * Returns the stripped chunk as one transferable ArrayBuffer: HEADER_BYTES of stats, then the visible bytes.
 * @param {{ buf: ArrayBuffer }} task
 */
export default function stripChunk(task) {
  const r = stripTerminalDetailed(new Uint8Array(task.buf));
  const out = new ArrayBuffer(HEADER_BYTES + r.bytes.length);
  const head = new Int32Array(out, 0, STRIP_HEADER_SLOTS);
  head[STRIP_ESCAPES] = r.stats.escapes;
  head[STRIP_REDRAWS] = r.stats.redraws;
  head[STRIP_OVERSTRIKES] = r.stats.overstrikes;
  head[STRIP_CONTROLS] = r.stats.controls;
  head[STRIP_UP_MOVES] = r.upMoves;
  new Uint8Array(out, HEADER_BYTES).set(r.bytes);
  return move(out);
}
