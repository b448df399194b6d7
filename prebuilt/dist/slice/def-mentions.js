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
/** Returns whether the text that gave `m` names definition `d` (its last name part, or its last two parts). */
export function namesDef(m, d) {
    const parts = d.name.split('.');
    return m.names.has(parts[parts.length - 1]) || (parts.length >= 2 && m.pairs.has(parts.slice(-2).join('.')));
}
