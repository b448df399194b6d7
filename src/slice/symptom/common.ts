/**
 * The language-neutral symptom dialects, and the one ordered list of every dialect: the language packs' (their
 * `symptoms.dialects`) and these, by `order`. A line goes to the first dialect that claims it.
 *
 * - gcc-shaped diagnostics (`path:line[:col]: error|warning|note: message [code]`): gcc and clang, mypy, and any tool
 *   printing that shape; the tool is named by the pack whose files it is about (`gccLikeTool`), else `generic`;
 * - error headlines (`KeyError: 'x'`, `TypeError [ERR_X]: msg`, with the prefixes the packs declare), where a runtime
 *   prints the error line after a trace's frames its class may be named anything;
 * - `path:line` mentions of a source file of any registered language: frames of format `path`.
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../../languages/types.js';
import { LANGUAGES, frameFormat } from '../../languages/index.js';
import type { Diagnostic } from './types.js';
import { normalizeFramePath } from './lines.js';
import { matchErrorLine, messageMarkerOf } from './error-line.js';

const GCC_LIKE = /^((?:[A-Za-z]:)?[^\s:][^:]*?):(\d+):(?:(\d+):)?\s*(error|warning|note|fatal error)(?:\[([^\]]*)\])?:\s*(.*?)(?:\s+\[([\w-]+)\])?\s*$/;

let pathMention: RegExp | undefined;
/** Returns the `path:line` mention pattern: a file name ending in an extension of a registered language. */
function pathMentionPattern(): RegExp {
  if (pathMention) return pathMention;
  const exts = [...new Set(LANGUAGES.flatMap((p) => p.symptoms?.frameExtensions ?? []))];
  return (pathMention = new RegExp(`(?:^|[\\s"'(\\[])((?:[A-Za-z]:)?[\\w./\\\\@-]*[\\w-]\\.(?:${exts.join('|')})):(\\d+)(?::\\d+)?`, 'g'));
}

/** Returns the tool a gcc-shaped diagnostic about `path` comes from, and how its messages continue, by the packs. */
function gccTool(path: string): { tool: Diagnostic['tool']; continuation?: (next: string | undefined) => string | null } {
  for (const p of LANGUAGES) {
    const t = p.symptoms?.gccLikeTool;
    if (t?.files.test(path)) return t;
  }
  return { tool: 'generic' };
}

/** A gcc-shaped diagnostic line (and, for a tool that wraps long messages, its continuation). */
function readGccLike(r: SymptomReader, i: number): number {
  const m = GCC_LIKE.exec(r.lines[i]!);
  if (!m) return -1;
  const sev = m[4] === 'fatal error' ? 'error' : (m[4] as Diagnostic['severity']);
  const t = gccTool(m[1]!);
  const d: Diagnostic = { path: normalizeFramePath(m[1]!), line: Number(m[2]), col: m[3] ? Number(m[3]) : undefined, severity: sev, code: m[5] || m[7], message: m[6]!.trim(), tool: t.tool };
  // mypy --pretty wraps a long message (and its `[code]`) onto the next line.
  const more = t.continuation && !d.code ? t.continuation(r.lines[i + 1]) : null;
  if (more !== null) {
    const code = /(?:^|\s+)\[([\w-]+)\]$/.exec(more);
    d.message = `${d.message} ${code ? more.slice(0, code.index) : more}`.trim();
    if (code) d.code = code[1];
    i++;
  }
  r.addDiagnostic(d);
  return i;
}

/** An error headline: its class and message (a multi-line message marked on each line, as pytest's `E` lines). */
function readErrorLine(r: SymptomReader, i: number): number {
  const lines = r.lines;
  const line = lines[i]!;
  if (/^\s/.test(line)) return -1;
  // Right after a trace's frames some runtimes print the exception, whatever its class is named (the pack's format
  // says so: `errorFollows`); so does a module-qualified class before a message (`pkg.mod.NoMatch: …`).
  const afterFrames = r.blockHasFrames && r.lastFormat !== undefined && !!frameFormat(r.lastFormat)?.errorFollows;
  const qualified = /^[a-z_]\w*(?:\.\w+)*\.[A-Z]\w*: /.test(line);
  const err = matchErrorLine(line, { anyName: afterFrames || qualified });
  if (!err) return -1;
  let message = err.message;
  const marker = messageMarkerOf(line);
  if (marker !== undefined) {
    // A multi-line message printed as further marked lines at the same column; deeper ones are its own explanation
    // (pytest's assertion diffs).
    const at = new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`);
    const col = at.exec(line)![0].length;
    while (i + 1 < lines.length && at.test(lines[i + 1]!)) {
      const next = lines[i + 1]!;
      const ncol = at.exec(next)?.[0].length ?? 1;
      if (ncol !== col || matchErrorLine(next)) break;
      message += `\n${next.slice(col).trimEnd()}`;
      i++;
    }
  }
  r.addError(err.type, message.trim());
  if (r.blockHasFrames && !(r.lastFormat !== undefined && frameFormat(r.lastFormat)?.errorBeforeFrames)) r.newBlock();
  r.regions.clear(); // an error line ends every trace a dialect opened (IPython's)
  return i;
}

/** `path:line` mentions on a line no other dialect claimed: frames of format `path`. */
function readPathMentions(r: SymptomReader, i: number): number {
  const re = pathMentionPattern();
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(r.lines[i]!))) {
    const p = normalizeFramePath(m[1]!);
    if (p.includes('://')) continue;
    r.pushFrame({ path: p, line: Number(m[2]), format: 'path' });
  }
  return i;
}

/** The language-neutral dialects. */
export const COMMON_DIALECTS: readonly SymptomDialect[] = [
  { name: 'gcc-like', order: 700, read: readGccLike },
  { name: 'error-line', order: 900, read: readErrorLine },
  { name: 'path-mention', order: 990, read: readPathMentions },
];

let all: readonly SymptomDialect[] | undefined;

/** Returns every dialect, the packs' and the common ones, by `order` (registration order among equal orders). */
export function symptomDialects(): readonly SymptomDialect[] {
  return (all ??= [...LANGUAGES.flatMap((p) => p.symptoms?.dialects ?? []), ...COMMON_DIALECTS]
    .map((d, k) => ({ d, k })).sort((a, b) => a.d.order - b.d.order || a.k - b.k).map((x) => x.d));
}
