// Package managers (npm, pip, composer, cargo, apt): their error lines and the final status line.
import type { AnswerOracle } from './types.js';
import { eachMatch } from './text.js';
import { gate } from './scan.js';

const DETECT = /^npm (?:ERR!|error|warn) |^(?:added|removed|changed|up to date)\b[^\n]* packages?|^(?:ERROR|error): |^Successfully installed |^No broken requirements found|^Your requirements could not be resolved|^(?:Installing|Updating) dependencies|^E: |^In \S+ line \d+:$|^[ \t]+(?:Updating|Downloaded|Compiling) \S+ v\d/m;
const ERROR = /^(npm (?:ERR!|error) .*|(?:ERROR|error): .*|E: .*)$/;
/** composer's `  Problem 1` and the `    - …` lines under it. */
const PROBLEM = /^ {2}(Problem \d+)$|^ {4}(- .*)$/gm;
/** pip check: `pkg 1.0 has requirement x>=2, but you have x 1.0.` / `… which is not installed.` */
const PIP_CHECK = /^(\S.* (?:has requirement|is not installed|which is not installed).*)$/;
const STATUS = /^((?:added|removed|changed|audited) \d+ packages?.*|up to date.*|found \d+ vulnerabilit.*|Successfully installed .*|No broken requirements found\.?|Your requirements could not be resolved.*|Nothing to install, update or remove|Generating autoload files)$/;
const NEEDLES: readonly string[] = ['\nnpm ERR!', '\nnpm error ', '\nERROR: ', '\nerror: ', '\nE: ', ' has requirement ', ' not installed', 'UNMET ', ' extraneous', ' invalid', '\nadded ', '\nremoved ', '\nchanged ', '\naudited ', '\nup to date', '\nfound ', '\nSuccessfully installed ', '\nNo broken requirements', '\nYour requirements could not', '\nNothing to install', '\nGenerating autoload'];
/** A Symfony-console error box (composer): `In File.php line 320:`, then the indented message lines up to a blank one. */
const BOX = /^In \S+ line \d+:\n((?:[ \t]+\S.*\n|[ \t]+\n)+?)\s*\n(?=\S|\n)/my;
/** What a multiline `^` starts a line after, besides the newline. */
const LINE_BREAK = /[\r\u2028\u2029]/;
/** `npm ls` problems: UNMET, missing, invalid, extraneous entries of the tree. */
const TREE = /^[│├└─┬ `|+\\-]*((?:UNMET (?:OPTIONAL |PEER )?DEPENDENCY) \S+|\S+ (?:extraneous|invalid)\b.*)$/;

/** The package-manager oracle. */
export const packages: AnswerOracle = {
  name: 'packages',
  kind: 'packages',
  detect: (s) => DETECT.test(s),
  extract(src, lines) {
    const out: string[] = [];
    // The lines that hold an error or status literal (a long install log holds few), found in the caller's one pass.
    lines.push({ needles: NEEDLES, onLine: (line) => {
      const m = ERROR.exec(line) ?? PIP_CHECK.exec(line) ?? TREE.exec(line);
      if (m) out.push(`error ${m[1]!.trimEnd()}`);
      else {
        const st = STATUS.exec(line);
        if (st) out.push(`status ${st[1]!.trimEnd()}`);
      }
    } });
    lines.push(gate(['  Problem '], () => eachMatch(src.whole(), PROBLEM, (m) => `error ${(m[1] ?? m[2])!.trimEnd()}`, out)));
    // A box starts where a line (a multiline `^`: after \n, \r, \u2028 or \u2029) starts with `In `: tried there only,
    // on the indented block under it (all a box can span).
    lines.push({ needles: ['In '], onLine: (line, start) => {
      for (let at = line.indexOf('In '); at >= 0; at = line.indexOf('In ', at + 1)) {
        if (at > 0 && !LINE_BREAK.test(line[at - 1]!)) continue;
        BOX.lastIndex = 0;
        const m = BOX.exec(src.block(src.offset(start, line.slice(0, at))));
        if (m) out.push(`error ${m[1]!.split('\n').map((l) => l.trim()).filter(Boolean).join(' ')}`);
      }
    } });
    return out;
  },
};
