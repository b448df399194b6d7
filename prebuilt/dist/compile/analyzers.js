/**
 * The compiler's facts as a parse analysis (`../parse/task.ts`), cached as `facts`; and the table of every analysis
 * a parse task can run, which the parse worker entry (workers/parse.js) answers tasks from.
 */
import { analyzerTable } from '../parse/task.js';
import { firstErrorLine } from '../skeleton/build.js';
import { SKELETON_ANALYZER } from '../skeleton/analyzer.js';
import { fileFacts } from './facts.js';
/** Computes a file's facts (calls, names, dynamic sites) from its tree. */
export const FACTS_ANALYZER = { kind: 'facts', run: (tree, _text, lang) => fileFacts(tree, lang, firstErrorLine(tree)) };
/** Every analysis by kind: the skeleton and the compiler's facts. */
export const ALL_ANALYZERS = analyzerTable(SKELETON_ANALYZER, FACTS_ANALYZER);
