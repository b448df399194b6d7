/**
 * Go's symptom dialects:
 * - panics and fatal errors (`panic: msg [recovered]`, `fatal error: …`) with their goroutine frames (`pkg.Func(...)`
 *   then `\t/path/file.go:N +0x..`; `created by pkg.F in goroutine 1` names the next frame's function);
 * - `go test` failures: `--- FAIL: TestX (0.00s)` (a failing test), the `    x_test.go:42: message` lines under it
 *   (a frame and a message; testify's `Error Trace:`/`Error:` too), and the `FAIL\tpkg/path\t0.01s` line, whose
 *   import path completes the file names of its failures (`pkg/path/x_test.go`);
 * - compiler and `go vet` diagnostics: `./x.go:12:2: undefined: foo`, under a `# pkg/path` header that names the
 *   package of `./` paths.
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../types.js';
import type { Frame } from '../../slice/symptom/types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

const GO_LOC = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$/;
/** A location line indented any way (or not at all), as pasted traces have it: taken only inside a Go trace. */
const GO_LOC_ANY = /^\s*(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?(?: fp=0x\S+ sp=0x\S+ pc=0x\S+)?\s*$/;
const GO_FUNC = /^([\w./-]+(?:\.[\w(*)$]+)+)\(.*\)\s*$/;
/** A function line of a pasted trace: indented, or its arguments wrapped onto the next lines (`panic(…)`: old runtimes' own frame). */
const GO_FUNC_START = /^\s*((?:[\w.~-]+\/)*[\w.~-]+(?:\.[\w(*)$]+)+|panic)\(/;
const GO_CREATED = /^\s*created by ([\w./-]+(?:\.[\w(*)$]+)+)(?: in goroutine \d+)?\s*$/;
/** The dialects that mark a line as part of a Go trace. */
const IN_TRACE = new Set(['go-frame', 'go-function', 'go-goroutine', 'go-panic']);
const PANIC = /^\s*(panic|fatal error): (.+?)(?: \[recovered\])?\s*$/;
const TEST_FAIL = /^\s*--- FAIL: (\S+)(?: \([\d.]+s\))?\s*$/;
const TEST_LINE = /^ {4,}(?:\t+)?([\w.-]+\.go):(\d+): (.*)$/;
const TESTIFY_TRACE = /^\s+Error Trace:\s+(\S+\.go):(\d+)\s*$/;
const TESTIFY_ERROR = /^\s+Error:\s+(.+?)\s*$/;
const PKG_FAIL = /^FAIL\s+(\S+)\s+(?:[\d.]+s|\[build failed\]|\[setup failed\])\s*$/;
const PKG_HEADER = /^# (\S+)\s*$/;
const DIAGNOSTIC = /^(?:vet: )?((?:\.{1,2}\/)?[^\s:]+\.go):(\d+)(?::(\d+))?: (.+)$/;
/** Frames of the runtime and the test harness: what the program did not write. */
const GO_INTERNAL = /(?:^|\/)(?:go|go-?[\d.]+)\/(?:[\w.]+\/)*src\/(?:runtime|testing|reflect|internal|sync)\//;

/** What the go-test dialects remember between lines. */
interface TestState {
  /** Inside a failing test's report (after `--- FAIL:`), and that test. */
  test: string | undefined;
  /** Frames of failures whose file name waits for its package's import path (the `FAIL\tpkg` line). */
  waiting: Frame[];
  /** The package a `# pkg/path` header named for the diagnostics below it. */
  header: string | undefined;
}
const state = (r: SymptomReader): TestState => r.state('go.test', () => ({ test: undefined, waiting: [], header: undefined }));

export const GO_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'go-panic', order: 495, read(r, i) {
      const m = PANIC.exec(r.lines[i]!);
      if (!m) return -1;
      r.addError('panic', m[2]!);
      return i;
    },
  },
  {
    name: 'go-frame', order: 500, read(r, i) {
      const line = r.lines[i]!;
      const m = GO_LOC.exec(line) ?? (r.pendingFunc !== undefined || IN_TRACE.has(r.lastDialect ?? '') ? GO_LOC_ANY.exec(line) : null);
      if (!m) return -1;
      r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: r.pendingFunc, format: 'go', internal: /\/go\/src\/runtime\//.test(m[1]!) || GO_INTERNAL.test(m[1]!) });
      r.pendingFunc = undefined;
      return i;
    },
  },
  { name: 'go-goroutine', order: 505, read: (r, i) => (/^\s*goroutine \d+ \[/.test(r.lines[i]!) ? (r.newBlock(), i) : -1) },
  {
    // `pkg.F(args)` then its location; pasted traces indent both, or wrap the arguments over a few lines.
    name: 'go-function', order: 510, read(r, i) {
      const lines = r.lines;
      const m = GO_FUNC.exec(lines[i]!) ?? GO_CREATED.exec(lines[i]!) ?? GO_FUNC_START.exec(lines[i]!);
      if (!m) return -1;
      for (let k = i + 1; k <= i + 3 && k < lines.length; k++) {
        if (GO_LOC.test(lines[k]!) || GO_LOC_ANY.test(lines[k]!)) { r.pendingFunc = m[1]; return k - 1; }
        if (GO_FUNC_START.test(lines[k]!)) break;
      }
      return -1;
    },
  },
  {
    name: 'go-test-fail', order: 90, read(r, i) {
      const m = TEST_FAIL.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      r.addTest(m[1]!);
      state(r).test = m[1];
      return i;
    },
  },
  {
    // `    x_test.go:42: message` under a failing test; testify's `Error Trace:` and `Error:` lines.
    name: 'go-test-line', order: 91, read(r, i) {
      const s = state(r);
      if (s.test === undefined) return -1;
      const line = r.lines[i]!;
      const m = TEST_LINE.exec(line) ?? TESTIFY_TRACE.exec(line);
      if (m) {
        const f = r.pushFrame({ path: m[1]!, line: Number(m[2]), func: s.test.split('/')[0], format: 'go-test' });
        if (!m[1]!.includes('/')) s.waiting.push(f);
        if (m[3]?.trim()) r.addMessage(m[3].trim());
        return i;
      }
      const e = TESTIFY_ERROR.exec(line);
      if (e) { r.addMessage(e[1]!); return i; }
      return -1;
    },
  },
  {
    name: 'go-test-package', order: 92, read(r, i) {
      const m = PKG_FAIL.exec(r.lines[i]!);
      if (!m) return -1;
      const s = state(r);
      for (const f of s.waiting) f.path = `${m[1]}/${f.path}`;
      s.waiting = [];
      s.test = undefined;
      return i;
    },
  },
  {
    // After every other dialect: a markdown heading of one word is not an import path unless it has a `/`.
    name: 'go-package-header', order: 980, read(r, i) {
      const m = PKG_HEADER.exec(r.lines[i]!);
      if (!m || !/^[\w.~-]+(?:\/[\w.~-]+)+$|^command-line-arguments$/.test(m[1]!)) return -1;
      state(r).header = m[1];
      return i;
    },
  },
  {
    name: 'go-diagnostic', order: 520, read(r, i) {
      const m = DIAGNOSTIC.exec(r.lines[i]!);
      if (!m) return -1;
      const header = state(r).header;
      const path = header && m[1]!.startsWith('./') ? `${header}/${m[1]!.slice(2)}` : m[1]!;
      r.addDiagnostic({ path: normalizeFramePath(path), line: Number(m[2]), col: m[3] ? Number(m[3]) : undefined, severity: 'error', message: m[4]!.trim(), tool: 'go' });
      return i;
    },
  },
];
