/**
 * Part of the message scorer: errors made by a factory or a class. The literal sits in a definition
 * (`FST_ERR_X: createError('FST_ERR_X', 'msg')`, `class UnexpectedCharError(ParseError): … message = "…"`) and the
 * error is raised wherever that name is raised; or the literal is passed to a helper of the same file that raises
 * (`throwError(state, 'bad indentation')`).
 */
import type { FileRecord } from '../../../repo/types.js';
import { isTestPath } from '../../../graph/tests.js';
import { raiseSitesOf, type LiteralTable } from '../../literals.js';
import { lineCount, linesOf, type FileText } from '../../ranges.js';
import { round2 } from '../context.js';
import { explain } from '../explanation.js';
import type { CandidatePool } from '../combiner.js';
import type { SeedContext } from '../types.js';
import { notApiNames } from './user-line.js';

/** Most raise sites of one error class or factory name seeded from its message (as for near-tied literal sites). */
const MAX_FACTORY_SITES = 12;
/** A site found through a factory or a raising helper is this much less sure than the literal. */
const INDIRECT_FACTOR = 0.85;
/** Helpers followed from the literal's call at most (`throwError` → `YAMLException.throwAt`), and their size. */
const HELPER_DEPTH = 2;
/** Lines a raising helper may span (a longer definition is not a thin helper). */
const HELPER_LINES = 40;

/**
 * Returns nothing; adds to `pool` the raise/throw sites of the name the literal's definition defines (at most
 * MAX_FACTORY_SITES: the symptom cannot tell them apart), a little less sure than the literal and less the more there
 * are, and the raise line of a same-file helper the literal is passed to.
 */
export function seedFactoryRaises(path: string, literalLine: number, raiseLine: number, confidence: number, table: LiteralTable, pool: CandidatePool, ctx: SeedContext): void {
  const rec = ctx.index.files[ctx.index.fileId(path) ?? -1];
  const ft = ctx.text?.(path);
  const names = definedNames(rec, ft, literalLine);
  if (ft && rec) helperRaises(path, literalLine, confidence, rec, ft, pool);
  for (const name of names) {
    let sites = raiseSitesOf(table, name).filter((x) => !isTestPath(x.path) && !(x.path === path && x.line === raiseLine));
    // Raised through a helper (`raise self.parse_error(UnexpectedCharError, …)`): raise lines that name the class,
    // in the files that import its definition.
    if (!sites.length && ft) sites = raisesNaming(ctx, path, name).filter((x) => !(x.path === path && x.line === raiseLine));
    if (!sites.length || sites.length > MAX_FACTORY_SITES) continue;
    const because = [explain('message', confidence, `the message's literal in the definition of ${name} (${path}:${literalLine}); one of ${sites.length} raise site(s) of it: × ${INDIRECT_FACTOR} / √${sites.length}`)];
    for (const x of sites) pool.add({ path: x.path, line: x.line, why: 'symbol', detail: `raises ${name}, whose definition holds the message's literal (${path}:${literalLine})`, confidence: round2(confidence * INDIRECT_FACTOR / Math.sqrt(sites.length)) }, because);
  }
}

/**
 * Returns the names the literal's definition gives the error: the innermost class around it (a message built in its
 * constructor or as a class attribute), and a name its statement defines (`NAME: factory(…`, `NAME = factory(…`,
 * `exports.NAME = …`).
 */
