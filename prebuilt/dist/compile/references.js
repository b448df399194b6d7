import { lastPart } from './names.js';
const CALLABLE = new Set(['function', 'class', 'interface', 'type', 'enum', 'const', 'variable']);
/**
 * Returns the references of the target `targetId`: names it imports that a directly imported file (or, for
 * re-exports, at most `fanout` files) defines; bare calls of names it does not bind, defined in at most `fanout`
 * other files; and member calls `x.name()` of methods the target does not define itself, defined in at most `fanout`
 * other files. Sorted by name; each lists its definitions by file id.
 */
export function targetReferences(index, targetId, facts, imports, fanout) {
    if (!facts)
        return [];
    const own = new Set(index.files[targetId].defs.map((d) => lastPart(d.name)));
    // Only the names the target imports or calls are looked up: the maps hold nothing else.
    const wanted = new Set(facts.imported);
    for (let i = 1; i < facts.callNames.length; i += 2)
        wanted.add(facts.callNames[i]);
    const topDefs = new Map();
    const methodDefs = new Map();
    index.files.forEach((f, id) => {
        if (id === targetId || f.lang === 'other')
            return;
        for (const d of f.defs) {
            const method = d.kind === 'method';
            if (!method && !CALLABLE.has(d.kind))
                continue;
            if (!method && d.name.includes('.'))
                continue; // class attributes are not importable names
            const map = method ? methodDefs : topDefs;
            const n = lastPart(d.name);
            if (!wanted.has(n))
                continue;
            const list = map.get(n);
            if (list)
                list.push({ id, def: d });
            else
                map.set(n, [{ id, def: d }]);
        }
    });
    const direct = new Set(imports);
    const files = (list) => new Set(list.map((x) => x.id)).size;
    const out = new Map();
    for (const name of facts.imported) {
        const all = topDefs.get(name);
        if (!all)
            continue;
        const near = all.filter((x) => direct.has(x.id));
        const defs = near.length ? near : files(all) <= fanout ? all : [];
        if (defs.length)
            out.set(name, { name, how: 'import', defs });
    }
    const bound = new Set(facts.bound);
    const imported = new Set(facts.imported);
    for (let i = 0; i < facts.callLines.length; i++) {
        const recv = facts.callNames[2 * i];
        const name = facts.callNames[2 * i + 1];
        if (recv === '') {
            if (bound.has(name) || out.has(name))
                continue;
            const all = topDefs.get(name);
            if (all && files(all) <= fanout)
                out.set(name, { name, how: 'call', defs: all });
        }
        else {
            if (imported.has(recv) || own.has(name))
                continue;
            const key = `.${name}`;
            if (out.has(key))
                continue;
            const all = methodDefs.get(name);
            if (all && files(all) <= fanout)
                out.set(key, { name: key, how: 'method', defs: all });
        }
    }
    return [...out.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/** Returns the coverage of `refs` by `shown`: a reference is covered when every definition it resolves to is shown. */
export function referenceCoverage(refs, shown) {
    let covered = 0;
    const uncovered = [];
    for (const r of refs) {
        if (r.defs.every((d) => shown.whole.has(d.id) || shown.defs.get(d.id)?.has(d.def)))
            covered++;
        else
            uncovered.push(r.name);
    }
    const n = refs.length;
    return { references: n, covered, rate: n ? Math.round((covered / n) * 10000) / 10000 : 1, uncovered: uncovered.slice(0, 30) };
}
