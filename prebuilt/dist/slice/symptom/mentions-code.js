/**
 * The code half of the mentions extractor: a single-pass scanner over source text (a code block with prompts and
 * output already blanked, or the inside of a backtick span) that records call/attribute chains, import statements,
 * `def`/`class` names and the names the snippet binds. It never backtracks: every character is visited a bounded
 * number of times, so a 100 KB paste stays in the low milliseconds.
 * @internal
 */
import { KEYWORDS } from './mentions-lexicon.js';
/** Returns an empty set of facts, ready to be filled by `scanCode`. */
export function newCodeFacts() {
    return { chains: [], modules: [], names: [], locals: new Set(), imported: new Set(), defined: new Set(), instances: new Map(), declarations: new Set() };
}
/** Past this nesting depth, calls inside arguments are skipped over instead of recursed into (stack safety). */
const MAX_DEPTH = 24;
const MAX_TEXT = 120;
const isIdStart = (c) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
const isId = (c) => isIdStart(c) || (c >= 48 && c <= 57);
const isSpace = (c) => c === 32 || c === 9;
const DEF_WORDS = new Set(['def', 'class', 'function', 'fn', 'func']);
const STRING_PREFIX = /^(?:[rbfuRBFU]|[rR][bBfF]|[bBfF][rR])$/;
/** Binding shapes, one line at a time: `a, b = …`, `x += …`, `const x =`, `for a, b in`, `with … as x`. */
const ASSIGN = /^\s*(?:(?:const|let|var|auto)\s+)?([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=(?!=)/;
const FOR_TARGET = /\bfor\s+\(?\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s+(?:in|of)\b/g;
const AS_TARGET = /\bas\s+([A-Za-z_]\w*)/g;
/**
 * Returns nothing; scans `src` (whose offset in the whole text is `base`) and appends what it finds to `facts`.
 * `src` keeps the layout of the original lines (blanked text is spaces), which the argument scanner relies on to stop
 * at the end of an unclosed call.
 */
export function scanCode(src, base, where, facts) {
    collectBindings(src, facts);
    new Scanner(src, base, where, facts).run();
}
function collectBindings(src, facts) {
    for (const line of src.split('\n')) {
        const hasEq = line.includes('=');
        const hasFor = line.includes('for ');
        const hasAs = line.includes('as ');
        if (!hasEq && !hasFor && !hasAs)
            continue;
        const isImport = /^\s*(?:from|import)\s/.test(line);
        const a = hasEq && !isImport ? ASSIGN.exec(line) : null;
        if (a) {
            for (const n of a[1].split(','))
                facts.locals.add(n.trim());
            // A plain assignment's right side: what a local holds (`p = Point(1, 2)`), and whether it only declares data.
            const plain = !/[-+*/%&|^@<>]=/.test(a[0]);
            const rhs = line.slice(a[0].length).trim().replace(/;$/, '');
            const cls = plain && !a[1].includes(',') ? constructed(rhs) : undefined;
            if (cls)
                facts.instances.set(a[1].trim(), cls);
            else
                facts.instances.delete(a[1].trim());
            if (plain && declaration(rhs))
                facts.declarations.add(rhs.replace(/\s+/g, ' '));
        }
        if (hasFor) {
            FOR_TARGET.lastIndex = 0;
            let m;
            while ((m = FOR_TARGET.exec(line)))
                for (const n of m[1].split(','))
                    facts.locals.add(n.trim());
        }
        if (hasAs && !isImport) {
            AS_TARGET.lastIndex = 0;
            let m;
            while ((m = AS_TARGET.exec(line)))
                facts.locals.add(m[1]);
        }
    }
}
/**
 * True for one call of a name whose arguments compute nothing: a literal first (or no argument, or keywords), then
 * literals, plain names, keyword arguments, and lists, tuples and dicts of those (`Symbol('x', real=True)`,
 * `MatrixSymbol('A', n, n)`, `DataFrame({'a': [1, 2]})`); no call, operator or attribute inside. Such a call declares
 * the data a snippet works on.
 */
function declaration(rhs) {
    const m = /^(?:new\s+)?[A-Za-z_$][\w$.]*\(/.exec(rhs);
    if (!m || !rhs.endsWith(')'))
        return false;
    const args = rhs.slice(m[0].length, -1).replace(/'[^'\\\n]*'|"[^"\\\n]*"/g, '""');
    // The first argument is a literal (or there is none): `solve(eq, x)` computes on data bound before.
    if (!/^\s*(?:$|["\d[{]|-\s*\d|[A-Za-z_$][\w$]*\s*=)/.test(args))
        return false;
    return !/[()+*/%@&|^<>~.]|[^\s,=:[({]\s*-|-\s*[^\d\s]/.test(args.replace(/\d+\.\d*|\.\d+/g, '0'));
}
/**
 * Returns the class an expression builds when it is one call of a capitalized name and nothing after it
 * (`Point(1, 2)`, `new Point(1, 2)`; not `Point(1, 2).x` or `Point(1) + q`), by the naming convention of Python and
 * JavaScript alike; otherwise undefined.
 */
function constructed(rhs) {
    const m = /^\s*(?:new\s+)?(?:[A-Za-z_$][\w$]*\.)*([A-Z][\w$]*)\s*\(/.exec(rhs);
    if (!m)
        return undefined;
    let nest = 0;
    for (let k = m[0].length - 1; k < rhs.length; k++) {
        const c = rhs[k];
        if (c === '(' || c === '[' || c === '{')
            nest++;
        else if ((c === ')' || c === ']' || c === '}') && --nest === 0)
            return /^\s*;?\s*(?:#.*)?$/.test(rhs.slice(k + 1)) ? m[1] : undefined;
        else if (c === '"' || c === "'") {
            const end = rhs.indexOf(c, k + 1);
            if (end === -1)
                return undefined;
            k = end; // brackets inside a string literal do not count (escaped quotes aside: a miss costs only the hint)
        }
    }
    return undefined;
}
class Scanner {
    s;
    base;
    where;
    facts;
    chainId = 0;
    lineStarts = [0];
    constructor(s, base, where, facts) {
        this.s = s;
        this.base = base;
        this.where = where;
        this.facts = facts;
        for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1))
            this.lineStarts.push(i + 1);
    }
    run() {
        const s = this.s;
        let i = 0;
        while (i < s.length) {
            const c = s.charCodeAt(i);
            if (c === 39 || c === 34 || c === 96) {
                i = this.skipString(i);
                continue;
            }
            if (this.isComment(i)) {
                i = this.eol(i);
                continue;
            }
            if (isIdStart(c) && !this.afterName(i)) {
                i = this.statement(i);
                continue;
            }
            if (c === 46 && this.detachedAt(i)) {
                const segs = [];
                const end = this.chain(i + 1, segs, 0, false);
                this.emit(i + 1, end, segs);
                i = end;
                continue;
            }
            i++;
        }
    }
    /** A statement-level name: an import, a definition, a keyword, or the start of a chain. */
    statement(i) {
        const j = this.identEnd(i);
        const name = this.s.slice(i, j);
        if (this.isStringPrefix(name, j))
            return this.skipString(j);
        if (name === 'from' || name === 'import')
            return this.importStatement(i, name, j);
        if (DEF_WORDS.has(name))
            return this.definition(name, j);
        if (KEYWORDS.has(name))
            return j;
        const segs = [];
        const end = this.chain(i, segs, 0, true);
        this.emit(i, end, segs);
        return end;
    }
    emit(start, end, segs) {
        let text = this.s.slice(start, Math.min(end, start + 4 * MAX_TEXT));
        if (/\s\s|[\t\n]/.test(text))
            text = text.replace(/\s+/g, ' ').trim();
        if (text.length > MAX_TEXT)
            text = `${text.slice(0, MAX_TEXT - 1)}…`;
        this.facts.chains.push({ pos: this.base + start, text, segs, where: this.where });
    }
    /** Reads `name(.name | (args) | [index])*` into `segs`; returns the index after it. */
    chain(i, segs, depth, head) {
        const s = this.s;
        const id = this.chainId++;
        let j = this.identEnd(i);
        segs.push({ name: s.slice(i, j), called: false, chain: id, head });
        const indent = this.indentAt(i);
        let last = segs[segs.length - 1]; // arguments push their own chains: `called` goes to this chain's last name
        for (;;) {
            const c = s.charCodeAt(j);
            if (c === 46 && isIdStart(s.charCodeAt(j + 1))) {
                const k = this.identEnd(j + 1);
                last = { name: s.slice(j + 1, k), called: false, chain: id, head: false };
                segs.push(last);
                j = k;
            }
            else if (c === 40 || c === 91) {
                if (c === 40)
                    last.called = true;
                j = this.args(j + 1, segs, depth + 1, indent);
            }
            else {
                return j;
            }
        }
    }
    /**
     * Scans call arguments or an index up to the matching bracket, adding nested chains to `segs`; returns the index
     * after the bracket. An unclosed bracket ends at a blank line or at a line that starts a new statement (no deeper
     * than the call's own line), which is where a paste that lost its closing bracket goes back to code.
     */
    args(i, segs, depth, indent) {
        const s = this.s;
        let nest = 0;
        let j = i;
        while (j < s.length) {
            const c = s.charCodeAt(j);
            if (c === 39 || c === 34 || c === 96) {
                j = this.skipString(j);
                continue;
            }
            if (c === 10) {
                if (this.endsStatement(j + 1, indent))
                    return j;
                j++;
                continue;
            }
            if (this.isComment(j)) {
                j = this.eol(j);
                continue;
            }
            if (isIdStart(c) && !this.afterName(j)) {
                const k = this.identEnd(j);
                const name = s.slice(j, k);
                if (this.isStringPrefix(name, k))
                    j = this.skipString(k);
                else if (KEYWORDS.has(name) || depth >= MAX_DEPTH)
                    j = k;
                else
                    j = this.chain(j, segs, depth, true);
                continue;
            }
            if (c === 46 && depth < MAX_DEPTH && this.detachedAt(j)) {
                j = this.chain(j + 1, segs, depth, false);
                continue;
            }
            if (c === 40 || c === 91 || c === 123)
                nest++;
            else if (c === 41 || c === 93 || c === 125) {
                if (nest === 0)
                    return j + 1;
                nest--;
            }
            j++;
        }
        return j;
    }
    /** `from a.b import c, d as e` and `import a.b as c, d`: records modules and names; returns the statement's end. */
    importStatement(i, kw, j) {
        const s = this.s;
        const re = kw === 'from'
            ? /from[ \t]+(\.*[A-Za-z_][\w.]*|\.+)[ \t]+import[ \t]+(\([^)]*\)?|[^\n;#]*)/y
            : /import[ \t]+([A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?)*)/y;
        re.lastIndex = i;
        const m = re.exec(s);
        if (!m)
            return j;
        const pos = this.base + i;
        const add = (name, alias, isModule) => {
            if (isModule)
                this.facts.modules.push({ name, pos, where: this.where });
            else
                this.facts.names.push({ name, pos, where: this.where, imported: true });
            this.facts.imported.add(alias ?? name.split('.')[0]);
        };
        const items = (list) => list.replace(/[()]/g, ' ').split(',').map((x) => x.trim().split(/\s+as\s+/))
            .filter(([n]) => /^[A-Za-z_][\w.]*$/.test(n ?? ''));
        if (kw === 'from') {
            const mod = m[1];
            if (/^[A-Za-z_]/.test(mod))
                this.facts.modules.push({ name: mod, pos, where: this.where });
            for (const [n, alias] of items(m[2]))
                add(n, alias, false);
        }
        else {
            for (const [n, alias] of items(m[1]))
                add(n, alias, true);
        }
        return re.lastIndex;
    }
    /** `def f(a, *b)` / `function f(a)` / `class C(B)`: records the name, binds parameters; returns the index after. */
    definition(kw, j) {
        const s = this.s;
        while (isSpace(s.charCodeAt(j)))
            j++;
        if (isIdStart(s.charCodeAt(j))) {
            const k = this.identEnd(j);
            this.facts.names.push({ name: s.slice(j, k), pos: this.base + j, where: this.where });
            this.facts.defined.add(s.slice(j, k));
            j = k;
        }
        if (s.charCodeAt(j) !== 40)
            return j;
        // Parameters are names at the start of each top-level item; a class's bases are not bound.
        const bind = kw !== 'class';
        let nest = 0;
        let atItem = true;
        for (j++; j < s.length; j++) {
            const c = s.charCodeAt(j);
            if (c === 40 || c === 91 || c === 123)
                nest++;
            else if (c === 41 || c === 93 || c === 125) {
                if (nest === 0)
                    return j + 1;
                nest--;
            }
            else if (c === 44 && nest === 0)
                atItem = true;
            else if (c === 10 && this.endsStatement(j + 1, -1))
                return j;
            else if (isIdStart(c) && atItem) {
                const k = this.identEnd(j);
                if (bind)
                    this.facts.locals.add(s.slice(j, k));
                atItem = false;
                j = k - 1;
            }
            else if (!isSpace(c) && c !== 42 && c !== 38)
                atItem = false;
        }
        return j;
    }
    identEnd(i) {
        const s = this.s;
        let j = i + 1;
        while (j < s.length && isId(s.charCodeAt(j)))
            j++;
        return j;
    }
    /** True when the name at `i` continues a name or an attribute (`a.b`: `b` is not a chain start). */
    afterName(i) {
        if (i === 0)
            return false;
        const p = this.s.charCodeAt(i - 1);
        return isId(p) || p === 46;
    }
    /** True for `.name` right after a closing bracket: a method called on a parenthesized expression. */
    detachedAt(i) {
        const p = this.s.charCodeAt(i - 1);
        return (p === 41 || p === 93) && isIdStart(this.s.charCodeAt(i + 1));
    }
    isStringPrefix(name, j) {
        const c = this.s.charCodeAt(j);
        return (c === 39 || c === 34) && STRING_PREFIX.test(name);
    }
    /** `#` comments (Python, shell) and `// ` comments set off by spaces (not Python's floor division `a//b`). */
    isComment(i) {
        const s = this.s;
        const c = s.charCodeAt(i);
        if (c === 35)
            return i === 0 || !isId(s.charCodeAt(i - 1));
        return c === 47 && s.charCodeAt(i + 1) === 47 && (i === 0 || /\s/.test(s[i - 1])) && /[\s]|$/.test(s[i + 2] ?? '');
    }
    eol(i) {
        const k = this.s.indexOf('\n', i);
        return k === -1 ? this.s.length : k;
    }
    /** Returns the index after the string literal starting at `i` (triple quotes may span lines; others end at EOL). */
    skipString(i) {
        const s = this.s;
        const q = s[i];
        if (s.startsWith(q + q + q, i)) {
            const k = s.indexOf(q + q + q, i + 3);
            return k === -1 ? s.length : k + 3;
        }
        for (let j = i + 1; j < s.length; j++) {
            const c = s[j];
            if (c === '\\')
                j++;
            else if (c === q)
                return j + 1;
            else if (c === '\n' && q !== '`')
                return j;
        }
        return s.length;
    }
    indentAt(i) {
        const ls = this.lineStarts;
        let lo = 0;
        let hi = ls.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (ls[mid] <= i)
                lo = mid;
            else
                hi = mid - 1;
        }
        let k = ls[lo];
        while (k < i && isSpace(this.s.charCodeAt(k)))
            k++;
        return k - ls[lo];
    }
    /** True when the line at `i` is blank, or starts a name at an indent no deeper than `indent`. */
    endsStatement(i, indent) {
        const s = this.s;
        let k = i;
        while (k < s.length && isSpace(s.charCodeAt(k)))
            k++;
        if (k >= s.length || s.charCodeAt(k) === 10)
            return true;
        return indent >= 0 && k - i <= indent && isIdStart(s.charCodeAt(k));
    }
}
