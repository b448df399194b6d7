/** Line-level recognizers shared by the symptom parser: each returns what one line says, or null. */

/** Returns `text` with terminal escape sequences (colours, cursor movement) removed. */
export function stripAnsi(text: string): string {
  // CSI sequences, OSC sequences (terminated by BEL or ST), and two-byte escapes.
  return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g, '');
}

/**
 * Returns a frame path with `file://` decoded, other URLs reduced to their path part and Windows backslashes turned
 * into `/`. `http://localhost:3000/src/x.js?v=1` → `/src/x.js`; `webpack:///./src/x.js` → `./src/x.js` (bundler
 * URLs put a namespace where the host goes, and the path after it is relative to the project).
 */
export function normalizeFramePath(raw: string): string {
  let p = raw.trim();
  if (p.startsWith('file://')) {
    p = p.slice('file://'.length);
    try { p = decodeURIComponent(p); } catch { /* keep as written */ }
    // file:///C:/x → /C:/x → C:/x
    if (/^\/[A-Za-z]:\//.test(p)) p = p.slice(1);
  } else {
    const url = URL_PREFIX.exec(p);
    if (url) {
      p = p.slice(url[0].length).replace(/[?#].*$/, '');
      try { p = decodeURIComponent(p); } catch { /* keep as written */ }
      if (!p.startsWith('/')) p = `/${p}`;
      if (/^\/\.\.?\//.test(p)) p = p.slice(1); // `/./src/x.js`: the namespace was empty, the path is relative
    }
  }
  return p.replace(/\\/g, '/');
}

/** A URL's scheme and authority (`https://host:3000`, `webpack://`, `webpack-internal://`), up to its path. */
const URL_PREFIX = /^[A-Za-z][\w+.-]*:\/\/[^/?#]*/;

/** Returns true for a caret/tilde marker line (`    ^^^^`, `      ~~~^~~`). */
export function isCaretLine(line: string): boolean {
  return /^\s*[\^~]+[\^~\s]*$/.test(line) && /[\^~]/.test(line);
}

/** A markdown fence line: up to three spaces, three or more backticks or tildes, then the info string (a language). */
const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/;

/** A fenced code block found by fenceAt. */
export interface FencedBlock {
  /** The info string after the opening fence (`python`, `diff`), or ''. */
  info: string;
  /** The line that closes the block (a fence line, or code ending with the fence: see `inline`); lines.length when none. */
  close: number;
  /** Whether the closing line is code that ends with the fence (```` x = 1``` ````), as people often write it. */
  inline: boolean;
}

/**
 * Returns the fenced code block that opens at line `i`, or undefined when line `i` opens none (a fence with code
 * after it on the same line, ```` ```x``` ````, is a code span). The block runs to the first line made only of three
 * or more of its fence character, or to the first longer line that ends with three of them, or to the end of the
 * text. The one reader of fences for the symptom's readers (mentions.ts, issue-form.ts).
 */
export function fenceAt(lines: readonly string[], i: number): FencedBlock | undefined {
  const line = lines[i]!;
  const f = FENCE.exec(line);
  if (!f || (line.trim().endsWith(f[1]!) && line.trim().length > 2 * f[1]!.length)) return undefined;
  const three = f[1]![0]!.repeat(3);
  for (let end = i + 1; end < lines.length; end++) {
    const t = lines[end]!.trim();
    if (t.startsWith(three) && /^[`~]+$/.test(t)) return { info: f[2]!, close: end, inline: false };
    if (t.endsWith(three) && t.length > 3) return { info: f[2]!, close: end, inline: true };
  }
  return { info: f[2]!, close: lines.length, inline: false };
}
