/**
 * Go's symptom dialects: panics with goroutine frames (`pkg.Func(...)` then `\t/path/file.go:N +0x..`).
 * @internal
 */
import type { SymptomDialect } from '../types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

const GO_LOC = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$/;
const GO_FUNC = /^([\w./-]+(?:\.[\w(*)$]+)+)\(.*\)\s*$/;

export const GO_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'go-frame', order: 500, read(r, i) {
      const m = GO_LOC.exec(r.lines[i]!);
      if (!m) return -1;
      r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: r.pendingFunc, format: 'go', internal: /\/go\/src\/runtime\//.test(m[1]!) });
      r.pendingFunc = undefined;
      return i;
    },
  },
  { name: 'go-goroutine', order: 505, read: (r, i) => (/^goroutine \d+ \[/.test(r.lines[i]!) ? (r.newBlock(), i) : -1) },
  {
    name: 'go-function', order: 510, read(r, i) {
      const m = GO_FUNC.exec(r.lines[i]!);
      if (!m || !GO_LOC.test(r.lines[i + 1] ?? '')) return -1;
      r.pendingFunc = m[1];
      return i;
    },
  },
];
