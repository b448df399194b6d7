import { isEventName, lastPart } from './names.js';
/** Pushes onto `out` the dynamic-site and event-registration warnings of files `ids` (those with facts), in order. */
export function siteWarnings(index, ids, factsOf, events, out) {
    for (const id of ids) {
        const facts = factsOf.get(id);
        if (!facts)
            continue;
        const path = index.files[id].path;
        const py = index.files[id].lang === 'python';
        for (const d of facts.dynamic)
            out.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: its targets are invisible to static analysis and may be missing from tier 2` });
        const decorated = new Set();
        for (const d of facts.decorators) {
            if (!isEventName(d.name, events))
                continue;
            decorated.add(`${d.line}:${lastPart(d.name)}`);
            out.push({ kind: 'event-registration', path, line: d.line, detail: `@${d.name}: registered handler runs at run time without a static call; its callers are not in the context` });
        }
        const modules = new Set(facts.modules ?? []);
        const sites = facts.sites;
        for (let i = 0; i < sites.length; i += 3) {
            const c = { recv: facts.callNames[2 * sites[i]], name: facts.callNames[2 * sites[i] + 1] };
            const line = sites[i + 1];
            const nargs = sites[i + 2];
            // `sqlite3.connect(path)` calls a module function; `@app.route(...)` was reported as a decorator.
            if (!isEventName(c.name, events) || modules.has(c.recv) || decorated.has(`${line}:${c.name}`))
                continue;
            if (py ? nargs >= 1 : nargs >= 2) {
                out.push({ kind: 'event-registration', path, line, detail: `${c.recv}.${c.name}(…) registers a handler: the event's other handlers and emitters are not followed` });
            }
        }
    }
}
/**
 * Pushes onto `out` the dynamic sites the repository index recorded for files `ids` (files whose facts were not
 * loaded: names were not followed from them, or they are shown from a parse of some lines only); event
 * registrations only for names of the event list.
 */
export function indexSiteWarnings(index, ids, events, out) {
    for (const id of ids) {
        const path = index.files[id].path;
        for (const d of index.files[id].dynamic) {
            if (d.kind === 'event-registration') {
                const name = /^@?([\w.]+)/.exec(d.detail)?.[1] ?? '';
                if (!isEventName(name, events))
                    continue;
                out.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: registered handler runs at run time without a static call; its callers are not in the context` });
            }
            else {
                out.push({ kind: d.kind, path, line: d.line, detail: `${d.detail}: its targets are invisible to static analysis and may be missing from tier 2` });
            }
        }
    }
}
