/**
 * Returns every file reached from `targetId` (the target at hop 0), loading the facts of each frontier it expands
 * (names are followed from the files of the first `nameHops` frontiers only, `maxHops` for all; past them, imports only);
 * pushes one `name-collision` warning per colliding name and one for the names not followed.
 */
export async function resolveReach(index, graph, symbols, analyses, targetId, opts, warnings) {
    const { nameHops } = opts;
    const reached = new Map([[targetId, { hop: 0, via: targetId, by: 'target' }]]);
    // Collisions are reported once per name (at its first call site), not once per call.
    const collisions = new Map();
    const skipped = new Map();
    let frontier = [targetId];
    for (let hop = 1; hop <= opts.maxHops && frontier.length; hop++) {
        const names = hop <= nameHops;
        if (names)
            await analyses.loadFacts(frontier);
        const next = [];
        const add = (id, via, by) => {
            if (reached.has(id))
                return;
            reached.set(id, { hop, via, by });
            next.push(id);
        };
        for (const f of [...frontier].sort((a, b) => a - b)) {
            for (const d of graph.neighbours(f))
                add(d, f, 'import');
            const facts = names ? analyses.facts.get(f) : undefined;
            if (!facts)
                continue;
            const bound = new Set(facts.bound);
            const imported = new Set(facts.imported);
            for (let ci = 0; ci < facts.callLines.length; ci++) {
                const call = { recv: facts.callNames[2 * ci], name: facts.callNames[2 * ci + 1], line: facts.callLines[ci] };
                let cands;
                if (call.recv === '') {
                    if (bound.has(call.name))
                        continue; // a module name or an import explains it
                    cands = symbols.functions.get(call.name);
                }
                else {
                    if (imported.has(call.recv))
                        continue; // `module.fn()`: the import edge explains it
                    cands = symbols.methods.get(call.name);
                }
                if (!cands)
                    continue;
                const count = cands.length - (cands.includes(f) ? 1 : 0);
                if (count === 0)
                    continue;
                if (count > opts.maxNameFanout) {
                    const k = skipped.get(call.name);
                    if (k)
                        k.callers.add(f);
                    else
                        skipped.set(call.name, { files: count, path: index.files[f].path, line: call.line, callers: new Set([f]) });
                    continue;
                }
                const others = cands.filter((c) => c !== f);
                for (const c of others)
                    add(c, f, `name:${call.name}`);
                if (others.length > 1) {
                    const k = collisions.get(call.name);
                    if (k) {
                        k.callers.add(f);
                        for (const c of others)
                            k.files.add(c);
                    }
                    else
                        collisions.set(call.name, { path: index.files[f].path, line: call.line, shown: `${call.recv ? `${call.recv}.` : ''}${call.name}()`, files: new Set(others), callers: new Set([f]) });
                }
            }
        }
        frontier = next;
    }
    for (const [name, k] of collisions) {
        const files = [...k.files].sort((a, b) => a - b).map((c) => index.files[c].path);
        const more = k.callers.size > 1 ? ` (called in ${k.callers.size} files)` : '';
        warnings.push({ kind: 'name-collision', path: k.path, line: k.line, detail: `'${name}' (called as ${k.shown})${more} is defined in ${files.length} files: ${files.join(', ')} — all included; a type-aware resolver could drop some` });
    }
    if (skipped.size) {
        const list = [...skipped].sort((a, b) => b[1].files - a[1].files || (a[0] < b[0] ? -1 : 1));
        const first = [...skipped.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line))[0];
        warnings.push({ kind: 'name-collision', path: first.path, line: first.line, detail: `${list.length} called name(s) are defined in more than ${opts.maxNameFanout} files and were not followed (raise maxNameFanout to follow them): ${list.slice(0, 12).map(([n, k]) => `${n} (${k.files} files)`).join(', ')}${list.length > 12 ? ', …' : ''}` });
    }
    return reached;
}
