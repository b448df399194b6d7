/** The page-fault commands every manifest prints: one shell command that fetches back what was left out. */

/** Returns `p` single-quoted for a POSIX shell. */
export function shellQuote(p: string): string {
  return `'${p.replace(/'/g, `'\\''`)}'`;
}

/** Returns the `sed` command that prints lines a-b (1-based, inclusive) of `path`. */
export function sedCommand(path: string, a: number, b: number): string {
  return `sed -n '${a},${b}p' ${shellQuote(path)}`;
}

/** Returns the `cat` command that prints the whole of `path`. */
export function catCommand(path: string): string {
  return `cat ${shellQuote(path)}`;
}
