import { snippetCode } from './symptom/mentions.js';
/** Python's operators and subscripts, each with the special methods it may run (reflected ones included). */
const SYNTAX = [
    [/[\w)\]]\s*==\s*[\w(\[]/, ['__eq__']],
    [/[\w)\]]\s*!=\s*[\w(\[]/, ['__ne__', '__eq__']],
    [/[\w)\]]\s*<=?\s*[\w(\[]/, ['__lt__', '__le__']],
    [/[\w)\]]\s*>=?\s*[\w(\[]/, ['__gt__', '__ge__']],
    [/[\w)\]]\s*\*(?!\*)\s*[\w(\[]/, ['__mul__', '__rmul__']],
    [/[\w)\]]\s*\*\*\s*[\w(\[-]/, ['__pow__', '__rpow__']],
    [/[\w)\]]\s*\+\s*[\w(\[]/, ['__add__', '__radd__']],
    [/[\w)\]]\s+-\s+[\w(\[]|[\w)\]]-[\w(\[]/, ['__sub__', '__rsub__']],
    [/(?:^|[\s(=,])-[A-Za-z_(]/m, ['__neg__']],
    [/[\w)\]]\s*\/(?!\/)\s*[\w(\[]/, ['__truediv__', '__rtruediv__', '__div__']],
    [/[\w)\]]\s*\/\/\s*[\w(\[]/, ['__floordiv__']],
    [/[\w)\]]\s*%\s*[\w(\[]/, ['__mod__']],
    [/[\w)\]]\s*@\s*[\w(\[]/, ['__matmul__']],
    [/[\w)\]]\s*&\s*[\w(\[]/, ['__and__']],
    [/[\w)\]]\s*\|\s*[\w(\[]/, ['__or__']],
    [/[\w)]\[[^\]\n]*\]\s*=(?!=)/, ['__setitem__']],
    [/[\w)]\[[^\]\n]*\]/, ['__getitem__']],
];
/** Returns the special method names the snippets of `text` run by their operators and subscripts. */
export function syntaxMethods(text) {
    const code = snippetCode(text);
    const out = new Set();
    for (const [re, names] of SYNTAX)
        if (re.test(code))
            for (const n of names)
                out.add(n);
    return out;
}
/** Returns whether `d` is a method (`Class.name`) whose name is one of `methods` (syntaxMethods). */
export function runBySyntax(methods, d) {
    const dot = d.name.lastIndexOf('.');
    return dot > 0 && methods.has(d.name.slice(dot + 1));
}
