import type { Tree } from 'web-tree-sitter';
import type { LangId } from '../parse/languages.js';
import { pythonElisions } from './python.js';
import { curlyElisions, type DocSink } from './curly.js';
import { applyElisions, lineStarts, type Assembled, type SourceElision, type LevelElisions } from './levels.js';
import { estimateTokens } from '../tokens.js';

/** The skeleton of one file at one level. */
export interface LevelRecord {
  text: string;
  elided: { start: number; end: number }[];
  tokensAfter: number;
  /** Per line of `text`, the 1-based source line it starts at: how a symbol's lines are found in the skeleton. */
  rows: number[];
}

/** A skeleton as computed from one parse (no path: it is cached by content hash). Top-level fields are `full`. */
export interface SkeletonRecord extends LevelRecord {
  tokensBefore: number;
  /** 1-based line of the first syntax error tree-sitter found, 0 when none. */
  errorLine: number;
  /** The leaner levels, from the same parse. */
  levels: { summary: LevelRecord; signatures: LevelRecord };
}

/** Returns the 1-based line of the first ERROR or MISSING node in `tree`, or 0 when the tree is clean. */
export function firstErrorLine(tree: Tree): number {
  const root = tree.rootNode;
  if (!root.hasError) return 0;
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.isError || n.isMissing) return n.startPosition.row + 1;
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c && (c.hasError || c.isMissing)) stack.push(c);
    }
  }
  return 1;
}

function level(a: Assembled): LevelRecord {
  return { text: a.text, elided: a.elided, tokensAfter: estimateTokens(a.text), rows: a.rows };
}

/** Returns the interface skeleton of `text` (already parsed as `tree` in `lang`) at every level. */
export function buildSkeleton(tree: Tree, text: string, lang: LangId): SkeletonRecord {
  // Line starts by indexOf: splitting a 7 MB closure into lines and joining them again costs more than this.
  const starts = lineStarts(text);
  let el: LevelElisions;
  if (lang === 'python') {
    const lineAt = (row: number): string => text.slice(starts[row] ?? text.length, (starts[row + 1] ?? text.length + 1) - 1);
    el = pythonElisions(tree, lineAt);
  } else {
    const sink: DocSink = { text, starts, summary: [], signatures: [] };
    const bodies: SourceElision[] = curlyElisions(tree, lang, sink);
    el = { bodies, summary: sink.summary, signatures: sink.signatures };
  }
  const full = level(applyElisions(text, starts, el.bodies));
  return {
    ...full,
    tokensBefore: estimateTokens(text),
    errorLine: firstErrorLine(tree),
    levels: {
      summary: level(applyElisions(text, starts, [...el.bodies, ...el.summary])),
      signatures: level(applyElisions(text, starts, [...el.bodies, ...el.signatures])),
    },
  };
}
