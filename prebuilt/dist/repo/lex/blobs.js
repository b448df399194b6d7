import { DYN_KINDS, defsBlob, dynamicBlob, importBlob, parseImportBlob } from '../columns.js';
import { lexBlobs, lexBlobsInPlace } from './kernel.js';
import { utf8Slice } from './utf8.js';
import { isEventDecorator, mayHaveEventDecorator, DEFAULT_EVENT_DECORATORS, decodePython, decodeJs } from './decode.js';
import { REC, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, JS_DYNAMIC, JS_EVENT } from './records.js';
const DYN_IMPORT = DYN_KINDS.indexOf('dynamic-import'), DYN_DISPATCH = DYN_KINDS.indexOf('dynamic-dispatch');
const DYN_EVENT = DYN_KINDS.indexOf('event-registration');
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Returns JSON.stringify(s). */
function quote(s) {
    return NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`;
}
/** Returns `items` as a JSON list. */
function list(items) {
    return items === '' ? '[]' : `[${items}]`;
}
/**
 * Returns the dynamic blob of Python lexer records over `buf` (getattr/import_module sites, event decorators).
 * `decoratorNames` are the PY_DECORATOR records' names in order, '\n'-separated (the kernel writes them), and `only`
 * the indices of the records to read (the kernel lists them).
 */
function pythonDynamicBlob(buf, rec, eventDecorators, decoratorNames, only) {
    let dynamic = '';
    const decorators = mayHaveEventDecorator(decoratorNames, eventDecorators) ? decoratorNames.split('\n') : null;
    let deco = 0;
    for (let i = 0; i < only.length; i++) {
        const at = only[i] * REC;
        const type = rec[at];
        if (type !== PY_DYNIMPORT && type !== PY_GETATTR && type !== PY_DECORATOR)
            continue;
        const line = rec[at + 1], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
        if (type === PY_DECORATOR) {
            if (!decorators || !isEventDecorator(decorators[deco++], eventDecorators))
                continue;
            dynamic += `${dynamic ? ',' : ''}[${line},${DYN_EVENT},${quote(slice(buf, b - 1 >= 0 ? Math.max(0, b - 1) : b, d).trim())}]`;
        }
        else {
            dynamic += `${dynamic ? ',' : ''}[${line},${type === PY_DYNIMPORT ? DYN_IMPORT : DYN_DISPATCH},${quote(slice(buf, b, c).trim())}]`;
        }
    }
    return list(dynamic);
}
/**
 * Returns the dynamic blob of JS/TS lexer records over `buf` (import()/require() sites, `.on("x")` registrations), from
 * the records listed in `only`.
 */
function jsDynamicBlob(buf, rec, only) {
    let dynamic = '';
    for (let i = 0; i < only.length; i++) {
        const at = only[i] * REC;
        const type = rec[at];
        if (type === JS_DYNAMIC)
            dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_IMPORT},${quote(slice(buf, rec[at + 3], rec[at + 4]).trim())}]`;
        else if (type === JS_EVENT)
            dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_EVENT},${quote(slice(buf, rec[at + 2], rec[at + 5]).trim())}]`;
    }
    return list(dynamic);
}
function slice(buf, a, b) {
    return b <= a ? '' : utf8Slice(buf, a, b);
}
/**
 * Returns the blobs and raw imports of lexer records over `buf`, built in TypeScript (the twin of the kernel's blob
 * writer): the records decoded (decode.ts) and encoded as columns.ts stores them. Only runs without the wasm kernel.
 */
function twinBlobs(name, buf, rec, chars, eventDecorators = DEFAULT_EVENT_DECORATORS) {
    const lex = name === 'pylex' ? decodePython(buf, rec, chars, eventDecorators) : decodeJs(buf, rec, chars);
    return { defs: defsBlob(lex.defs), dynamic: dynamicBlob(lex.dynamic), imports: importBlob(lex.imports), rawImports: () => lex.imports };
}
/**
 * Returns the blobs of a lexed source: the kernel's defs and imports blobs when it wrote them, else the twin's. With
 * `arena`, the kernel's defs blob is copied there as bytes instead of decoded.
 */
function fromLexed(name, lexed, eventDecorators, arena) {
    const { records, src, chars, blobs } = lexed;
    if (!blobs)
        return { ...twinBlobs(name, src, records, chars, eventDecorators), chars };
    // Only the records the kernel listed (getattr/import_module/decorators, import()/.on()): not every record.
    const dynamic = name === 'pylex' ? pythonDynamicBlob(src, records, eventDecorators ?? DEFAULT_EVENT_DECORATORS, blobs.decoratorNames, blobs.dynamicRecords) : jsDynamicBlob(src, records, blobs.dynamicRecords);
    const defs = arena ? arena.append(blobs.mem, blobs.defsStart, blobs.defsEnd) : slice(blobs.mem, blobs.defsStart, blobs.defsEnd);
    let raw;
    return { defs, dynamic, imports: blobs.imports, rawImports: () => (raw ??= parseImportBlob(blobs.imports)), chars };
}
/**
 * Returns the column blobs and UTF-16 length of the source already written into `input` (from kernelInput): what
 * processFile stores for a file, in one kernel run plus three strings. Never throws on bad input.
 */
export function fileBlobsInPlace(name, input, eventDecorators, arena) {
    return fromLexed(name, lexBlobsInPlace(name, input), eventDecorators, arena);
}
/** Returns the column blobs and UTF-16 length of `src` (the wasm kernel unless impl is 'js' or it is unavailable). */
export function fileBlobs(name, src, impl = 'wasm', eventDecorators) {
    return fromLexed(name, lexBlobs(name, src, impl), eventDecorators);
}
