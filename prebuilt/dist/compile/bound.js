import { estimateTokens } from '../tokens.js';
const SIGNED = new Set(['function', 'class', 'method']);
/**
 * Returns a number of tokens no skeleton of a file with index definitions `defs` can be smaller than, at any level:
 * every level keeps the signature of each function, class and method that is not inside another function's body
 * (index defs are top-level or class-level), so it spells at least their names.
 */
export function skeletonTokensAtLeast(defs) {
    const bodies = defs.filter((d) => d.kind === 'function' || d.kind === 'method');
    let chars = 0;
    for (const d of defs) {
        if (!SIGNED.has(d.kind))
            continue;
        if (bodies.some((b) => b !== d && b.start <= d.start && d.end <= b.end))
            continue; // elided with that body
        const dot = d.name.lastIndexOf('.');
        chars += d.name.length - dot - 1;
    }
    // Names only, no separators: ceil(chars / 4) of the names alone never exceeds the skeleton's own estimate.
    return estimateTokens(chars);
}
/**
 * Returns a tighter lower bound than skeletonTokensAtLeast when the file's `text` is at hand (no parse), from the
 * lines every skeleton level keeps (keptLines).
 */
export function skeletonTokensAtLeastInText(defs, text, python, kept = keptLines(defs, text, python)) {
    let chars = 0;
    for (const c of kept.values())
        chars += c + 1;
    // - 1: the skeleton's last line may have no line break
    return Math.max(skeletonTokensAtLeast(defs), Math.floor((chars - 1) / 4));
}
/** A gap marker line of a per-symbol skeleton (`# … lines 3-40`): not a line of the whole skeleton. */
const GAP = /^[ \t]*(?:#|\/\/) … lines \d+-\d+$/;
/**
 * Returns a lower bound on the whole skeleton of a file when its per-symbol skeleton `excerpt` is known, read from
 * the source lines `ranges`: the whole skeleton holds every line of the excerpt but its gap markers, and the kept
 * lines (keptLines) outside those ranges. What the file adds over its excerpt is at least this minus the excerpt's
 * size, which assembly weighs against the budget left.
 */
export function skeletonTokensAtLeastBeside(defs, text, python, excerpt, ranges, kept = keptLines(defs, text, python)) {
    let chars = 0;
    for (const line of excerpt.split('\n'))
        if (line && !GAP.test(line))
            chars += line.length + 1;
    for (const [n, c] of kept)
        if (!ranges.some(([a, b]) => a <= n && n <= b))
            chars += c + 1;
    return Math.max(skeletonTokensAtLeastInText(defs, text, python, kept), Math.floor((chars - 1) / 4));
}
/**
 * Returns, per 1-based line, characters every skeleton level keeps of it: of each definition outside a function
 * body, its line up to and including its name (`    def merge`, `export class Subject`, `MAX =`); in Python also
 * whole statement lines (pythonStatementLines). Lines that look like comments or decorators are not counted (a doc
 * comment may be cut), nor an @overload stub (folded), nor a definition whose name is not on a line of its range.
 */
export function keptLines(defs, text, python) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    const lineAt = (n) => (n >= 1 && n <= starts.length ? text.slice(starts[n - 1], n < starts.length ? starts[n] - 1 : text.length) : '');
    const counted = new Map(); // line → chars counted on it (the longest prefix)
    for (const d of outsideBodies(defs)) {
        const name = d.name.slice(d.name.lastIndexOf('.') + 1);
        if (!name)
            continue;
        for (let n = d.start; n <= Math.min(d.end, d.start + 40); n++) {
            const line = lineAt(n);
            const t = line.trimStart();
            if (python && /^@(?:\w+\.)*overload\b/.test(t))
                break; // an @overload stub: the summary and signatures levels fold it
            if (t.startsWith('#') || t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.startsWith('@'))
                continue;
            const end = nameEnd(line, line.length - t.length, name, python, SIGNED.has(d.kind));
            if (end < 0)
                continue;
            counted.set(n, Math.max(counted.get(n) ?? 0, end));
            break;
        }
    }
    if (python)
        pythonStatementLines(starts.length, lineAt, counted);
    return counted;
}
/** Returns `defs` less those inside another function's or method's line range (elided with its body). */
function outsideBodies(defs) {
    const bodies = defs.filter((d) => d.kind === 'function' || d.kind === 'method').sort((a, b) => a.start - b.start || b.end - a.end);
    const sorted = [...defs].sort((a, b) => a.start - b.start || b.end - a.end);
    const out = [];
    let bi = 0;
    let reach = 0; // the furthest end of the bodies started before the current def
    let reachBy;
    for (const d of sorted) {
        while (bi < bodies.length && (bodies[bi].start < d.start || (bodies[bi].start === d.start && bodies[bi] !== d && bodies[bi].end >= d.end))) {
            if (bodies[bi].end > reach) {
                reach = bodies[bi].end;
                reachBy = bodies[bi];
            }
            bi++;
        }
        if (reachBy && reachBy !== d && d.end <= reach)
            continue;
        out.push(d);
    }
    return out;
}
/** Returns the index just past `name` where `line` defines it (Python: `def name`, `class name`, `name =`/`name:`;
 * brace languages: `name` as a whole word), or -1. */
function nameEnd(line, indent, name, python, signed) {
    if (python) {
        let i = indent;
        if (signed) {
            const m = /^(?:async\s+)?(?:def|class)\s+/.exec(line.slice(i));
            if (!m)
                return -1;
            i += m[0].length;
            return line.startsWith(name, i) && !/\w/.test(line[i + name.length] ?? '') ? i + name.length : -1;
        }
        if (!line.startsWith(name, i))
            return -1;
        const rest = /^\s*[:=]/.exec(line.slice(i + name.length));
        return rest ? i + name.length + rest[0].length : -1;
    }
    const word = /[\w$]/;
    for (let i = line.indexOf(name); i >= 0; i = line.indexOf(name, i + 1)) {
        const before = line[i - 1];
        if ((before === undefined || (!word.test(before) && before !== '.')) && !word.test(line[i + name.length] ?? ''))
            return i + name.length;
    }
    return -1;
}
/**
 * Adds to `counted` the Python lines every skeleton level keeps whole: statements outside function bodies (module
 * constants, class attributes, imports) on lines with no quote, outside triple-quoted strings (a level may cut a
 * string), that are not comments, decorators or `def` headers (an @overload stub may be folded).
 */
function pythonStatementLines(lines, lineAt, counted) {
    let body = -1; // indentation of the def whose body we are in, -1 outside any
    let triple; // the open triple quote
    let header = false; // in a def header that spans lines
    for (let n = 1; n <= lines; n++) {
        const line = lineAt(n);
        const t = line.trimStart();
        const indent = line.length - t.length;
        const inString = triple !== undefined;
        for (const m of line.matchAll(/"""|'''/g)) {
            if (triple === undefined)
                triple = m[0];
            else if (triple === m[0])
                triple = undefined;
        }
        if (inString || !t)
            continue;
        if (header) {
            header = !/:\s*(?:#.*)?$/.test(line);
            continue;
        } // a def header's later lines, up to its `:`
        if (body >= 0 && indent > body)
            continue; // inside a function body
        body = -1;
        if (/^(?:async\s+)?def\s/.test(t)) {
            body = indent;
            header = !/:\s*(?:#.*)?$/.test(line);
            continue;
        }
        if (t.startsWith('#') || t.startsWith('@') || /["']/.test(line))
            continue;
        counted.set(n, Math.max(counted.get(n) ?? 0, line.replace(/\s+$/, '').length));
    }
}
