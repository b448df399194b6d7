// Removal of file paths from a line before its signal words are read (signal.ts): `./errors.cjs` names a file, not
// an event. The path regex alone, run over a whole line, tries every start position of every word and backtracks
// over it; on a multi-megabyte build log (module-resolution traces) that was ~15% of normalize. A path never
// contains a delimiter (whitespace, quotes, brackets, `<>,=`), and the regex's leftmost match in a run of
// non-delimiters starts at the run's start; so running it only on the runs that hold a `/` or `\` gives exactly the
// same text (the lookahead at a run's end sees a delimiter or the end of the string: neither is `[\w/\\]`).

/**
 * A file path with a directory and an extension (`./errors.cjs`, `/app/node_modules/zod/v3/ZodError.d.cts`,
 * `src\\errors\\index.ts`): a word inside it names a file, not an event (a module resolution trace lists
 * `errors.cjs` thousands of times). Words outside the path still count (`error TS2304` after `src/a.ts(3,1):`).
 */
export const PATH_RE = /[^\s'"`()[\]<>,=]*[/\\][^\s'"`()[\]<>,=]*\.[A-Za-z][\w-]{0,6}(?![\w/\\])/g;

const isWordOrDash = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSlash = (c: number): boolean => c === 47 || c === 92;

/**
 * Returns the end of PATH_RE's match starting at `from` inside the delimiter-free run text[from, runEnd), or -1.
 * The regex's own backtracking order, written out (V8 retries a failed run from every later start position, which made
 * runs without an extension cubic): the latest slash first, then the latest `.letter` after it, then the longest
 * `[\w-]{0,6}` whose next character is not `[\w/\\]`.
 */
function matchEnd(text: string, from: number, runEnd: number): number {
  for (let s = runEnd - 1; s >= from; s--) {
    if (!isSlash(text.charCodeAt(s))) continue;
    for (let d = runEnd - 2; d > s; d--) {
      if (text.charCodeAt(d) !== 46 || !isLetter(text.charCodeAt(d + 1))) continue;
      let k = 0;
      while (k < 6 && d + 2 + k < runEnd && isWordOrDash(text.charCodeAt(d + 2 + k))) k++;
      for (; k >= 0; k--) {
        const next = d + 2 + k;
        if (next >= runEnd) return next; // a delimiter or the end of the string follows
        const c = text.charCodeAt(next);
        if (!isSlash(c) && !isWordOrDash(c) || c === 45) return next; // `-` is not \w
      }
    }
  }
  return -1;
}

/**
 * Matched at a slash (sticky): the rest of its run of non-delimiters, with the part of the run before the slash captured
 * by the lookbehind (matched backwards from the slash to a delimiter or the start of the string). Run bounds come from
 * native code either way: a JavaScript loop over every character of a multi-megabyte trace was most of the classifier's
 * time in a cold hook process (V8's optimizing tiers off), and a regex tried at every position costs more once warm.
 */
const RUN_AT_SLASH_RE = /(?<=(?:^|[\s'"`()[\]<>,=])([^\s'"`()[\]<>,=]*))[^\s'"`()[\]<>,=]*/y;

/** Returns `text` with every PATH_RE match replaced by a space: `text.replace(PATH_RE, ' ')`, computed run by run. */
export function withoutPaths(text: string): string {
  let out = '';
  let copied = 0; // text before this index is in `out` already
  let from = 0;
  for (;;) {
    const a = text.indexOf('/', from);
    const b = text.indexOf('\\', from);
    const slash = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (slash < 0) break;
    RUN_AT_SLASH_RE.lastIndex = slash;
    const run = RUN_AT_SLASH_RE.exec(text)!; // always matches: a run of zero or more characters
    const end = slash + run[0].length;
    // Every match in a run starts where the run (or the previous match) starts: its leading [^…]* takes the rest.
    let pos = slash - run[1]!.length;
    for (let e = matchEnd(text, pos, end); e >= 0; e = matchEnd(text, pos, end)) {
      out += text.slice(copied, pos) + ' ';
      copied = pos = e;
    }
    from = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
