/**
 * Symptom parsing: turns what a user pastes (tracebacks of Python, Node/V8, pytest, Go, Rust, Java; compiler and
 * linter diagnostics; bare `path:line` mentions) into frames, messages, exception types, failing tests and
 * diagnostics. Pure text → data: no file system, no repository; resolution to repo files happens in `seeds.ts`.
 */
import type { Diagnostic, Frame, FrameFormat, ParsedSymptom } from './types.js';
import { isCaretLine, matchErrorLine, normalizeFramePath, stripAnsi } from './lines.js';

export type { Diagnostic, Frame, FrameFormat, ParsedSymptom } from './types.js';
export { normalizeFramePath } from './lines.js';

/** Formats whose frames are printed innermost (nearest the raise) first. */
const INNERMOST_FIRST: ReadonlySet<FrameFormat> = new Set(['node', 'go', 'rust', 'java']);

const PY_FRAME = /^\s*File "(.+?)", line (\d+)(?:, in (.+?))?\s*$/;
const PYTEST_LOC = /^((?:[A-Za-z]:)?[^\s:][^:]*?\.py):(\d+):(?: in (\S+)| (\w[\w.]*))?\s*$/;
const PYTEST_FAILED = /^(?:FAILED|ERROR) (\S+?\.py(?:::\S+)?)(?: - (.*))?$/;
const NODE_AT_PAREN = /^\s*at (?:async )?(?:new )?(.*?) \((.+?):(\d+):(\d+)\)\s*\{?\s*$/;
const NODE_AT_BARE = /^\s*at (?:async )?((?:file:\/\/|\/|[A-Za-z]:[\\/]|\.{0,2}[\w@.-]+[\\/]|node:)[^()\s]*?):(\d+):(\d+)\s*$/;
const NODE_HEADER = /^((?:file:\/\/|\/|[A-Za-z]:[\\/])[^:*?"<>|]*?|[^\s:]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)):(\d+)\s*$/;
const GO_LOC = /^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$/;
const GO_FUNC = /^([\w./-]+(?:\.[\w(*)$]+)+)\(.*\)\s*$/;
const RUST_AT = /^\s+at (.+?\.rs):(\d+):(\d+)\s*$/;
const RUST_FN = /^\s*\d+: (.+?)\s*$/;
const RUST_PANIC = /^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(.+?\.rs):(\d+):(\d+):?\s*$/;
const JAVA_AT = /^\s*at (?:[\w.$-]+\/)?([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)\s*$/;
const GCC_LIKE = /^((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+):(?:(\d+):)?\s*(error|warning|note|fatal error)(?:\[([^\]]*)\])?:\s*(.*?)(?:\s+\[([\w-]+)\])?\s*$/;
const TSC = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/;
const TSC_PRETTY = /^(.+?):(\d+):(\d+) - (error|warning) (TS\d+): (.*)$/;
const RUSTC_ARROW = /^\s*--> (.+?\.rs):(\d+):(\d+)\s*$/;
const ESLINT_ROW = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)\s{2,}([\w@/-]+)\s*$/;
const ESLINT_FILE = /^((?:[A-Za-z]:)?[\\/][^:]*|[\w.-]+(?:[\\/][\w.-]+)+)\s*$/;
const PATH_MENTION = /(?:^|[\s"'(\[])((?:[A-Za-z]:)?[\w./\\@-]*[\w-]\.(?:py|pyi|[cm]?[jt]sx?|go|rs|java|kt|rb|c|cc|cpp|h|hpp|cs|php|swift|scala)):(\d+)(?::\d+)?/g;

/**
 * Returns the frames, messages, exception types, failing tests and diagnostics found in `text`.
 *
 * Understands chained Python tracebacks, SyntaxError frames without `in`, pytest's long and short reports and its
 * `FAILED …::test` summary, V8 stacks (`at f (path:l:c)`, bare, `file://`, `async`) with the crash header, Go panics,
 * Rust backtraces and panic headers, Java stacks with `Caused by:`, and gcc/mypy/tsc/eslint diagnostics. Lines no
 * recognizer claims still contribute `path:line` mentions (format `path`).
 */
export function parseSymptom(rawText: string): ParsedSymptom {
  const text = stripAnsi(rawText).replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const frames: Frame[] = [];
  const messages: string[] = [];
  const types: string[] = [];
  const tests: string[] = [];
  const diagnostics: Diagnostic[] = [];
  let chain = 0;
  let blockHasFrames = false;
  let lastFormat: FrameFormat | undefined;
  let eslintFile: string | undefined;
  let pendingFunc: string | undefined; // Go / Rust print the function on the line before the location
  let pytestSource: string | undefined; // pytest long form prints `>   source` before the location line

  const newBlock = (): void => {
    if (blockHasFrames) chain++;
    blockHasFrames = false;
  };
  const pushFrame = (f: Omit<Frame, 'chain' | 'order'>): Frame => {
    if (lastFormat !== undefined && lastFormat !== f.format && f.format !== 'node-header' && lastFormat !== 'node-header') newBlock();
    const frame: Frame = { ...f, chain, order: 0 };
    frames.push(frame);
    blockHasFrames = true;
    lastFormat = f.format;
    return frame;
  };
  const addError = (type: string, message: string): void => {
    if (!types.includes(type)) types.push(type);
    if (message && !messages.includes(message)) messages.push(message);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let m: RegExpExecArray | null;
    if (/^Traceback \(most recent call last\):/.test(line) || /^_{3,} .+ _{3,}$/.test(line)) { newBlock(); continue; }
    if ((m = PY_FRAME.exec(line))) {
      const f = pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3], format: 'python', internal: m[1]!.startsWith('<') });
      const next = lines[i + 1];
      if (next !== undefined && /^\s{2,}\S/.test(next) && !PY_FRAME.test(next) && !isCaretLine(next)) {
        f.source = next.trim();
        i++;
        while (i + 1 < lines.length && isCaretLine(lines[i + 1]!)) i++;
      }
      continue;
    }
    if ((m = PYTEST_FAILED.exec(line))) {
      if (!tests.includes(m[1]!)) tests.push(m[1]!);
      const err = m[2] ? matchErrorLine(m[2]) : null;
      if (err) addError(err.type, err.message);
      continue;
    }
    if (/^>\s{3,}\S/.test(line)) { pytestSource = line.slice(1).trim(); continue; }
    if ((m = PYTEST_LOC.exec(line))) {
      const f = pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3], format: 'pytest' });
      if (pytestSource) f.source = pytestSource;
      else if (lines[i + 1] !== undefined && /^\s{4}\S/.test(lines[i + 1]!)) f.source = lines[i + 1]!.trim();
      pytestSource = undefined;
      if (m[4]) addError(m[4], '');
      continue;
    }
    if ((m = RUST_PANIC.exec(line))) {
      newBlock();
      if (m[1]) addError('panic', m[1]);
      else if (lines[i + 1]?.trim()) addError('panic', lines[i + 1]!.trim());
      pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), col: Number(m[4]), format: 'rust' });
      newBlock();
      continue;
    }
    if ((m = RUST_FN.exec(line)) && RUST_AT.test(lines[i + 1] ?? '')) { pendingFunc = m[1]; continue; }
    if ((m = RUST_AT.exec(line))) {
      const p = m[1]!;
      pushFrame({ path: normalizeFramePath(p), line: Number(m[2]), col: Number(m[3]), func: pendingFunc, format: 'rust', internal: p.startsWith('/rustc/') });
      pendingFunc = undefined;
      continue;
    }
    if ((m = NODE_AT_PAREN.exec(line)) || (m = NODE_AT_BARE.exec(line))) {
      const paren = m.length === 5;
      const rawPath = paren ? m[2]! : m[1]!;
      if (rawPath === '<anonymous>' || rawPath === 'native') continue;
      const func = paren ? m[1]!.replace(/ \[as [^\]]+\]$/, '') : undefined;
      pushFrame({
        path: normalizeFramePath(rawPath), line: Number(paren ? m[3] : m[2]), col: Number(paren ? m[4] : m[3]),
        func, format: 'node', internal: rawPath.startsWith('node:') || rawPath.startsWith('internal/'),
      });
      continue;
    }
    if ((m = JAVA_AT.exec(line))) {
      pushFrame({
        path: m[3]!, line: Number(m[4]), func: `${m[1]!.slice(m[1]!.lastIndexOf('.') + 1)}.${m[2]}`, format: 'java',
        qualifiedClass: m[1]!.replace(/\$.*$/, ''), internal: /^(?:java|javax|jdk|sun|kotlin)\./.test(m[1]!),
      });
      continue;
    }
    if ((m = GO_LOC.exec(line))) {
      pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: pendingFunc, format: 'go', internal: /\/go\/src\/runtime\//.test(m[1]!) });
      pendingFunc = undefined;
      continue;
    }
    if (/^goroutine \d+ \[/.test(line)) { newBlock(); continue; }
    if ((m = GO_FUNC.exec(line)) && GO_LOC.test(lines[i + 1] ?? '')) { pendingFunc = m[1]; continue; }
    if ((m = TSC.exec(line)) || (m = TSC_PRETTY.exec(line))) {
      diagnostics.push({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: m[4] as 'error', code: m[5], message: m[6]!.trim(), tool: 'tsc' });
      continue;
    }
    if ((m = GCC_LIKE.exec(line))) {
      const sev = m[4] === 'fatal error' ? 'error' : (m[4] as Diagnostic['severity']);
      const tool: Diagnostic['tool'] = /\.pyi?$/.test(m[1]!) ? 'mypy' : /\.(?:c|cc|cpp|cxx|h|hpp|m)$/.test(m[1]!) ? 'gcc' : 'generic';
      diagnostics.push({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: m[3] ? Number(m[3]) : undefined, severity: sev, code: m[5] || m[7], message: m[6]!.trim(), tool });
      continue;
    }
    if ((m = RUSTC_ARROW.exec(line))) {
      const head = lines[i - 1] ?? '';
      const hm = /^(error|warning)(?:\[(\w+)\])?: (.*)$/.exec(head.trim());
      diagnostics.push({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: hm?.[1] === 'warning' ? 'warning' : 'error', code: hm?.[2], message: hm?.[3] ?? '', tool: 'rustc' });
      continue;
    }
    if (eslintFile && (m = ESLINT_ROW.exec(line))) {
      diagnostics.push({ path: eslintFile, line: Number(m[1]), col: Number(m[2]), severity: m[3] as 'error', code: m[5], message: m[4]!.trim(), tool: 'eslint' });
      continue;
    }
    if ((m = ESLINT_FILE.exec(line)) && ESLINT_ROW.test(lines[i + 1] ?? '')) { eslintFile = normalizeFramePath(m[1]!); continue; }
    if ((m = NODE_HEADER.exec(line)) && lines[i + 1] !== undefined && isCaretLine(lines[i + 2] ?? '')) {
      newBlock();
      pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), source: lines[i + 1]!.trim(), format: 'node-header' });
      i += 2;
      continue;
    }
    const err = matchErrorLine(line);
    if (err && (!/^\s/.test(line) || /^E\s/.test(line))) {
      addError(err.type, err.message);
      if (blockHasFrames && lastFormat !== 'node-header' && lastFormat !== 'pytest') newBlock();
      continue;
    }
    PATH_MENTION.lastIndex = 0;
    while ((m = PATH_MENTION.exec(line))) {
      const p = normalizeFramePath(m[1]!);
      if (p.includes('://')) continue;
      pushFrame({ path: p, line: Number(m[2]), format: 'path' });
    }
  }
  assignOrder(frames);
  // A bare error message ("no exchange rate for currency 'CHF'"): no structure was recognized, so its lines are
  // the messages (the first few, the way a user pastes one).
  if (!frames.length && !messages.length && !types.length && !tests.length && !diagnostics.length) {
    for (const l of lines) {
      const t = l.trim();
      if (t.length >= 8 && /[A-Za-z]{3}/.test(t) && messages.length < 5 && !messages.includes(t)) messages.push(t);
    }
  }
  return { frames, messages, exceptionTypes: types, tests, diagnostics, mentions: [] };
}

/** Sets `order` (0 = outermost caller) on every frame, per block, reading innermost-first formats backwards. */
function assignOrder(frames: Frame[]): void {
  const byChain = new Map<number, Frame[]>();
  for (const f of frames) {
    const list = byChain.get(f.chain) ?? [];
    list.push(f);
    byChain.set(f.chain, list);
  }
  for (const list of byChain.values()) {
    // The V8 crash header names the throw site: it is the innermost frame of its block.
    const reversed = list.some((f) => INNERMOST_FIRST.has(f.format));
    list.forEach((f, k) => {
      if (f.format === 'node-header') f.order = list.length;
      else f.order = reversed ? list.length - 1 - k : k;
    });
  }
}
