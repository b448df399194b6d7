/**
 * Python's symptom dialects: tracebacks (chained, SyntaxError frames without `in`, exception groups), IPython/Jupyter
 * (classic and 8.x), doctest reports, pytest (long, short, line and native reports, `FAILED …::test` summaries,
 * doctest sections), warnings, and pyright diagnostics. mypy's are the shared gcc-shaped dialect's (`gccLikeTool`).
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../types.js';
import type { Frame } from '../../slice/symptom/types.js';
import { isCaretLine, normalizeFramePath } from '../../slice/symptom/lines.js';
import { matchErrorLine } from '../../slice/symptom/error-line.js';
import {
  isDoctestFailedExample, isPyrightFileLine, matchIpythonFrame, matchIpythonHeader, matchLocatedError,
  matchPytestDoctestExample, readDoctestReport, readIpythonBody, readPyrightDiagnostic,
} from './symptom-lines.js';

const PY_FRAME = /^\s*File "(.+?)", line (\d+)(?:, in (.+?))?\s*$/;
const PYTEST_LOC = /^((?:[A-Za-z]:)?[^\s:][^:]*?\.py):(\d+):(?: in (\S+)| (\w[\w.]*))?\s*$/;
const PYTEST_FAILED = /^(?:FAILED|ERROR) (\S+?\.py(?:::\S+)?)(?: - (.*))?$/;
const PYTEST_SECTION = /^_{3,} (.+) _{3,}$/;
const CHAINED = /^(?:During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception):?\s*$/;

/** The region an IPython traceback opens: classic `path in f(...)` headers count as frames inside it. */
const IPYTHON = 'ipython';

/** What the pytest dialects remember between lines. */
interface PytestState {
  /** pytest's long form prints `>   source` before the location line… */
  source: string | undefined;
  /** …and the function's `def` line, where the short form says `in f`. */
  def: string | undefined;
  /** Inside pytest's `___ [doctest] name ___` section. */
  doctestSection: boolean;
}
const pytest = (r: SymptomReader): PytestState => r.state('python.pytest', () => ({ source: undefined, def: undefined, doctestSection: false }));

/** Returns the dialect named `name` at `order` reading with `read`. */
function dialect(name: string, order: number, read: SymptomDialect['read']): SymptomDialect {
  return { name, order, read };
}

