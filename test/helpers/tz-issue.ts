// A small timezone package and an issue about it, shared by the tests of calibrated and explained seeds: two modules
// whose docstrings say the issue's words, and `_fold`, which the issue names (with `foldDoc`, in words of the issue).
import { tempRepo } from './repo.js';

const words = 'timezone offset parse daylight saving local clock summer';

/** The issue's text: prose that names `_fold`. */
export const TZ_ISSUE = 'Converting a timestamp to local time ignores daylight saving.\n\nThe local clock offset is wrong in summer; I think `_fold` skips the last rule of the year when it parses the timezone.\n';

/** Returns the root of a new repository holding the package; `_fold` gets `foldDoc` as its docstring when given. */
export function tzRepo(prefix: string, foldDoc?: string): string {
  return tempRepo(prefix, {
    'tz/convert.py': `def to_local(stamp):\n    """${words}"""\n    return stamp\n\n\ndef offset_of(zone):\n    """${words} ${words}"""\n    return 0\n`,
    'tz/zones.py': `def zone_table():\n    """${words} ${words}"""\n    return {}\n`,
    'tz/rules.py': `def _fold(rule, year):\n${foldDoc ? `    """${foldDoc}"""\n` : ''}    return rule\n`,
    'tz/__init__.py': '',
  });
}
