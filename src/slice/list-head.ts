// The head of the manifest's ranked list of definitions (`symbols`): the few an agent reads first, the plan shows
// on their own (plan.ts FIRST_SHOWN) and function Acc@5 scores.

/** A ranked definition: where it lies in its file. */
interface Listed { path: string; start: number; end: number }

/**
 * How many of the list's first definitions form its head. Five, as the plan shows them (plan.ts FIRST_SHOWN) and
 * as function Acc@5 reads the list.
 */
export const LIST_HEAD = 5;

/**
 * Returns `list` with every definition of its head that encloses a definition listed above it (a class after one of
 * its own methods, a function after a function nested in it) moved to just past the head, in list order. Such an
 * entry says nothing the head has not said: its member already names the file and the place, and the agent opens
 * the member's enclosing definition when it opens the member. Its slot goes to the next definition. Measured on
 * dumps of both issue sets (bench/devsets/issues/list-order.mjs `enclosingAfterMember`): it moves 31 of 215 dev
 * heads and 21 of 176 held-out ones; no gold definition moves down; function Acc@5 dev 127 → 128 (a method
 * 6th → 5th behind its class), held-out 103 = 103, and six gold definitions one place up (5th → 4th) on the two sets.
 */
export function deferEnclosing<T extends Listed>(list: readonly T[], head = LIST_HEAD): T[] {
  const out: T[] = [];
  const deferred: T[] = [];
  for (const e of list) {
    if (out.length < head && out.some((o) => encloses(e, o))) deferred.push(e);
    else out.push(e);
    if (out.length === head && deferred.length) out.push(...deferred.splice(0));
  }
  return [...out, ...deferred];
}

/** Whether `outer` strictly encloses `inner` (same file, its lines within and not the same range). */
function encloses(outer: Listed, inner: Listed): boolean {
  return outer.path === inner.path && outer.start <= inner.start && inner.end <= outer.end && !(outer.start === inner.start && outer.end === inner.end);
}
