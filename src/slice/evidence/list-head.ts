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
 * Returns `list` with two kinds of definitions of its head moved to just past it, in list order, their slots going
 * to the next definitions:
 * - one that encloses a definition listed above it (a class after one of its own methods, a function after one
 *   nested in it). It says nothing the head has not said: its member already names the file and the place, and
 *   the agent opens the member's enclosing definition when it opens the member;
 * - one of an installed package (`isPackage` of its path), while the project's own definitions follow. The agent
 *   fixes the project; a package's definition explains (the slice still shows it where its evidence earns that),
 *   but the fix does not land there.
 * Rules, not fitted: neither has a constant. Measured on dumps of both issue sets (bench/devsets/issues/list-order.mjs
 * `head`): the first rule moves 31 of 215 dev heads and 21 of 176 held-out ones, the second 9 and 1; no gold
 * definition moves down; function Acc@5 on dev 127 → 129 of 215, held-out 103 = 103 (the issues each rule moved:
 * bench/devsets/issues/README.md, "The list's head").
 */
export function orderHead<T extends Listed>(list: readonly T[], isPackage: (path: string) => boolean = () => false, head = LIST_HEAD): T[] {
  const out: T[] = [];
  const deferred: T[] = [];
  for (const e of list) {
    if (out.length < head && (isPackage(e.path) || out.some((o) => encloses(e, o)))) deferred.push(e);
    else out.push(e);
    if (out.length === head && deferred.length) out.push(...deferred.splice(0));
  }
  return [...out, ...deferred];
}

/** Whether `outer` strictly encloses `inner` (same file, its lines within and not the same range). */
function encloses(outer: Listed, inner: Listed): boolean {
  return outer.path === inner.path && outer.start <= inner.start && inner.end <= outer.end && !(outer.start === inner.start && outer.end === inner.end);
}
