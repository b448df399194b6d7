/**
 * Tells commands that only SHOW existing text (a file, a search, the history) from commands that RUN something. A
 * traceback printed by `cat`, `grep`, `tail` or `git log` is a quotation, not a failure that just happened, so the
 * ambient slice never reacts to those. The command is read with the shell scanner of shell.ts, so pipelines, `&&`
 * lists, quotes and heredocs are understood: `pytest | tail -30` runs pytest (not read-only), `cd x && grep …` does not.
 */
import { scanShell } from './shell.js';
/** Programs whose output is existing text (files, listings, search results), never the result of running code. */
const VIEWERS = new Set([
    'cat', 'bat', 'batcat', 'tac', 'nl', 'head', 'tail', 'less', 'more', 'most', 'view',
    'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'zgrep', 'zcat', 'bzcat', 'xzcat', 'zless', 'git-grep',
    'find', 'fd', 'fdfind', 'locate', 'ls', 'll', 'tree', 'exa', 'eza', 'du', 'df', 'stat', 'file', 'wc',
    'sed', 'awk', 'gawk', 'mawk', 'cut', 'sort', 'uniq', 'tr', 'column', 'fold', 'fmt', 'paste', 'join', 'comm',
    'jq', 'yq', 'xq', 'diff', 'colordiff', 'cmp', 'od', 'xxd', 'hexdump', 'strings',
    'echo', 'printf', 'pwd', 'cd', 'pushd', 'popd', 'true', 'false', ':', 'test', '[', 'which', 'type', 'whereis',
    'basename', 'dirname', 'realpath', 'readlink', 'date', 'printenv', 'sleep', 'clear',
]);
/** git subcommands that print history, trees or diffs. */
const GIT_VIEWS = new Set([
    'log', 'show', 'diff', 'blame', 'annotate', 'grep', 'status', 'shortlog', 'reflog', 'whatchanged', 'ls-files',
    'ls-tree', 'cat-file', 'rev-parse', 'rev-list', 'describe', 'range-diff', 'format-patch', 'name-rev',
]);
/** Prefix commands that run the next word as the program (their own options skipped). */
const WRAPPERS = new Set(['sudo', 'command', 'builtin', 'exec', 'nice', 'nohup', 'time', 'env', 'stdbuf', 'xargs']);
/** Returns the index of the program word of `cmd` (after `VAR=x` assignments and wrappers), or -1. */
function programIndex(cmd) {
    let i = 0;
    while (i < cmd.words.length) {
        const v = cmd.words[i].value;
        if (v === undefined)
            return i;
        if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(v)) {
            i++;
            continue;
        }
        if (WRAPPERS.has(v)) {
            i++;
            // Skip the wrapper's options (and `timeout`'s duration when it is the wrapper below).
            while (i < cmd.words.length && (cmd.words[i].value ?? '').startsWith('-'))
                i++;
            continue;
        }
        if (v === 'timeout') {
            i++;
            while (i < cmd.words.length && (cmd.words[i].value ?? '').startsWith('-'))
                i++;
            i++; // the duration
            continue;
        }
        return i;
    }
    return -1;
}
/** Returns true when `cmd` only shows existing text. */
function viewsOnly(cmd) {
    const at = programIndex(cmd);
    if (at < 0)
        return true; // assignments only
    const raw = cmd.words[at].value;
    if (raw === undefined)
        return false; // `$CMD …`: unknown program
    const name = raw.slice(raw.lastIndexOf('/') + 1);
    if (name === 'sed')
        return !cmd.words.slice(at + 1).some((w) => /^-[^-]*i|^--in-place/.test(w.value ?? '')); // sed -i edits
    if (VIEWERS.has(name))
        return true;
    if (name !== 'git')
        return false;
    // git [-C dir] [-c k=v] [--no-pager …] SUBCOMMAND
    for (let i = at + 1; i < cmd.words.length; i++) {
        const v = cmd.words[i].value;
        if (v === undefined)
            return false;
        if (v === '-C' || v === '-c') {
            i++;
            continue;
        }
        if (v.startsWith('-'))
            continue;
        return GIT_VIEWS.has(v);
    }
    return true; // bare `git`
}
/**
 * Returns true when every simple command of the shell command `command` only shows existing text (so a failure in
 * its output is a quotation). A command the scanner cannot read with certainty also counts as read-only: the ambient
 * slice then stays silent, which costs nothing, where a wrong injection would cost the model's attention.
 */
export function isReadOnlyCommand(command) {
    const scanned = scanShell(command);
    if ('error' in scanned)
        return true;
    return scanned.commands.every(viewsOnly);
}
