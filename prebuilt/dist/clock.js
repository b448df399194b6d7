// Milliseconds for phase timings (index, graph, slice, parse, compile). Not performance.now(): the first touch of the `performance` global loads about
// ten perf_hooks modules (~1.6 ms measured here), a cost paid by every short process that reports a timing.
/** Returns a monotonic time in milliseconds (only differences are meaningful). */
export function nowMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}
