import { lastPart } from './names.js';
/** Returns the symbol map of `index` (each id listed once per name, in id order); of the names in `only` when given. */
export function buildSymbolMap(index, only) {
    const functions = new Map();
    const methods = new Map();
    index.files.forEach((f, id) => {
        for (const d of f.defs) {
            const map = d.kind === 'method' ? methods : d.kind === 'function' || d.kind === 'class' ? functions : undefined;
            if (!map)
                continue;
            const n = lastPart(d.name);
            if (only && !only.has(n))
                continue;
            const list = map.get(n);
            if (!list)
                map.set(n, [id]);
            else if (list[list.length - 1] !== id)
                list.push(id);
        }
    });
    return { functions, methods };
}
