/**
 * What relates a seed file's definitions to the ones a slice shows of it, beyond their lexical match: the text naming
 * a definition (def-mentions.ts namesDef). The plan (plan.ts withNamed) reads it when a trace's or names' seed file is
 * too large to show whole: the definitions the text names join its ranges while the budget allows.
 *
 * Also measured, and not kept (bench/devsets/issues/README.md, "Ranges of a file too large to show whole"): the
 * definitions of the file that the shown ones call or are called by (calls by name, resolved within the file), and
 * the file's import header, each as a knapsack unit of a ranked task or, for calls, added to a trace's ranges.
 */
import type { FileRecord } from '../../repo/types.js';
import { namesDef, type MentionedNames } from '../def-mentions.js';

/** What the evidence says of one seed file's definitions beyond their lexical match. */
export interface FileRelations {
  /** Start lines of the definitions the text names (def-mentions.ts namesDef). */
  named: number[];
}

/** Returns the relations of a file's definitions (see FileRelations): the start lines of those the text names. */
export function fileRelations(rec: FileRecord, named: MentionedNames): FileRelations {
  return { named: rec.defs.filter((d) => namesDef(named, d)).map((d) => d.start) };
}
