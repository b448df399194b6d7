// The two pure parts of the ambient slice: which outputs show a failure (by shape, not by a word) and which commands
// only show existing text. Every fixture of test/fixtures/ambient is checked.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectFailure } from '../../src/hooks/failure-signature.js';
import { isReadOnlyCommand } from '../../src/hooks/read-only-command.js';

const BASE = fileURLToPath(new URL('../fixtures/ambient/', import.meta.url));
interface Case { file: string; command: string; kind?: string; quotes?: boolean }
const CASES = JSON.parse(readFileSync(join(BASE, 'cases.json'), 'utf8')) as { failing: Case[]; passing: Case[] };
const text = (c: Case): string => readFileSync(join(BASE, c.file), 'utf8');

describe('failure signatures', () => {
  it('recognizes every failing fixture, with the runner that printed it', () => {
    for (const c of CASES.failing) expect(detectFailure(text(c))?.kind, c.file).toBe(c.kind);
  });

  it('finds no failure in passing runs, build logs and listings (quotations aside)', () => {
    for (const c of CASES.passing.filter((x) => !x.quotes)) expect(detectFailure(text(c)), c.file).toBeUndefined();
  });

  it('keys a failure by what fails, not by timings, thread ids or order of appearance', () => {
    const cargo = text(CASES.failing.find((c) => c.file === 'failing/cargo-test-fail.txt')!);
    const a = detectFailure(cargo)!;
    const b = detectFailure(cargo.replace(/finished in [\d.]+s/g, 'finished in 9.99s').replace(/\(\d+\) panicked/g, '(1) panicked'))!;
    expect(b.signature).toBe(a.signature);
    expect(a.keys).toEqual(['tests::clamp_keeps_values_in_range', 'tests::mean_of_nothing']);
    // The run without backtraces reported the same two failures in the other order.
    expect(detectFailure(text(CASES.failing.find((c) => c.file === 'failing/cargo-test-nobt-fail.txt')!))!.signature).toBe(a.signature);
    const pytest = text(CASES.failing.find((c) => c.file === 'failing/pytest-fail.txt')!);
    expect(detectFailure(pytest.replaceAll('test_parse_pair', 'test_other'))!.signature).not.toBe(detectFailure(pytest)!.signature);
  });

  it('is not fooled by words: "error", "FAILED" in prose, a stackless npm error, TODO tests, jest console blocks', () => {
    for (const t of [
      'Build finished with 0 errors and 2 warnings.',
      'error: could not find the config, using defaults',
      'The test FAILED once last week; it passes now.',
      'npm error code ENOENT\nnpm error syscall open\nnpm error enoent Could not read package.json',
      'TAP version 13\nnot ok 1 - parser handles tabs # TODO not written yet\n1..1\n# pass 0\n# todo 1\n# fail 0',
      'PASS ./a.test.js\n  ● Console\n\n    console.log\n      Error: expected in this test\n\nTests:       3 passed, 3 total',
      'src/app.py:12: warning: deprecated call',
      '<string>:1: DeprecationWarning: the error path is deprecated',
      'Traceback (most recent call last):\n(in the docs: how to read one)',
    ]) expect(detectFailure(t), t).toBeUndefined();
  });

  it('reads a long output\'s head and tail: a failure at the end of 2 MB is found, in a bounded time', () => {
    const pytest = text(CASES.failing.find((c) => c.file === 'failing/pytest-fail.txt')!);
    const noise = 'tests/test_many.py::test_case PASSED\n'.repeat(55_000);
    expect(detectFailure(`${noise}${pytest}`)?.kind).toBe('pytest');
    expect(detectFailure(`${pytest}${noise}`)?.kind).toBe('pytest'); // in the head
    // The middle of a huge output is not read (a hook answers in milliseconds): documented, not an accident.
    expect(detectFailure(`${noise}${pytest}${noise}`)).toBeUndefined();
  });

  it('reads a traceback only at a line start, as printed, not as a grep -n line quotes it', () => {
    const tb = 'Traceback (most recent call last):\n  File "/app/x.py", line 3, in <module>\n    f()\nKeyError: \'k\'';
    expect(detectFailure(tb)?.kind).toBe('python-traceback');
    expect(detectFailure(tb.split('\n').map((l, i) => `notes.md:${i + 10}:${l}`).join('\n'))).toBeUndefined();
  });
});

describe('read-only commands', () => {
  it('tells commands that show text from commands that run something', () => {
    const readOnly = [
      'cat log.txt', 'grep -rn Traceback tests/', 'rg -n "FAILED" .', 'tail -n 50 /var/log/app.log', 'less out.txt',
      'git log -p -3', 'git --no-pager show HEAD', 'git -C sub diff', 'find . -name "*.py"', 'ls -la', 'head -40 a && tail -40 a',
      'cd tests && grep -A10 Traceback *.txt | head', 'sed -n 1,80p run.log', "awk '/FAIL/' out.txt", 'LC_ALL=C sort out.txt | uniq -c',
      'echo done', 'jq .errors report.json',
    ];
    const runs = [
      'pytest -q', 'python3 -m pytest tests | tail -30', 'cd web && npm test', 'cargo test 2>&1 | head -100', 'go test ./...',
      'node crash.mjs', 'sed -i s/a/b/ f.txt', 'git commit -m x', 'make && cat build.log', '$RUNNER tests', 'sudo -E python3 app.py',
      'timeout 60 npx vitest run', 'env CI=1 npx jest', 'cat input.txt | python3 solve.py',
    ];
    for (const c of readOnly) expect(isReadOnlyCommand(c), c).toBe(true);
    for (const c of runs) expect(isReadOnlyCommand(c), c).toBe(false);
    expect(isReadOnlyCommand('echo "unterminated')).toBe(true); // unreadable: stay silent
  });

  it('covers every command of the fixtures as labelled', () => {
    for (const c of CASES.failing) expect(isReadOnlyCommand(c.command), c.command).toBe(false);
    for (const c of CASES.passing.filter((x) => x.quotes)) expect(isReadOnlyCommand(c.command), c.command).toBe(true);
  });
});
