// The kernels' public surface: terminal emulation, SHA hashing and the worker pool. Each kernel is an
// AssemblyScript module in assembly/ with a plain-TS twin in ./js/ that produces identical results.
export {
  stripTerminal, stripTerminalDetailed,
  type TerminalStats, type TerminalOptions, type TerminalResult, type DetailedTerminalResult,
} from './terminal.js';
export { sha1Hex, sha256Hex, DEFAULT_SHA_IMPL, type ShaImpl, type ShaOptions } from './sha.js';
export {
  stripTerminalLarge, closeKernelPool, kernelPoolCounters, splitAtNewlines, STRIP_POOL_MIN_BYTES, POOL_CHUNK_BYTES,
  type LargeOptions, type PoolCounters,
} from './pool.js';
export { kernelFallbacks, resetKernelFallbacks, type FallbackReason } from './fallback.js';
