/**
 * Recognizers of the JS runtimes' and browsers' symptom lines that are not V8 frames: Firefox/Safari stacks, Safari's
 * native-code frames and Bun's code frames. Each reads one line and returns what it says, or null.
 * @internal
 */

/** Firefox and Safari frames: `f@http://host/x.js:1:2`, `init/<@…`, `@…` (anonymous), `global code@…`. */
const GECKO_AT = /^\s*([^@\s][^@]*)?@((?:[A-Za-z][\w+.-]*:\/\/|\/)\S*?):(\d+):(\d+)\s*$/;

/** Returns the function, URL, line and column of a Firefox/Safari frame, or null. */
export function matchGeckoFrame(line: string): { func?: string; url: string; line: number; col: number } | null {
  if (!line.includes('@')) return null;
  const m = GECKO_AT.exec(line);
  if (!m) return null;
  // `promise callback*init`: the part after `*` is the function; `init/<` is an anonymous function inside init.
  const func = m[1]?.replace(/^.*\*/, '').replace(/\/<$/, '').trim() || undefined;
  return { func, url: m[2]!, line: Number(m[3]), col: Number(m[4]) };
}

/** Returns true for a frame with no location (`forEach@[native code]`) that a Safari stack lists. */
export function isNativeCodeFrame(line: string): boolean {
  return line.includes('@[native code]') && /^\s*[^@\s]*@\[native code\]\s*$/.test(line);
}

/** Returns the line number and source of a Bun code-frame line (`12 |   return x.y;`), or null. */
export function matchCodeFrameLine(line: string): { line: number; source: string } | null {
  const m = line.includes(' | ') ? /^\s*(\d+) \| (.*)$/.exec(line) : null;
  return m ? { line: Number(m[1]), source: m[2]!.trim() } : null;
}

