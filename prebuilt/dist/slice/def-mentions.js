import { extractMentions } from './symptom/mentions.js';
/** Returns the names `text` mentions (see the module comment). */
export function mentionedNames(text) {
    const names = new Set();
    const pairs = new Set();
    for (const m of extractMentions(text)) {
        if (m.kind === 'call')
            for (const p of m.parts)
                names.add(p);
        else if (m.kind === 'qualified') {
            names.add(m.parts[m.parts.length - 1]);
            if (m.parts.length >= 2)
                pairs.add(m.parts.slice(-2).join('.'));
        }
        else if (m.kind === 'identifier')
            names.add(m.text);
    }
    return { names, pairs };
}
/** Shortest mentioned name that names a definition by the end of its own name (namesDefByEnd): `sub` names no `_eval_sub`. */
const END_MIN = 3;
/** Returns whether the text that gave `m` names definition `d` (its last name part, or its last two parts). */
export function namesDef(m, d) {
    const parts = d.name.split('.');
    return m.names.has(parts[parts.length - 1]) || (parts.length >= 2 && m.pairs.has(parts.slice(-2).join('.')));
}
/**
 * Returns whether the text that gave `m` names definition `d` by the end of its last name part, after an underscore:
 * `col_insert` names `_eval_col_insert`, `sum_of_weights` names `_sum_of_weights`, `Subs` names `_print_Subs`
 * (the private, dispatched or helper twin of what the user calls). A name the text mentions is at least END_MIN long.
 */
export function namesDefByEnd(m, d) {
    const last = d.name.slice(d.name.lastIndexOf('.') + 1);
    for (let i = last.indexOf('_'); i >= 0 && i < last.length - 1; i = last.indexOf('_', i + 1)) {
        const end = last.slice(i + 1);
        if (end.length >= END_MIN && m.names.has(end))
            return true;
    }
    return false;
}
