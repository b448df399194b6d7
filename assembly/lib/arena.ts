// Shared linear-memory arena for every kernel (see STYLE.md point 1).
// The host writes its input at the address `reserve()` returns; scratch and output follow it.
// Nothing is freed: each call starts again at __heap_base, so there is no malloc/free on the hot path.

/** Grows linear memory so that [0, end) is addressable. Views held by the host are detached by growth. */
export function ensureMemory(end: usize): void {
  const pages = <i32>((end + 0xffff) >>> 16);
  const have = memory.size();
  if (pages > have) {
    if (memory.grow(pages - have) < 0) unreachable();
  }
}

/** Returns the first free address after static data; the input always starts here. */
export function heapBase(): usize {
  return (__heap_base + 15) & ~<usize>15;
}
