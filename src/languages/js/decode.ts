// Turns the JS/TS lexer's records (from the wasm kernel or its TypeScript twin) into LexResult values. Strings are
// sliced here, from the source bytes, by the offsets the lexer emits.
import type { Def, EdgeKind, LexResult, RawImport, DynamicSite } from '../../repo/types.js';
import {
  REC, JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF,
  JD_FUNCTION, JD_CLASS, JD_VARIABLE, JD_CONST, JD_INTERFACE, JD_TYPE, JD_ENUM,
} from '../../repo/lex/records.js';
import { SourceText } from '../../repo/lex/source-text.js';

const JS_IMPORT_KINDS: readonly EdgeKind[] = ['static', 'static', 'type-only', 'reexport', 'side-effect', 'dynamic-const', 'require'];
const JS_DEF_KINDS: readonly Def['kind'][] = ['variable', 'function', 'class', 'variable', 'const', 'interface', 'type', 'enum'];
void JD_FUNCTION; void JD_CLASS; void JD_VARIABLE; void JD_CONST; void JD_INTERFACE; void JD_TYPE; void JD_ENUM;

/** Returns the LexResult of JS/TS lexer records over `src`. */
export function decodeJs(buf: Buffer, rec: Int32Array, chars: number): LexResult {
  const src = new SourceText(buf);
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  const dynamic: DynamicSite[] = [];
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    switch (type) {
      case JS_IMPORT:
        imports.push({ line, kind: JS_IMPORT_KINDS[a] ?? 'static', specifier: src.text(b, c) });
        break;
      case JS_DYNAMIC:
        dynamic.push({ line, kind: 'dynamic-import', detail: src.detail(b, c) });
        break;
      case JS_EVENT:
        dynamic.push({ line, kind: 'event-registration', detail: src.detail(a, d) });
        break;
      case JS_DEF:
        defs.push({ name: c > b ? src.text(b, c) : 'default', kind: JS_DEF_KINDS[d] ?? 'variable', start: line, end: Math.max(line, a) });
        break;
    }
  }
  return { imports, defs, dynamic, chars };
}