export const PYTHON_DIALECTS: readonly SymptomDialect[] = [
  dialect('python-traceback-header', 100, (r, i) => {
    if (!/^(?:Exception Group )?Traceback \(most recent call last\):/.test(r.lines[i]!)) return -1;
    // Inside a doctest report the traceback is what the example raised: same block, the example outermost.
    if (r.lastFormat !== 'doctest') r.newBlock();
    r.regions.delete(IPYTHON);
    return i;
  }),
  dialect('pytest-section', 105, (r, i) => {
    const line = r.lines[i]!;
    const m = line.startsWith('___') ? PYTEST_SECTION.exec(line) : null;
    if (!m) return -1;
    r.newBlock();
    r.regions.delete(IPYTHON);
    pytest(r).doctestSection = m[1]!.startsWith('[doctest] ');
    return i;
  }),
  dialect('python-chained', 110, (r, i) => {
    const line = r.lines[i]!;
    if (!(line.startsWith('During ') || line.startsWith('The above ')) || !CHAINED.test(line)) return -1;
    r.newBlock();
    return i;
  }),
  dialect('doctest-separator', 115, (r, i) => {
    const line = r.lines[i]!;
    if (!line.startsWith('*****') || !/^\*{20,}\s*$/.test(line)) return -1;
    r.newBlock();
    return i;
  }),
  dialect('ipython-header', 120, (r, i) => {
    const type = matchIpythonHeader(r.lines[i]!);
    if (!type) return -1;
    r.newBlock();
    r.regions.add(IPYTHON);
    r.addError(type.slice(type.lastIndexOf('.') + 1), '');
    return i;
  }),
  dialect('ipython-rule', 125, (r, i) => {
    const line = r.lines[i]!;
    return line.includes('-----') && /^\s*-{20,}\s*$/.test(line) ? i : -1; // the rule above IPython's header
  }),
  dialect('ipython-frame', 130, (r, i) => {
    const ipy = matchIpythonFrame(r.lines, i, r.regions.has(IPYTHON));
    if (!ipy) return -1;
    const body = readIpythonBody(r.lines, i);
    r.pushFrame({
      path: normalizeFramePath(ipy.path), line: ipy.line ?? body.line, func: ipy.func, source: body.source,
      format: 'ipython', internal: ipy.path.startsWith('<frozen '),
    });
    return body.end;
  }),
  dialect('python-frame', 135, (r, i) => {
    const lines = r.lines;
    const m = PY_FRAME.exec(lines[i]!);
    if (!m) return -1;
    if (isDoctestFailedExample(lines[i + 1])) {
      const report = readDoctestReport(lines, i + 1);
      r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3], source: report.source, format: 'doctest' });
      return report.end;
    }
    const f = r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3], format: 'python', internal: m[1]!.startsWith('<') });
    const next = lines[i + 1];
    if (next !== undefined && /^\s{2,}\S/.test(next) && !PY_FRAME.test(next) && !isCaretLine(next)) {
      f.source = next.trim();
      i++;
      while (i + 1 < lines.length && isCaretLine(lines[i + 1]!)) i++;
    }
    return i;
  }),
  dialect('pytest-failed', 140, (r, i) => {
    const m = PYTEST_FAILED.exec(r.lines[i]!);
    if (!m) return -1;
    r.addTest(m[1]!);
    const err = m[2] ? matchErrorLine(m[2]) : null;
    if (err) r.addError(err.type, err.message);
    return i;
  }),
  dialect('pytest-source', 145, (r, i) => {
    const line = r.lines[i]!;
    if (!/^>\s{3,}\S/.test(line)) return -1;
    pytest(r).source = line.slice(1).trim();
    return i;
  }),
  dialect('pytest-def', 150, (r, i) => {
    const line = r.lines[i]!;
    const m = line.startsWith('    ') ? /^ {4}(?:async )?def ([A-Za-z_]\w*)\s*\(/.exec(line) : null;
    if (!m) return -1;
    pytest(r).def = m[1];
    return i;
  }),
  dialect('pytest-doctest-example', 155, (r, i) => {
    const p = pytest(r);
    if (!p.doctestSection) return -1;
    const example = matchPytestDoctestExample(r.lines[i]!);
    if (example === null) return -1;
    p.source = example;
    return i;
  }),
  dialect('pytest-location', 160, readPytestLocation),
  dialect('python-located', 165, (r, i) => {
    const located = matchLocatedError(r.lines[i]!);
    if (!located) return -1;
    if (located.warning) {
      r.addDiagnostic({ path: normalizeFramePath(located.path), line: located.line, severity: 'warning', code: located.type, message: located.message, tool: 'python' });
      r.addWarning(located.type, located.message);
      if (/^\s+\S/.test(r.lines[i + 1] ?? '')) i++; // the source line the warnings module prints under it
    } else {
      // pytest --tb=line: one failure per line, each its own block.
      r.newBlock();
      r.pushFrame({ path: normalizeFramePath(located.path), line: located.line, format: 'pytest' });
      r.addError(located.type, located.message);
      r.newBlock();
    }
    return i;
  }),
  dialect('pyright', 610, (r, i) => {
    const file = r.state<{ file?: string }>('python.pyright', () => ({}));
    const d = readPyrightDiagnostic(r.lines, i, file.file);
    if (!d) return -1;
    r.addDiagnostic({ ...d.diagnostic, path: normalizeFramePath(d.diagnostic.path) });
    return d.end;
  }),
  dialect('pyright-file', 615, (r, i) => {
    const line = r.lines[i]!;
    if (!line.includes('.py') || !isPyrightFileLine(line, r.lines[i + 1])) return -1;
    r.state<{ file?: string }>('python.pyright', () => ({})).file = line.trim();
    return i;
  }),
];

/** pytest's `path.py:12: in f` / `path.py:12: KeyError` location line (a doctest section's example line, too). */
function readPytestLocation(r: SymptomReader, i: number): number {
  const lines = r.lines;
  const m = PYTEST_LOC.exec(lines[i]!);
  if (!m) return -1;
  const p = pytest(r);
  if (p.doctestSection) {
    // The example that failed. A traceback above it (UNEXPECTED EXCEPTION) is what the example raised: the
    // example is that block's outermost frame. The type named here is the runner's wrapper, not the error.
    const f: Frame = { path: normalizeFramePath(m[1]!), line: Number(m[2]), source: p.source, format: 'doctest', chain: r.chain, order: 0 };
    const prev = r.frames[r.frames.length - 1];
    if (prev && prev.format === 'python') r.insertOutermost(f, prev.chain);
    else r.startBlockWith(f);
    p.source = undefined;
    return i;
  }
  const f = r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3] ?? (p.source ? p.def : undefined), format: 'pytest' });
  if (p.source) f.source = p.source;
  else if (lines[i + 1] !== undefined && /^\s{4}\S/.test(lines[i + 1]!)) f.source = lines[i + 1]!.trim();
  p.source = undefined;
  p.def = undefined;
  if (m[4]) r.addError(m[4], '');
  return i;
}
