/** Files of the difference listed by name; the rest is counted. */
const LIST_MAX = 15;
const seedLabel = (s) => `${s.path}${s.line ? `:${s.line}` : ''}`;
// A seed without a line (the whole file) sorts before the same file's line seeds.
const bySeed = (left, right) => left.path < right.path ? -1 : left.path > right.path ? 1 : (left.line ?? 0) - (right.line ?? 0);
function labels(seeds, max = 6) {
    const shown = seeds.slice(0, max).map(seedLabel).join(', ');
    return seeds.length > max ? `${shown} and ${seeds.length - max} more` : shown;
}
/**
 * Returns the task switch that `next` makes from the working set `current`, or null when there is none: no current
 * working set (the first task of a session), a current working set of another repository, a symptom without seeds,
 * or seeds that are all seeds of the current task already (the same task seen again, or narrowed).
 * The difference lists the new task's files absent from the old slice; without `next.files` (no slice yet) it lists
 * the new seeds the old slice did not hold.
 */
export function detectTaskSwitch(next, current, repo) {
    if (!current || next.seeds.length === 0)
        return null;
    if (repo !== undefined && repo !== current.repo)
        return null;
    const oldSeedPaths = new Set(current.seeds.map((s) => s.path));
    const newSeeds = [...next.seeds].filter((s) => !oldSeedPaths.has(s.path)).sort(bySeed);
    if (newSeeds.length === 0)
        return null;
    const oldFiles = new Set(current.files.map((f) => f.path));
    const needed = next.files ?? next.seeds.map((s) => ({ path: s.path, role: 'seed' }));
    const seen = new Set();
    const added = [];
    for (const f of needed) {
        if (oldFiles.has(f.path) || seen.has(f.path))
            continue;
        seen.add(f.path);
        added.push(f);
    }
    const nextPaths = new Set(needed.map((f) => f.path));
    const kept = current.files.filter((f) => nextPaths.has(f.path)).length;
    const dropped = current.files.length - kept;
    const oldSeeds = [...current.seeds].sort(bySeed);
    const declaration = `[ck: task switch: this symptom's seeds (${labels([...next.seeds].sort(bySeed))}) are not the previous task's ` +
        `(${oldSeeds.length ? labels(oldSeeds) : 'none'}); the slice below replaces the previous one — ` +
        `${added.length} file(s) it needs were not in the previous slice, ${kept} carried over, ${dropped} no longer in the working set]`;
    const lines = [declaration];
    if (added.length > 0) {
        lines.push('needed now, left out by the previous slice:');
        for (const f of added.slice(0, LIST_MAX))
            lines.push(`  ${(f.role ?? '').padEnd(10)} ${f.path}${f.tier ? ` [${f.tier}]` : ''}`);
        if (added.length > LIST_MAX)
            lines.push(`  … ${added.length - LIST_MAX} more (see the manifest below)`);
    }
    return { declaration, newSeeds, added, kept, dropped, text: lines.join('\n') };
}
