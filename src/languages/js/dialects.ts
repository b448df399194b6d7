/**
 * The JS runtimes' and tools' symptom dialects: V8 stacks (`at f (path:l:c)`, bare, `file://`, URLs, `async`) with the
 * crash header, Deno and Bun stacks with their code frames, Firefox/Safari stacks, tsc and eslint diagnostics.
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../types.js';
import { isCaretLine, normalizeFramePath } from '../../slice/symptom/lines.js';
import { isNativeCodeFrame, matchCodeFrameLine, matchGeckoFrame } from './symptom-lines.js';

const NODE_AT_PAREN = /^\s*at (?:async )?(?:new )?(.*?) \((.+?):(\d+):(\d+)\)\s*\{?\s*$/;
const NODE_AT_BARE = /^\s*at (?:async )?((?:[A-Za-z][\w+.-]*:\/\/|\/|[A-Za-z]:[\\/]|\.{0,2}[\w@.-]+[\\/]|(?:node|deno|ext|bun):)[^()\s]*?):(\d+):(\d+)\s*$/;
/** Runtime-internal frames of V8-style stacks: `node:fs`, `internal/…`, Deno's `ext:core/…`, Bun's `bun:…`. */
const JS_INTERNAL = /^(?:node|deno|ext|bun):|^internal\//;
const NODE_HEADER = /^((?:file:\/\/|\/|[A-Za-z]:[\\/])[^:*?"<>|]*?|[^\s:]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)):(\d+)\s*$/;
const TSC = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/;
const TSC_PRETTY = /^(.+?):(\d+):(\d+) - (error|warning) (TS\d+): (.*)$/;
const ESLINT_ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)\s{2,}([\w@/-]+)\s*$/;
const ESLINT_FILE = /^((?:[A-Za-z]:)?[\\/][^:]*|[\w.-]+(?:[\\/][\w.-]+)+)\s*$/;

/** What the JS dialects remember between lines. */
interface JsState {
  /**
   * A code frame printed before the stack (Bun: `12 | src` + caret; Deno: source + caret under the error line): it
   * belongs to the first frame of the stack that follows.
   */
  source: { source: string; line?: number } | undefined;
  /** The file eslint's stylish format named above its rows. */
  eslintFile: string | undefined;
}
const js = (r: SymptomReader): JsState => r.state('js', () => ({ source: undefined, eslintFile: undefined }));

/** Returns the dialect named `name` at `order` reading with `read`. */
function dialect(name: string, order: number, read: SymptomDialect['read']): SymptomDialect {
  return { name, order, read };
}

export const JS_DIALECTS: readonly SymptomDialect[] = [
  // Deno prints the throwing line and a caret under the error line, before the stack: the line after an error line.
  dialect('deno-code-frame', 50, (r, i) => {
    if (r.lastDialect !== 'error-line') return -1;
    const lines = r.lines;
    const src = lines[i]!;
    if (!src.trim() || /^\s*at /.test(src) || !isCaretLine(lines[i + 1] ?? '') || !/^\s*at /.test(lines[i + 2] ?? '')) return -1;
    js(r).source = { source: src.trim() };
    return i + 1;
  }),
  dialect('v8-frame', 300, (r, i) => {
    const line = r.lines[i]!;
    const m = NODE_AT_PAREN.exec(line) ?? NODE_AT_BARE.exec(line);
    if (!m) return -1;
    const paren = m.length === 5;
    const rawPath = paren ? m[2]! : m[1]!;
    if (rawPath === '<anonymous>' || rawPath === 'native') return i;
    const func = paren ? m[1]!.replace(/ \[as [^\]]+\]$/, '') : undefined;
    const lineNo = Number(paren ? m[3] : m[2]);
    const f = r.pushFrame({
      path: normalizeFramePath(rawPath), line: lineNo, col: Number(paren ? m[4] : m[3]),
      func, format: 'node', internal: JS_INTERNAL.test(rawPath),
    });
    const s = js(r);
    if (s.source && (s.source.line === undefined || s.source.line === lineNo)) f.source = s.source.source;
    s.source = undefined;
    return i;
  }),
  dialect('gecko-frame', 305, (r, i) => {
    const g = matchGeckoFrame(r.lines[i]!);
    if (!g) return -1;
    r.pushFrame({ path: normalizeFramePath(g.url), line: g.line, col: g.col, func: g.func, format: 'browser' });
    return i;
  }),
  dialect('native-code-frame', 310, (r, i) => (isNativeCodeFrame(r.lines[i]!) ? i : -1)),
  dialect('bun-code-frame', 315, (r, i) => {
    const code = matchCodeFrameLine(r.lines[i]!);
    if (!code) return -1;
    // Bun prints the lines up to the throw as `N | src`, then a caret under the last one.
    if (isCaretLine(r.lines[i + 1] ?? '')) { js(r).source = code; return i + 1; }
    return i;
  }),
  dialect('tsc', 600, (r, i) => {
    const line = r.lines[i]!;
    const m = TSC.exec(line) ?? TSC_PRETTY.exec(line);
    if (!m) return -1;
    r.addDiagnostic({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: m[4] as 'error', code: m[5], message: m[6]!.trim(), tool: 'tsc' });
    return i;
  }),
  dialect('eslint-row', 730, (r, i) => {
    const file = js(r).eslintFile;
    const m = file ? ESLINT_ROW.exec(r.lines[i]!) : null;
    if (!m) return -1;
    r.addDiagnostic({ path: file!, line: Number(m[1]), col: Number(m[2]), severity: m[3] as 'error', code: m[5], message: m[4]!.trim(), tool: 'eslint' });
    return i;
  }),
  dialect('eslint-file', 735, (r, i) => {
    const m = ESLINT_FILE.exec(r.lines[i]!);
    if (!m || !ESLINT_ROW.test(r.lines[i + 1] ?? '')) return -1;
    js(r).eslintFile = normalizeFramePath(m[1]!);
    return i;
  }),
  dialect('v8-crash-header', 740, (r, i) => {
    const lines = r.lines;
    const m = NODE_HEADER.exec(lines[i]!);
    if (!m || lines[i + 1] === undefined || !isCaretLine(lines[i + 2] ?? '')) return -1;
    r.newBlock();
    r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), source: lines[i + 1]!.trim(), format: 'node-header' });
    return i + 2;
  }),
];
