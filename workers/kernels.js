// Piscina worker for the kernels: strips one chunk of terminal output with the wasm kernel, which the
// module instantiates once per worker thread and reuses for every task.
// Message types live in src/kernels/pool.ts (StripChunkTask / the result layout below).
import { move } from 'piscina';
import { stripTerminalDetailed } from '../dist/kernels/terminal.js';

/** Header of the returned ArrayBuffer: 5 little-endian i32 (escapes, redraws, overstrikes, controls, upMoves), then the bytes. */
export const HEADER_BYTES = 20;

/**
 * Returns the stripped chunk as one transferable ArrayBuffer: HEADER_BYTES of stats, then the visible bytes.
 * @param {{ buf: ArrayBuffer }} task
 */
export default function stripChunk(task) {
  const r = stripTerminalDetailed(new Uint8Array(task.buf));
  const out = new ArrayBuffer(HEADER_BYTES + r.bytes.length);
  const head = new Int32Array(out, 0, 5);
  head[0] = r.stats.escapes;
  head[1] = r.stats.redraws;
  head[2] = r.stats.overstrikes;
  head[3] = r.stats.controls;
  head[4] = r.upMoves;
  new Uint8Array(out, HEADER_BYTES).set(r.bytes);
  return move(out);
}
