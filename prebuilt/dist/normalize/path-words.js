// Removal of file paths from a line before its signal words are read (signal.ts): `./errors.cjs` names a file, not
// an event. The path regex alone, run over a whole line, tries every start position of every word and backtracks
// over it; on a multi-megabyte build log (module-resolution traces) that was ~15% of normalize. A path never
// contains a delimiter (whitespace, quotes, brackets, `<>,=`), and the regex's leftmost match in a run of
// non-delimiters starts at the run's start; so running it, anchored, only at the start of the runs that hold a `/` or
// `\` gives exactly the same text (the lookahead at a run's end sees a delimiter or the end of the string: neither is
// `[\w/\\]`). Everything per character is left to native regex code: the hook classifies a large output with V8's
// optimizing tiers off, where a JavaScript loop over characters costs ~10x more than once optimized.
/**
 * A file path with a directory and an extension (`./errors.cjs`, `/app/node_modules/zod/v3/ZodError.d.cts`,
 * `src\\errors\\index.ts`): a word inside it names a file, not an event (a module resolution trace lists
 * `errors.cjs` thousands of times). Words outside the path still count (`error TS2304` after `src/a.ts(3,1):`).
 */
export const PATH_RE = /[^\s'"`()[\]<>,=]*[/\\][^\s'"`()[\]<>,=]*\.[A-Za-z][\w-]{0,6}(?![\w/\\])/g;
/** PATH_RE anchored where it is tried (sticky): the match, if any, that starts exactly at `lastIndex`. */
const PATH_AT_RE = new RegExp(PATH_RE.source, 'y');
/**
 * Returns the end of PATH_RE's match starting at `from` (inside a delimiter-free run), or -1. Anchored, the regex
 * backtracks over one run only: V8 retrying a failed run from every later start position is what made the unanchored
 * regex slow (runs without an extension were cubic).
 */
function matchEnd(text, from) {
    PATH_AT_RE.lastIndex = from;
    return PATH_AT_RE.test(text) ? PATH_AT_RE.lastIndex : -1;
}
/**
 * Matched at a slash (sticky): the rest of its run of non-delimiters, with the part of the run before the slash captured
 * by the lookbehind (matched backwards from the slash to a delimiter or the start of the string). Run bounds come from
 * native code either way: a JavaScript loop over every character of a multi-megabyte trace was most of the classifier's
 * time in a cold hook process (V8's optimizing tiers off), and a regex tried at every position costs more once warm.
 */
const RUN_AT_SLASH_RE = /(?<=(?:^|[\s'"`()[\]<>,=])([^\s'"`()[\]<>,=]*))[^\s'"`()[\]<>,=]*/y;
/** Returns `text` with every PATH_RE match replaced by a space: `text.replace(PATH_RE, ' ')`, computed run by run. */
export function withoutPaths(text) {
    let out = '';
    let copied = 0; // text before this index is in `out` already
    let from = 0;
    for (;;) {
        const a = text.indexOf('/', from);
        const b = text.indexOf('\\', from);
        const slash = a < 0 ? b : b < 0 ? a : Math.min(a, b);
        if (slash < 0)
            break;
        RUN_AT_SLASH_RE.lastIndex = slash;
        const run = RUN_AT_SLASH_RE.exec(text); // always matches: a run of zero or more characters
        const end = slash + run[0].length;
        // Every match in a run starts where the run (or the previous match) starts: its leading [^…]* takes the rest.
        let pos = slash - run[1].length;
        for (let e = matchEnd(text, pos); e >= 0; e = matchEnd(text, pos)) {
            out += text.slice(copied, pos) + ' ';
            copied = pos = e;
        }
        from = end;
    }
    return copied === 0 ? text : out + text.slice(copied);
}
