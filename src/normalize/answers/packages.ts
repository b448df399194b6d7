// Package managers (npm, pip, composer, cargo, apt): their error lines and the final status line.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';

const DETECT = /^npm (?:ERR!|error|warn) |^(?:added|removed|changed|up to date)\b.* packages?|^(?:ERROR|error): |^Successfully installed |^No broken requirements found|^Your requirements could not be resolved|^(?:Installing|Updating) dependencies|^E: |^In \S+ line \d+:$|^\s+(?:Updating|Downloaded|Compiling) \S+ v\d/m;
const ERROR = /^(npm (?:ERR!|error) .*)$|^((?:ERROR|error): .*)$|^(E: .*)$|^ {2}(Problem \d+)$|^ {4}(- .*)$|^(\S.* (?:has requirement|is not installed|which is not installed).*)$/gm;
const STATUS = /^((?:added|removed|changed|audited) \d+ packages?.*|up to date.*|found \d+ vulnerabilit.*|Successfully installed .*|No broken requirements found\.?|Your requirements could not be resolved.*|Nothing to install, update or remove|Generating autoload files)$/gm;
/** A Symfony-console error box (composer): `In File.php line 320:`, then the indented message lines up to a blank one. */
const BOX = /^In \S+ line \d+:\n((?:[ \t]+\S.*\n|[ \t]+\n)+?)\s*\n(?=\S|\n)/gm;
/** `npm ls` problems: UNMET, missing, invalid, extraneous entries of the tree. */
const TREE = /^[│├└─┬ `|+\\-]*((?:UNMET (?:OPTIONAL |PEER )?DEPENDENCY) \S+|\S+ (?:extraneous|invalid)\b.*)$/gm;

/** The package-manager oracle. */
export const packages: AnswerOracle = {
  name: 'packages',
  kind: 'packages',
  detect: (s) => DETECT.test(s),
  extract(text) {
    const out: string[] = [];
    eachMatch(text, ERROR, (m) => `error ${(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6])!.trimEnd()}`, out);
    eachMatch(text, TREE, (m) => `error ${m[1]!.trimEnd()}`, out);
    eachMatch(text, BOX, (m) => `error ${m[1]!.split('\n').map((l) => l.trim()).filter(Boolean).join(' ')}`, out);
    eachMatch(text, STATUS, (m) => `status ${m[1]!.trimEnd()}`, out);
    return out;
  },
};
