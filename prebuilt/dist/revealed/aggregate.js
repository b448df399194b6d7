/** Slices a pattern must appear in before it is proposed. */
export const MIN_REPEATS = 2;
/** Returns the proposals for the repeated patterns among `reports` (at least MIN_REPEATS slices each). */
export function aggregate(reports) {
    const perRepo = new Map();
    const missed = new Map();
    const unused = new Map();
    for (const r of reports) {
        perRepo.set(r.repo, (perRepo.get(r.repo) ?? 0) + 1);
        for (const f of r.faults) {
            if (f.kind !== 'outside')
                continue;
            const key = `${r.repo}\0${f.path}`;
            const cur = missed.get(key) ?? { repo: r.repo, path: f.path, count: 0, tokens: 0, seeds: new Set() };
            cur.count++;
            cur.tokens += f.tokens;
            r.seeds.forEach((s) => cur.seeds.add(s));
            missed.set(key, cur);
        }
        for (const p of r.unopened) {
            const key = `${r.repo}\0${p}`;
            const cur = unused.get(key) ?? { repo: r.repo, path: p, count: 0, seeds: new Set() };
            cur.count++;
            r.seeds.forEach((s) => cur.seeds.add(s));
            unused.set(key, cur);
        }
    }
    const seedsOf = (s) => [...s].sort().slice(0, 5);
    const out = [];
    for (const m of missed.values()) {
        if (m.count < MIN_REPEATS)
            continue;
        const of = perRepo.get(m.repo) ?? m.count;
        out.push({
            kind: 'missed-file', repo: m.repo, path: m.path, count: m.count, of, tokens: m.tokens, seeds: seedsOf(m.seeds),
            text: `read outside the slice after ${m.count} of ${of} slices (~${m.tokens} tokens of page faults): if it belongs to these tasks, add it with --seed ${m.path}, or find the edge the slicer misses (a dynamic import, a registration)`,
        });
    }
    for (const u of unused.values()) {
        if (u.count < MIN_REPEATS)
            continue;
        const of = perRepo.get(u.repo) ?? u.count;
        out.push({
            kind: 'unused-file', repo: u.repo, path: u.path, count: u.count, of, tokens: 0, seeds: seedsOf(u.seeds),
            text: `in ${u.count} of ${of} slices and never opened: a candidate for a lower tier, or for leaving out of slices with these seeds`,
        });
    }
    return out.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || b.count - a.count || b.tokens - a.tokens || (a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : 0) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