function definedNames(rec: FileRecord | undefined, ft: FileText | undefined, literalLine: number): Set<string> {
  const names = new Set<string>();
  const cls = rec?.defs.filter((d) => d.kind === 'class' && d.start <= literalLine && literalLine <= d.end).sort((a, b) => b.start - a.start)[0];
  if (cls) names.add(cls.name.slice(cls.name.lastIndexOf('.') + 1));
  if (ft) {
    for (let l = literalLine; l >= Math.max(1, literalLine - 2); l--) {
      const m = /^\s*(?:(?:export\s+)?(?:const|let|var)\s+|exports\.|module\.exports\.)?([A-Za-z_$][\w$]*)\s*[:=]\s*(?:new\s+)?[\w$.]*\(?/.exec(linesOf(ft, l, l));
      if (m && m[1]!.length >= 3) { names.add(m[1]!); break; }
    }
  }
  return names;
}

/**
 * Returns nothing; adds the raise line of a helper of the same file that the literal is passed to
 * (`throwError(state, 'bad indentation')` → `function throwError(state, message) { throw generateError(…); }`), two
 * helpers deep at most, each short.
 */
function helperRaises(path: string, literalLine: number, confidence: number, rec: FileRecord, ft: FileText, pool: CandidatePool): void {
  const calls = (text: string): string[] => [...new Set([...text.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]!).filter((n) => n.length >= 3 && !notApiNames().has(n)))];
  const seen = new Set<number>();
  // Definitions of a name: the index's, or, for members the lexer does not record (a JS class's static method),
  // a line that opens one (`static NAME(…) {`, `NAME(…) {`) with the HELPER_LINES lines after it.
  const defsOf = (name: string): { name: string; start: number; end: number }[] => {
    const found: { name: string; start: number; end: number }[] = rec.defs.filter((d) => d.kind !== 'class' && d.kind !== 'interface' && d.kind !== 'type' && d.name.slice(d.name.lastIndexOf('.') + 1) === name && d.end - d.start <= HELPER_LINES);
    if (found.length || !/^[A-Za-z_$][\w$]*$/.test(name)) return found;
    const re = new RegExp(`^\\s*(?:static\\s+|async\\s+)*${name.replace(/\$/g, '\\$')}\\s*\\([^)]*\\)\\s*\\{\\s*$`);
    const total = lineCount(ft);
    for (let l = 1; l <= total; l++) if (re.test(linesOf(ft, l, l))) found.push({ name, start: l, end: Math.min(total, l + HELPER_LINES) });
    return found.slice(0, 3);
  };
  const follow = (names: string[], depth: number, via: string): void => {
    for (const name of names) {
      for (const d of defsOf(name)) {
        if (seen.has(d.start)) continue;
        seen.add(d.start);
        const text = linesOf(ft, d.start, d.end);
        const at = text.split('\n').findIndex((b) => /^\s*(?:raise|throw)\b/.test(b));
        if (at >= 0) pool.add({ path, line: d.start + at, why: 'symbol', detail: `raises in ${d.name}, reached from the helper the message's literal is passed to (${via}${d.name}, literal on line ${literalLine})`, confidence: round2(confidence * INDIRECT_FACTOR) }, [explain('message', confidence, `the message's literal on line ${literalLine}, passed to a helper that raises: × ${INDIRECT_FACTOR}`)]);
        else if (depth < HELPER_DEPTH) follow(calls(text), depth + 1, `${via}${d.name} → `);
      }
    }
  };
  follow(calls(linesOf(ft, literalLine, literalLine)), 1, '');
}

/** Returns the raise/throw lines that name `name`, in `path` and the non-test files that import it (one more than MAX_FACTORY_SITES at most). */
function raisesNaming(ctx: SeedContext, path: string, name: string): { path: string; line: number }[] {
  const id = ctx.index.fileId(path);
  if (id === undefined || !ctx.text) return [];
  const files = new Set<number>([id]);
  const { edgeFrom, edgeTo } = ctx.index;
  for (let e = 0; e < edgeTo.length && files.size < 40; e++) if (edgeTo[e] === id) files.add(edgeFrom[e]!);
  const re = new RegExp(`^\\s*(?:raise|throw)\\b.*\\b${name.replace(/[^\w$]/g, '')}\\b`);
  const out: { path: string; line: number }[] = [];
  for (const f of files) {
    const p = ctx.index.files[f]!.path;
    if (isTestPath(p)) continue;
    const ft = ctx.text(p);
    if (!ft) continue;
    const lines = ft.text.split('\n');
    for (let i = 0; i < lines.length && out.length <= MAX_FACTORY_SITES; i++) if (re.test(lines[i]!)) out.push({ path: p, line: i + 1 });
  }
  return out;
}
