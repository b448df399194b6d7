// The kernels' public surface: terminal emulation, SHA hashing and the worker pool. Each kernel is an
// AssemblyScript module in assembly/ with a plain-TS twin in ./js/ that produces identical results.
export { stripTerminal, stripTerminalDetailed, } from './terminal.js';
export { sha1Hex, sha256Hex, DEFAULT_SHA_IMPL } from './sha.js';
export { stripTerminalLarge, closeKernelPool, kernelPoolCounters, splitAtNewlines, STRIP_POOL_MIN_BYTES, POOL_CHUNK_BYTES, } from './pool.js';
export { kernelFallbacks, resetKernelFallbacks } from './fallback.js';
