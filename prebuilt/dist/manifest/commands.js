/**
 * The page-fault commands every manifest prints: one shell command that fetches back what was left out. Each names
 * the file by its absolute path, so it runs as printed from any directory (the agent's shell is rarely at the
 * repository root): pass the repository `root` with a repo-relative path, or an absolute path alone.
 */
import { isAbsolute, join } from 'node:path';
/** Returns `p` single-quoted for a POSIX shell. */
export function shellQuote(p) {
    return `'${p.replace(/'/g, `'\\''`)}'`;
}
/** Returns the path a command names: `path` under `root` when it is relative and a root is given, else `path`. */
export function commandPath(path, root) {
    return root === undefined || isAbsolute(path) ? path : join(root, path);
}
/** Returns the `sed` command that prints lines a-b (1-based, inclusive) of `path` (relative to `root` when given). */
export function sedCommand(path, a, b, root) {
    return `sed -n '${a},${b}p' ${shellQuote(commandPath(path, root))}`;
}
/** Returns the `cat` command that prints the whole of `path` (relative to `root` when given). */
export function catCommand(path, root) {
    return `cat ${shellQuote(commandPath(path, root))}`;
}
