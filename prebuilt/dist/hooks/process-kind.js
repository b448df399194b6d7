/**
 * Whether this process answers one hook call and exits (the in-process hook: run.ts runHookProcess) or many (the hook
 * server). Some choices differ: a one-shot process starts with no memory to reuse, a server keeps its kernels' grown
 * memories and the allocator's freed pages warm from call to call (large-output.ts reads a persisted file in place only
 * in a one-shot process, where that saves a copy; in a server the copying path reuses warm memory).
 */
let oneShot = false;
/** Returns nothing; marks this process as answering one hook call (called by runHookProcess). */
export function markOneShotProcess() {
    oneShot = true;
}
/** Returns true when this process answers one hook call and exits. */
export function oneShotProcess() {
    return oneShot;
}
