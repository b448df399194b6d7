// git diff / git show / any unified diff: every file's hunk headers and its added and removed line counts,
// the commits a `git show`/`git log -p` names, and `--stat` rows.
import type { AnswerOracle } from './types.js';

const DETECT = /^diff --git a\/|^--- (?:a\/)?\S.*\n\+\+\+ (?:b\/)?\S/m;
const FILE = /^diff --git a\/(.+?) b\/(.+)$|^\+\+\+ (?:b\/)?(.+?)(?:\t.*)?$/;
const HUNK = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/;
const COMMIT = /^commit ([0-9a-f]{7,40})\b/;
const STAT = /^ (\S.*?)\s+\|\s+(\d+|Bin .*?)(?: [+-]+)?$/;

/** The unified-diff oracle. */
export const gitDiff: AnswerOracle = {
  name: 'git-diff',
  kind: 'git',
  detect: (s) => DETECT.test(s),
  extract(src) {
    const text = src.whole();
    const out: string[] = [];
    let file = '';
    let added = 0;
    let removed = 0;
    let inHunk = false;
    const flush = (): void => {
      if (file) out.push(`changed ${file} +${added} -${removed}`);
      added = 0;
      removed = 0;
    };
    let pos = 0;
    while (pos < text.length) {
      const end = text.indexOf('\n', pos);
      const line = text.slice(pos, end < 0 ? text.length : end);
      pos = end < 0 ? text.length : end + 1;
      const c = line.charCodeAt(0);
      if (inHunk && (c === 43 || c === 45) && !(line.startsWith('+++ ') || line.startsWith('--- '))) {
        if (c === 43) added++;
        else removed++;
        continue;
      }
      if (inHunk && (c === 32 || c === 92 || line === '')) continue; // context, `\ No newline`, blank context
      inHunk = false;
      if (line.startsWith('diff --git ') || line.startsWith('+++ ')) {
        const m = FILE.exec(line);
        if (!m) continue;
        const name = m[2] ?? m[3]!;
        if (line.startsWith('+++ ') && name === file) continue;
        if (line.startsWith('+++ ') && name === '/dev/null') continue;
        flush();
        file = name;
      } else if (HUNK.test(line)) {
        out.push(`hunk ${file} ${HUNK.exec(line)![0]}`);
        inHunk = true;
      } else if (COMMIT.test(line)) {
        flush();
        file = '';
        out.push(`commit ${COMMIT.exec(line)![1]}`);
      } else if (STAT.test(line)) {
        const m = STAT.exec(line)!;
        out.push(`stat ${m[1]} ${m[2]}`);
      }
    }
    flush();
    return out;
  },
};
