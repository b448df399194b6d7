import { REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF, F_COND, F_LAZY, F_TC, PD_CLASS, PD_VARIABLE, JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF, JD_FUNCTION, JD_CLASS, JD_VARIABLE, JD_CONST, JD_INTERFACE, JD_TYPE, JD_ENUM, } from './records.js';
import { DECORATOR_EVENT_ALTERNATION, DEFAULT_EVENT_DECORATORS } from './event-names.js';
// Decorators that register a handler somewhere else (calls reach the function through a registry, not an import, so
// slices warn about them): the list lives in event-names.ts, shared with compile.
export { DEFAULT_EVENT_DECORATORS };
/**
 * Matches a '\n'-separated list of decorator names when one of them may match DEFAULT_EVENT_DECORATORS: a name, or
 * its part after any dot, is one of the names. Every name the default pattern matches (as a whole, or by its last
 * dotted component) is caught, so a list this rejects needs no per-name test: most files' decorators (@property,
 * @doc, @cache_readonly, …) are then skipped with one regex run instead of a split and a lookup per decorator.
 */
const DEFAULT_EVENT_PREFILTER = new RegExp(`(?:^|\\.)(?:${DECORATOR_EVENT_ALTERNATION})$`, 'm');
/** Returns false when no name in `names` ('\n'-separated) can be an event decorator under `patterns`. */
export function mayHaveEventDecorator(names, patterns) {
    if (names === '')
        return false;
    return patterns !== DEFAULT_EVENT_DECORATORS || DEFAULT_EVENT_PREFILTER.test(names);
}
// Decorator names repeat heavily (@property, @doc, @pytest.mark.…): the patterns run once per distinct name.
const decoratorMemo = new WeakMap();
/** Returns true when decorator `name` matches one of `patterns` (memoized per pattern list). */
export function isEventDecorator(name, patterns) {
    let memo = decoratorMemo.get(patterns);
    if (!memo) {
        memo = new Map();
        decoratorMemo.set(patterns, memo);
    }
    let hit = memo.get(name);
    if (hit === undefined) {
        const last = name.slice(name.lastIndexOf('.') + 1);
        hit = patterns.some((re) => re.test(last) || re.test(name));
        memo.set(name, hit);
    }
    return hit;
}
/** Returns the edge kind of Python import flags (F_*). */
function pyKind(flags) {
    if (flags & F_TC)
        return 'type-checking';
    if (flags & F_LAZY)
        return 'lazy';
    if (flags & F_COND)
        return 'conditional';
    return 'static';
}
/**
 * The source as seen by the decoders: each slice is decoded from the UTF-8 bytes on its own (byte offsets are not
 * string offsets outside ASCII). Never one string for the whole file: slices of it would keep every file's text alive
 * for as long as a def name or specifier lives (all of a 100k-file repository at once), and most bytes are never read.
 * (Decoding ASCII files whole and slicing measured slower on a cold index: the large strings cost more in GC.)
 */
class SourceText {
    buf;
    constructor(buf) {
        this.buf = buf;
    }
    /** Returns bytes [a, b) as a string. */
    text(a, b) {
        if (b <= a)
            return '';
        return this.buf.toString('utf8', a, b);
    }
}
function text(src, a, b) {
    return src.text(a, b);
}
function detail(src, a, b) {
    return src.text(a, b).trim();
}
/** Returns the LexResult of Python lexer records over `src`. */
export function decodePython(buf, rec, chars, eventDecorators = DEFAULT_EVENT_DECORATORS) {
    const src = new SourceText(buf);
    const imports = [];
    const defs = [];
    const dynamic = [];
    const defNames = [];
    let from = null;
    for (let at = 0; at < rec.length; at += REC) {
        const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
        if (type !== PY_NAME)
            from = null;
        switch (type) {
            case PY_IMPORT:
                imports.push({ line, kind: pyKind(a), specifier: text(src, b, c) });
                break;
            case PY_FROM: {
                const mod = text(src, b, c);
                if (d === 0 && mod === '__future__')
                    break;
                from = { line, kind: pyKind(a), specifier: '.'.repeat(d) + mod, names: [] };
                imports.push(from);
                break;
            }
            case PY_NAME:
                if (from)
                    from.names.push(text(src, b, c));
                break;
            case PY_DYNCONST:
                imports.push({ line, kind: 'dynamic-const', specifier: text(src, b, c) });
                break;
            case PY_DYNIMPORT:
                dynamic.push({ line, kind: 'dynamic-import', detail: detail(src, b, c) });
                break;
            case PY_GETATTR:
                dynamic.push({ line, kind: 'dynamic-dispatch', detail: detail(src, b, c) });
                break;
            case PY_DECORATOR: {
                const name = text(src, b, c);
                if (isEventDecorator(name, eventDecorators)) {
                    dynamic.push({ line, kind: 'event-registration', detail: detail(src, b - 1 >= 0 ? Math.max(0, b - 1) : b, d) });
                }
                break;
            }
            case PY_DEF: {
                const kindCode = d & 15;
                const parent = (d >> 4) - 1;
                const own = text(src, b, c);
                const parentName = parent >= 0 ? defNames[parent] : undefined;
                const name = parentName ? `${parentName}.${own}` : own;
                defNames[at / REC] = name;
                const kind = kindCode === PD_CLASS ? 'class' : kindCode === PD_VARIABLE ? 'variable' : parentName ? 'method' : 'function';
                defs.push({ name, kind, start: line, end: Math.max(line, a) });
                break;
            }
        }
    }
    return { imports, defs, dynamic, chars };
}
const JS_IMPORT_KINDS = ['static', 'static', 'type-only', 'reexport', 'side-effect', 'dynamic-const', 'require'];
const JS_DEF_KINDS = ['variable', 'function', 'class', 'variable', 'const', 'interface', 'type', 'enum'];
void JD_FUNCTION;
void JD_CLASS;
void JD_VARIABLE;
void JD_CONST;
void JD_INTERFACE;
void JD_TYPE;
void JD_ENUM;
/** Returns the LexResult of JS/TS lexer records over `src`. */
export function decodeJs(buf, rec, chars) {
    const src = new SourceText(buf);
    const imports = [];
    const defs = [];
    const dynamic = [];
    for (let at = 0; at < rec.length; at += REC) {
        const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
        switch (type) {
            case JS_IMPORT:
                imports.push({ line, kind: JS_IMPORT_KINDS[a] ?? 'static', specifier: text(src, b, c) });
                break;
            case JS_DYNAMIC:
                dynamic.push({ line, kind: 'dynamic-import', detail: detail(src, b, c) });
                break;
            case JS_EVENT:
                dynamic.push({ line, kind: 'event-registration', detail: detail(src, a, d) });
                break;
            case JS_DEF:
                defs.push({ name: c > b ? text(src, b, c) : 'default', kind: JS_DEF_KINDS[d] ?? 'variable', start: line, end: Math.max(line, a) });
                break;
        }
    }
    return { imports, defs, dynamic, chars };
}
