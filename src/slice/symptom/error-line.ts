/**
 * Error class names and error headlines, in the shapes the language packs declare: the words error class names end
 * with (`errorNameSuffixes`), the prefixes runtimes print before a headline (`errorLinePrefixes`, `errorLineLeads`) and
 * the marker a multi-line message repeats (`messageMarker`).
 * @internal
 */
import { LANGUAGES } from '../../languages/index.js';

/** Words most runtimes end an error class's name with; each language pack adds its own (`errorNameSuffixes`). */
const SHARED_ERROR_SUFFIXES = ['Error', 'Exception', 'Warning', 'Fault', 'Failure', 'Panic'];

/**
 * The symptom line patterns the language packs shape, made on first use (a pack's module may load after this one):
 * the last word of an error class name, and an error headline with the prefixes runtimes print before it.
 */
let patterns: { suffix: RegExp; errorLine: RegExp; markers: string[] } | undefined;

function linePatterns(): { suffix: RegExp; errorLine: RegExp; markers: string[] } {
  if (patterns) return patterns;
  const facets = LANGUAGES.map((p) => p.symptoms).filter((s) => s !== undefined);
  const uniq = (xs: readonly string[]): string[] => [...new Set(xs)];
  const suffixes = uniq([...SHARED_ERROR_SUFFIXES, ...facets.flatMap((s) => s.errorNameSuffixes ?? [])]);
  const leads = uniq(facets.flatMap((s) => s.errorLineLeads ?? []));
  const prefixes = uniq(facets.flatMap((s) => s.errorLinePrefixes ?? []));
  const optional = (xs: string[]): string => (xs.length ? `(?:${xs.join('|')})?` : '');
  patterns = {
    suffix: new RegExp(`(?:${suffixes.join('|')})$`),
    errorLine: new RegExp(`^${optional(leads)}${optional(prefixes)}([A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*)(?: \\[[\\w-]+\\])?(?::\\s?(.*))?$`),
    markers: uniq(facets.flatMap((s) => (s.messageMarker ? [s.messageMarker] : []))),
  };
  return patterns;
}

/**
 * Returns true when `name` (possibly dotted) looks like an exception or error class name: capitalized, its last word
 * one a runtime ends error class names with (`KeyError`, `StopIteration`, `SystemExit`: the language packs'
 * `errorNameSuffixes`).
 */
export function looksLikeExceptionName(name: string): boolean {
  const last = name.slice(name.lastIndexOf('.') + 1);
  return /^[A-Z_][\w$]*$/.test(last) && linePatterns().suffix.test(last);
}

/**
 * Returns the marker a runtime repeats at the start of each line of a multi-line message that `line` starts with
 * (pytest's `E`: a language pack's `messageMarker`), or undefined.
 */
export function messageMarkerOf(line: string): string | undefined {
  return linePatterns().markers.find((m) => line.startsWith(`${m} `));
}

/** An error headline: `pkg.mod.KeyError: 'x'`, `TypeError [ERR_X]: msg`, `Caused by: java.lang.X: msg`. */
export interface ErrorLine { type: string; message: string }


/**
 * Returns the exception type and message a headline line states, or null when the line is not one. A class whose
 * name does not look like an error's counts only with `anyName` (the caller knows the line follows a traceback).
 */
export function matchErrorLine(line: string, opts: { anyName?: boolean } = {}): ErrorLine | null {
  // The prefixes are the packs' (`errorLineLeads`, `errorLinePrefixes`): `error: Uncaught (in promise) TypeError: …` is
  // Deno's uncaught-error line, `Caused by: ` Java's, `E   ` pytest's.
  const m = linePatterns().errorLine.exec(line.trimEnd());
  if (!m) return null;
  const type = m[1]!;
  // `anyName`: the line stands where the runtime prints the exception (right after a traceback's frames), so its
  // class may be named anything (`InvalidVersion`, `NoMatch`): only its shape is checked.
  if (opts.anyName ? !/^[A-Z_][\w$]*$/.test(type.slice(type.lastIndexOf('.') + 1)) || (m[2] === undefined && !type.includes('.')) : !looksLikeExceptionName(type)) return null;
  const message = (m[2] ?? '').trim();
  return { type: type.slice(type.lastIndexOf('.') + 1), message };
}

