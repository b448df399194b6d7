// The esbuild options every bundle a short process loads is built with (scripts/bundle.mjs: the CLI commands and the
// helper threads; scripts/bundle-hook.mjs: the hook and its server).
//
// Whitespace and syntax are minified; identifiers are not, so function and class names stay readable in a stack trace
// and in a profile. Why: a process pays for every byte of its bundle on each start, even from a V8 code cache hit
// (src/runtime/code-cache.ts): the read, the SHA-1 of the source that names the cache file, the UTF-16 copy into the
// CommonJS wrapper, and V8's deserialization, which is slower for a longer source with the same bytecode. On the slice
// bundle (982 → 688 KiB), the fastest of 20 starts from a warm code cache, Node 20: read 3.7 → 2.7 ms, SHA-1 2.3 → 1.7,
// wrapper 6.6 → 2.7, deserialization 21.7 → 17.2, about 10 ms of a ~60 ms warm `ck slice`. Minified identifiers
// (512 KiB) measured no faster than this.
export const STARTUP_MINIFY = { minifyWhitespace: true, minifySyntax: true };
