// The line kernel's FLAG_URL_WORDS (a keyword line whose keywords are all in its URLs), which the classifier answers
// without decoding the line: it may be set only where hasSignalWord answers false, so what is classified never changes.
// Checked, on the wasm kernel and its TypeScript twin alike, on every keyword line of the captured outputs and of the
// long fixture log, on generated lines built to break it (URLs next to words, Unicode blanks, control and non-ASCII
// bytes, paths, counts), and on the anchors it relies on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasSignalWord, SIGNAL_ANCHORS } from '../../src/normalize/signal.js';
import { stripTerminal } from '../../src/kernels/terminal.js';
import { DEFAULT_LINE_OPS, lineOps } from '../../src/kernels/lines.js';
import { FLAG_KEYWORD, FLAG_URL_WORDS, URL_ANCHORS } from '../../src/kernels/lines-abi.js';
import { buildLongLog } from '../../bench/fixtures/long-log.mjs';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Returns [lines flagged URL_WORDS, keyword lines] over `raw`; fails on a line flagged wrongly, or where the twin differs. */
function checkKeywordLines(raw: Uint8Array): [number, number] {
  const cleaned = Buffer.from(stripTerminal(raw).bytes);
  const ops = lineOps(cleaned, DEFAULT_LINE_OPS, 'wasm');
  expect(Buffer.from(lineOps(cleaned, DEFAULT_LINE_OPS, 'js').flags)).toEqual(Buffer.from(ops.flags));
  let answered = 0;
  let keyword = 0;
  for (let i = 0; i < ops.count; i++) {
    const f = ops.flags[i]!;
    if (f & FLAG_KEYWORD) keyword++;
    if (!(f & FLAG_URL_WORDS)) continue;
    expect(f & FLAG_KEYWORD).toBe(FLAG_KEYWORD);
    answered++;
    const line = cleaned.toString('utf8', ops.starts[i]!, ops.starts[i + 1]! - 1);
    if (hasSignalWord(line)) expect.fail(`flagged as words in URLs only: ${JSON.stringify(line)}`);
  }
  return [answered, keyword];
}

/** Returns false when the kernel flags `line` URL_WORDS (the classifier will not read it), after checking the twin agrees. */
function may(line: string): boolean {
  const b = Buffer.from(`${line}\n`, 'utf8');
  const f = lineOps(b, DEFAULT_LINE_OPS, 'wasm').flags[0]!;
  expect(lineOps(b, DEFAULT_LINE_OPS, 'js').flags[0], line).toBe(f);
  return !(f & FLAG_URL_WORDS);
}

describe('FLAG_URL_WORDS', () => {
  it('answers no signal word only where hasSignalWord does, on every captured output', () => {
    let answered = 0;
    for (const dir of ['outputs', 'terminal', 'signal']) {
      for (const f of readdirSync(join(FIXTURES, dir)).filter((x) => /\.(txt|log|out)$/.test(x))) {
        answered += checkKeywordLines(readFileSync(join(FIXTURES, dir, f)))[0];
      }
    }
    expect(answered).toBeGreaterThan(0); // npm's fetch lines (a keyword only in the registry's URL)
  });

  it('answers the npm URL lines of the long fixture log without decoding them, and no other line wrongly', () => {
    const [answered, keyword] = checkKeywordLines(buildLongLog({ minLines: 100_000 }) as Buffer);
    expect(answered).toBeGreaterThan(keyword / 2);
  });

  it('keeps every line whose signal word is outside its URLs', () => {
    const yes = [
      'GET https://registry.npm.invalid/x 200 error',
      'x://y error',
      'http://h.invalid/x\terror',
      'http://h.invalid/x\x0bfatal',
      'http://h.invalid/x\x0cwarn',
      'http://h.invalid/x\rerror',
      "WARNING: Location 'file:///opt/simple/six/' is ignored",
      'error https://registry.npm.invalid/x',
      'https://a.invalid/x could not resolve',
      '3 passed https://ci.invalid/fail',
      'passed https://ci.invalid/fail 12', // `passed:?\s*\d` across the removed URL
      'ERR! https://registry.npm.invalid/error-ex',
      'x://error/fail ✖ done',
      'see https://h.invalid/errors KeyError',
      'FAILED http://h.invalid/a\u00a0error', // a Unicode blank ends hasSignalWord's URL: the word after it counts
      'http://h.invalid/a\u3000timeout here',
      'done http://h.invalid/x\u2028fatal',
      'ok \u00d7 https://h.invalid/invalid',
      'https://h.invalid/invalid-ÉERROR',
      '\u280b npm http fetch https://registry.npm.invalid/express unmet peer',
    ];
    for (const line of yes) expect(may(line), line).toBe(true);
    for (const line of yes) if (hasSignalWord(line)) expect(may(line)).toBe(true);
  });

  it('answers lines whose only signal words are in their URLs, and lines without a URL are left to the regexes', () => {
    for (const line of [
      'npm http fetch GET 200 https://registry.npm.invalid/express 94ms (cache updated)',
      '\u2819  npm http fetch GET 203 https://registry.npm.invalid/lodash 19ms (cache miss)',
      'Downloading https://files.invalid/errors/fail-1.0.tar.gz (12 kB)',
    ]) {
      expect(may(line), line).toBe(false);
      expect(hasSignalWord(line), line).toBe(false);
    }
    expect(may('error without a url')).toBe(true);
    expect(may('npm warn deprecated x@1')).toBe(true);
  });

  it('never answers where hasSignalWord finds a word, on generated lines', () => {
    const pieces = [
      'https://registry.npm.invalid/error-ex', 'http://h.invalid/fail', 'x://y', '://', 'file:///tmp/errors.txt', 'error', 'Error',
      'ERR!', 'fail', 'timed', 'out', 'exit', 'code', 'status', '5', 'passed', 'passed:', 'could', 'not', 'found', 'no', 'such',
      'KeyError', 'xERROR', 'src/errors.ts', './fail.js', 'npm', 'GET', '200', '✖', '×', '●', '\u280b', 'é', '\u00a0', '\u3000',
      '\u2028', '\ufeff', ' ', '  ', '\t', '\r', '\x0b', '\x0c', '\x1f', '\x7f', '\x01', '(', ')', ':', '/', 'warn', 'https://a.invalid/warn\u00a0x', 'a://b/c\u00e9error',
    ];
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let answered = 0;
    for (let t = 0; t < 20_000; t++) {
      let line = '';
      const k = 1 + rand(8);
      for (let j = 0; j < k; j++) line += pieces[rand(pieces.length)]! + (rand(3) === 0 ? '' : ' ');
      if (!may(line)) {
        answered++;
        if (hasSignalWord(line)) expect.fail(`pre-filter said no signal word: ${JSON.stringify(line)}`);
      }
    }
    expect(answered).toBeGreaterThan(100);
  });

  it('relies on anchors without blanks, and no other character matches a symbol anchor without case', () => {
    expect(URL_ANCHORS).toEqual(SIGNAL_ANCHORS); // the kernels' copy is the classifier's list
    for (const a of SIGNAL_ANCHORS) expect(/\s/.test(a), a).toBe(false);
    for (const a of SIGNAL_ANCHORS.filter((x) => /[^\x00-\x7f]/.test(x))) {
      const re = new RegExp(a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      for (let c = 0; c < 0x10000; c++) {
        const ch = String.fromCharCode(c);
        if (ch !== a && re.test(ch)) expect.fail(`${ch} matches ${a}`);
      }
    }
  });
});
