/**
 * PHP's symptom dialects:
 * - uncaught exceptions, as PHP prints them (`PHP Fatal error:  Uncaught X\Y: msg in /path/File.php:12`, the message
 *   maybe over several lines; PHP 5's `Uncaught exception 'X' with message '…'`; `Next X: …` for each exception that
 *   wraps the previous one; `Exception::__toString()`'s bare `X: msg in /path:12` before a `Stack trace:`), the header's
 *   location being the throw site, then `#0 /path/File.php(25): Class->method()` frames (innermost first; `{main}` and
 *   `[internal function]` carry no location) and `  thrown in … on line N`;
 * - errors with one location: `PHP Warning:  … in /path/File.php on line 12` (Warning, Notice, Deprecated: warnings;
 *   Fatal error, Parse error: the error);
 * - Xdebug's call stacks (`PHP   2. foo() /path/x.php:5`, outermost first); Symfony Console's `In Foo.php line 79:`
 *   box and its `Exception trace:` rows (` Foo->bar() at /path/Foo.php:12`, innermost first); a TypeError's
 *   `called in /path on line N` (the caller's frame);
 * - PHPUnit's own crash: `An error occurred inside PHPUnit.`, `Message:  …`, `Location: /path:12` (the throw site) over
 *   `#N` frames, and `Caused by: /path:54` over the frames of each previous exception;
 * - PHPUnit failures: `1) Tests\FooTest::testBar` (a failing test), the message below it (`Failed asserting …`, or
 *   the exception's `X: msg`), the diff, and the `/path/FooTest.php:15` locations (innermost first);
 * - PHPStan (`path:line:message` raw, and its table: a ` Line   src/Foo.php` header over `  12     message` rows) and
 *   Psalm (`ERROR: Type - path:line:col - message`) diagnostics.
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

// A file, or a file inside a PHAR archive (`phar:///usr/bin/phpunit.phar/src/X.php`, PHP's phar:// stream wrapper).
const PATH = String.raw`((?:phar://)?(?:[A-Za-z]:)?[^\s(:][^:]*?)`;
/** `PHP Fatal error:  Uncaught X: msg…`, PHP 5's `Uncaught exception 'X' with message 'msg'…`, `Next X: msg…`. */
const UNCAUGHT = /^(?:PHP )?(?:(?:Catchable )?[Ff]atal error:\s+)?(?:Uncaught (?:exception '([\w\\]+)' with message '?|([\w\\]+)(?:: ?|$))|(Next) ([\w\\]+)(?:: ?|$))(.*)$/;
/** `Exception::__toString()`: `X\Y: msg in /path:12` (only before a `Stack trace:`). */
const TO_STRING = new RegExp(String.raw`^([A-Z]\w*(?:\\\w+)*): (.*) in ${PATH}:(\d+)$`);
/** The end of an uncaught exception's headline: ` in /path/File.php:12`. */
// Greedy: a TypeError's message holds ` in ` itself (`called in /a.php on line 5 and defined in /f.php:2`).
// PHP 7 printed an uncaught exception's location as ` in /path on line 12` where its trace was cut.
const HEADLINE_END = new RegExp(String.raw`^(.*)'? in ${PATH}(?::| on line )(\d+)$`);
const FRAME = /^\s*#\d+ (.+?)\((\d+)\)(?: : eval\(\)'d code\(\d+\))?: (.*?)\s*$/;
const FRAME_NO_LOCATION = /^\s*#\d+ (?:\{main\}|\[internal function\]: .*)\s*$/;
const THROWN = /^\s*thrown in .+ on line \d+\s*$/;
const ONE_LOCATION = new RegExp(String.raw`^(?:PHP )?(Warning|Notice|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error|User Error|User Warning|User Notice|User Deprecated|Core Warning|Compile Error|Compile Warning):\s+(.*) in ${PATH} on line (\d+)\s*$`);
const XDEBUG = /^\s*(?:PHP\s+)?(?:[\d.]+\s+\d+\s+)?\d+\.\s+(\S.*?)\s+((?:[A-Za-z]:)?[^\s:]+\.(?:php|phpt|inc|phtml)):(\d+)\s*$/;
const TEST = /^(\d+)\) ([\w\\]+::\w+)(?: with data set .*)?\s*$/;
const LOCATION = /^((?:[A-Za-z]:)?[^\s:]+\.(?:php|phpt|inc)):(\d+)\s*$/;
const DIFF = /^(?:--- Expected|\+\+\+ Actual|@@ @@|[-+ ].*)$/;
const RUN_END = /^(?:FAILURES!|ERRORS!|OK(?: \(|,)|Tests: \d+|There (?:was|were) \d+ |WARNINGS!|Time: )/;
/** A TypeError's call site: `…, called in /path/a.php on line 5 and defined in …`. */
const CALLED_IN = new RegExp(String.raw`called in ${PATH} on line (\d+)`);
/** Symfony Console's error box header: `In Connection.php line 79:` (a file name, or a path with -vvv). */
const CONSOLE_IN = /^\s*In (\S+\.php) line (\d+):\s*$/;
/** Symfony Console's `Exception trace:` rows (-v), innermost first: ` Foo->bar() at /path/Foo.php:12`, ` () at …`. */
const CONSOLE_TRACE = new RegExp(String.raw`^\s+(\S.*?\(\)|\(\)) at ${PATH}:(\d+)\s*$`);
/** PHPUnit's own crash (`An error occurred inside PHPUnit.`): `Location: /path:12`, and `Caused by: /path:54` per previous exception. */
const INTERNAL_AT = new RegExp(String.raw`^\s*(Location|Caused by): ${PATH}:(\d+)\s*$`);
const PSALM = /^(ERROR|WARNING|INFO): (\w+) - ((?:[A-Za-z]:)?[^\s:]+\.php):(\d+):(\d+) - (.*?)(?: \(see https?:\S+\))?\s*$/;
const PHPSTAN_RAW = /^((?:[A-Za-z]:)?[^\s:]+\.php):(\d+):(\S.*)$/;
const PHPSTAN_HEADER = /^\s*Line\s{2,}(\S+\.php)\s*$/;
const PHPSTAN_ROW = /^\s+(\d+)\s{2,}(\S.*?)\s*$/;

/** Returns the short class name of `X\Y\Z` (`Z`). */
const shortName = (fqn: string): string => fqn.slice(fqn.lastIndexOf('\\') + 1);

/** Returns true when `path` as PHP printed it is a file (not `Command line code`, `php shell code`). */
const isFile = (path: string): boolean => /\.(?:php|phpt|inc|phtml)$/i.test(path) || (path.includes('/') && !path.includes(' code'));

/** What the PHPUnit and PHPStan dialects remember between lines. */
interface State {
  /** The failing test whose report is being read, and whether its message was read. */
  test: string | undefined;
  message: boolean;
  /** The file a PHPStan table's header named. */
  table: string | undefined;
}
const state = (r: SymptomReader): State => r.state('php', () => ({ test: undefined, message: false, table: undefined }));

/** Reads an uncaught exception's headline from line i (its message may run over lines); returns the last line read. */
function readUncaught(r: SymptomReader, i: number): number {
  const lines = r.lines;
  const line = lines[i]!;
  let type: string, first: string;
  const u = UNCAUGHT.exec(line);
  if (u) {
    type = u[1] ?? u[2] ?? u[4]!;
    first = u[5] ?? '';
    if (u[3] && !/^[A-Z]/.test(shortName(type))) return -1;
  } else {
    const t = TO_STRING.exec(line);
    if (!t || !/^\s*Stack trace:\s*$/.test(lines[i + 1] ?? '')) return -1;
    type = t[1]!;
    first = line.slice(type.length + 2);
  }
  // The message runs to the line ending ` in /path:12` (PHP prints a message's own newlines as they are).
  let end = i;
  let m = HEADLINE_END.exec(first);
  const parts = [m ? m[1]! : first];
  for (let k = i + 1; !m && k < lines.length && k <= i + 30; k++) {
    if (/^\s*Stack trace:\s*$/.test(lines[k]!) || FRAME.test(lines[k]!)) break;
    m = HEADLINE_END.exec(lines[k]!);
    parts.push(m ? m[1]! : lines[k]!);
    end = k;
  }
  if (!m) { end = i; parts.length = 1; }
  if (u?.[3] || r.blockHasFrames) r.newBlock();
  const message = parts.join('\n').replace(/^'|'$/g, '').trim();
  r.addError(shortName(type), message);
  calledIn(r, message);
  if (m && isFile(m[2]!)) r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), format: 'php-header' });
  return end;
}

