// The dynamic-site blob of the Python lexer's records (columns.ts), as the kernel run leaves them: import_module /
// __import__ and getattr sites with a name that is not a literal, and event-registration decorators.
import { REC, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR } from '../../repo/lex/records.js';
import { DYN_CODE, jsonList, quote, sliceUtf8 } from '../../repo/lex/blob-text.js';
import { isEventDecorator, mayHaveEventDecorator, DEFAULT_EVENT_DECORATORS } from './decode.js';

/**
 * Returns the dynamic blob of Python lexer records over `buf` (getattr/import_module sites, event decorators).
 * `decoratorNames` are the PY_DECORATOR records' names in order, '\n'-separated (the kernel writes them), and `only`
 * the indices of the records to read (the kernel lists them).
 */
export function pythonDynamicBlob(buf: Buffer, rec: Int32Array, eventDecorators: readonly RegExp[] | undefined, decoratorNames: string, only: Int32Array): string {
  let dynamic = '';
  const patterns = eventDecorators ?? DEFAULT_EVENT_DECORATORS; // the lexer's own default, as decodePython's
  const decorators = mayHaveEventDecorator(decoratorNames, patterns) ? decoratorNames.split('\n') : null;
  let deco = 0;
  for (let i = 0; i < only.length; i++) {
    const at = only[i] * REC;
    const type = rec[at];
    if (type !== PY_DYNIMPORT && type !== PY_GETATTR && type !== PY_DECORATOR) continue;
    const line = rec[at + 1], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type === PY_DECORATOR) {
      if (!decorators || !isEventDecorator(decorators[deco++], patterns)) continue;
      dynamic += `${dynamic ? ',' : ''}[${line},${DYN_CODE.event},${quote(sliceUtf8(buf, b - 1 >= 0 ? Math.max(0, b - 1) : b, d).trim())}]`;
    } else {
      dynamic += `${dynamic ? ',' : ''}[${line},${type === PY_DYNIMPORT ? DYN_CODE.import : DYN_CODE.dispatch},${quote(sliceUtf8(buf, b, c).trim())}]`;
    }
  }
  return jsonList(dynamic);
}