/**
 * Pushes the call site a TypeError's message names (`called in /path on line N`): in an uncaught exception's block, as
 * the caller's frame; in a PHPUnit failure (`format` php-error), as a block of its own before the failure's locations,
 * which may not follow (a pasted report cut after its message).
 */
function calledIn(r: SymptomReader, message: string, format: 'php' | 'php-error' = 'php'): void {
  const c = CALLED_IN.exec(message);
  if (!c || !isFile(c[1]!)) return;
  if (format === 'php-error') r.newBlock();
  r.pushFrame({ path: normalizeFramePath(c[1]!), line: Number(c[2]), format });
}

export const PHP_DIALECTS: readonly SymptomDialect[] = [
  { name: 'php-uncaught', order: 560, read: readUncaught },
  {
    name: 'php-frame', order: 561, read(r, i) {
      const line = r.lines[i]!;
      if (/^\s*(?:PHP )?Stack trace:\s*$/.test(line) || FRAME_NO_LOCATION.test(line) || THROWN.test(line)) return i;
      const m = FRAME.exec(line);
      if (!m) return -1;
      if (isFile(m[1]!)) r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), func: m[3]!.replace(/\(.*$/, ''), format: 'php' });
      return i;
    },
  },
  {
    name: 'php-error', order: 562, read(r, i) {
      const m = ONE_LOCATION.exec(r.lines[i]!);
      if (!m) return -1;
      const kind = m[1]!;
      const fatal = /error/i.test(kind);
      if (fatal) r.addError(kind === 'Parse error' ? 'ParseError' : 'Error', m[2]!.trim());
      else r.addWarning(kind.replace(/^User /, '').replace(/ /g, ''), m[2]!.trim());
      r.newBlock();
      if (isFile(m[3]!)) r.pushFrame({ path: normalizeFramePath(m[3]!), line: Number(m[4]), format: 'php-error' });
      return i;
    },
  },
  {
    name: 'php-xdebug', order: 563, read(r, i) {
      const m = XDEBUG.exec(r.lines[i]!);
      if (!m) return -1;
      if (Number(m[3]) > 0) r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), func: m[1]!.replace(/\(\)$/, ''), format: 'php-xdebug' });
      return i;
    },
  },
  {
    name: 'phpunit-test', order: 95, read(r, i) {
      const m = TEST.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      r.addTest(m[2]!);
      const s = state(r);
      s.test = m[2];
      s.message = false;
      return i;
    },
  },
  {
    // Inside a failing test's report: its message, the diff, the locations.
    name: 'phpunit-line', order: 96, read(r, i) {
      const s = state(r);
      if (s.test === undefined) return -1;
      const line = r.lines[i]!;
      if (RUN_END.test(line)) { s.test = undefined; return -1; }
      const loc = LOCATION.exec(line);
      if (loc) {
        r.pushFrame({ path: normalizeFramePath(loc[1]!), line: Number(loc[2]), func: s.test.slice(s.test.lastIndexOf('::') + 2), format: 'phpunit' });
        s.message = true;
        return i;
      }
      if (!line.trim()) return -1;
      if (!s.message) {
        s.message = true;
        const e = /^([A-Z]\w*(?:\\\w+)*): (.*)$/.exec(line.trim());
        if (e && /(?:Exception|Error)$/.test(e[1]!)) r.addError(shortName(e[1]!), e[2]!);
        else r.addMessage(line.trim());
        calledIn(r, line, 'php-error');
        return i;
      }
      return DIFF.test(line) ? i : -1;
    },
  },
  {
    // Symfony Console (Composer, Laravel's artisan, bin/console): `In Foo.php line 79:` over the error's message box.
    name: 'php-console', order: 564, read(r, i) {
      const m = CONSOLE_IN.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      r.pushFrame({ path: normalizeFramePath(m[1]!), line: Number(m[2]), format: 'php-error' });
      let k = i + 1;
      while (k < r.lines.length && !r.lines[k]!.trim()) k++;
      const msg: string[] = [];
      for (; k < r.lines.length && r.lines[k]!.trim(); k++) msg.push(r.lines[k]!.trim());
      if (msg.length) r.addMessage(msg.join(' ').replace(/^\[[\w\\]+\]\s*/, ''));
      return k - 1;
    },
  },
  {
    name: 'php-console-trace', order: 565, read(r, i) {
      const line = r.lines[i]!;
      if (/^\s*Exception trace:\s*$/.test(line)) return i;
      const m = CONSOLE_TRACE.exec(line);
      if (!m || !isFile(m[2]!)) return -1;
      const func = m[1] === '()' ? undefined : m[1]!.replace(/\(\)$/, '');
      r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), ...(func ? { func } : {}), format: 'php' });
      return i;
    },
  },
  {
    name: 'phpunit-internal', order: 566, read(r, i) {
      const line = r.lines[i]!;
      if (/^\s*An error occurred inside PHPUnit\.\s*$/.test(line)) {
        // Its message follows on a `Message:` line (blank lines between).
        let k = i + 1;
        while (k < r.lines.length && !r.lines[k]!.trim()) k++;
        const msg = /^\s*Message:\s+(.*?)\s*$/.exec(r.lines[k] ?? '');
        if (msg) r.addMessage(msg[1]!);
        return msg ? k : i;
      }
      const m = INTERNAL_AT.exec(line);
      if (!m || !isFile(m[2]!)) return -1;
      // Each location heads the frames printed under it: a `Caused by:` one (a previous exception) opens a block.
      if (m[1] === 'Caused by') r.newBlock();
      r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), format: 'php-header' });
      return i;
    },
  },
  {
    name: 'psalm-diagnostic', order: 610, read(r, i) {
      const m = PSALM.exec(r.lines[i]!);
      if (!m) return -1;
      r.addDiagnostic({ path: normalizeFramePath(m[3]!), line: Number(m[4]), col: Number(m[5]), severity: m[1] === 'ERROR' ? 'error' : m[1] === 'WARNING' ? 'warning' : 'note', code: m[2], message: m[6]!, tool: 'psalm' });
      return i;
    },
  },
  {
    name: 'phpstan-diagnostic', order: 611, read(r, i) {
      const line = r.lines[i]!;
      const s = state(r);
      const h = PHPSTAN_HEADER.exec(line);
      if (h) { s.table = h[1]; return i; }
      if (s.table !== undefined) {
        const row = PHPSTAN_ROW.exec(line);
        if (row) {
          r.addDiagnostic({ path: normalizeFramePath(s.table), line: Number(row[1]), severity: 'error', message: row[2]!, tool: 'phpstan' });
          return i;
        }
        if (/^\s*\[(?:ERROR|OK)\]/.test(line)) s.table = undefined;
        return /^\s*-{3,}[\s-]*$/.test(line) ? i : -1;
      }
      const raw = PHPSTAN_RAW.exec(line);
      if (!raw || s.test !== undefined) return -1;
      r.addDiagnostic({ path: normalizeFramePath(raw[1]!), line: Number(raw[2]), severity: 'error', message: raw[3]!.trim(), tool: 'phpstan' });
      return i;
    },
  },
];
