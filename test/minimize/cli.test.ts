// `ck minimize` through the real CLI (subprocess) with real shell oracles: the 2,000-line target, feeding
// `ck slice --symptom-file`, the time limit, --json, and one-line errors on bad input.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../helpers/cli.js';

const SLICE_DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const SUMMARY = /^ck minimize: (\d+) → (\d+) (lines?|characters?) \((1-minimal|not proven 1-minimal)\) in (\d+) oracle runs \((\d+) candidates answered from the cache\), [\d.]+ s$/m;

function dir(): string {
  return mkdtempSync(join(tmpdir(), 'ck-minimize-test-'));
}

/** Asserts `r` failed with exactly one line on stderr, and returns that line. */
function oneLine(r: { code: number; stderr: string }, code: number): string {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  return r.stderr;
}

describe('ck minimize', () => {
  it('shrinks a 2,000-line input with a planted 3-line failure to exactly those 3 lines (shell oracle)', () => {
    const d = dir();
    const lines = Array.from({ length: 2000 }, (_, i) => `noise line ${i}`);
    lines[137] = 'PLANT-A';
    lines[1024] = 'PLANT-B';
    lines[1890] = 'PLANT-C';
    writeFileSync(join(d, 'input.txt'), `${lines.join('\n')}\n`);
    // Reproduces (exit 3) only when all three planted lines are present.
    const oracle = 'grep -qx PLANT-A {} && grep -qx PLANT-B {} && grep -qx PLANT-C {} && exit 3; exit 0';
    const r = runCli(['minimize', '--oracle', oracle, '--input', join(d, 'input.txt'), '--fail-exit', '3']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('PLANT-A\nPLANT-B\nPLANT-C\n');
    const m = SUMMARY.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    expect(m!.slice(1, 5)).toEqual(['2000', '3', 'lines', '1-minimal']);
    console.log(`ck minimize target (shell oracle): ${r.stderr.trim()}`);
  });

  it('its output feeds ck slice --symptom-file: a traceback buried in a log shrinks to the frame that matters', () => {
    const d = dir();
    const tb = readFileSync(join(SLICE_DEMO, 'traceback.txt'), 'utf8').trimEnd().split('\n');
    const noise = Array.from({ length: 300 }, (_, i) => `[${i}] INFO worker-${i % 4}: processed batch ${i}`);
    writeFileSync(join(d, 'log.txt'), `${[...noise.slice(0, 150), ...tb, ...noise.slice(150)].join('\n')}\n`);
    // Any non-zero status reproduces: here the oracle fails while the error and its innermost frame are both there.
    const oracle = `! { grep -q UnknownCurrencyError {} && grep -q 'rates.py", line 16' {}; }`;
    const out = join(d, 'small.txt');
    const r = runCli(['minimize', '--oracle', oracle, '--input', join(d, 'log.txt'), '--output', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe('  File "/home/user/slice-demo/invoicer/rates.py", line 16, in rate_for\n    raise UnknownCurrencyError(\n');
    const s = runCli(['slice', SLICE_DEMO, '--symptom-file', out, '--format', 'json']);
    expect(s.code, s.stderr).toBe(0);
    const manifest = JSON.parse(s.stdout);
    expect(manifest.seeds[0]).toMatchObject({ path: 'invoicer/rates.py', line: 16, why: 'frame' });
  });

  it('--unit char and --json: characters of UTF-8 text, and a machine-readable result', () => {
    const d = dir();
    writeFileSync(join(d, 'expr.txt'), 'print(1 + (2 * [3, 4]) ~ 5)\n');
    const r = runCli(['minimize', '--oracle', "grep -q '(.*~' {}", '--input', join(d, 'expr.txt'), '--unit', 'char', '--fail-exit', '0', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ output: '(~', unit: 'char', units: { input: 28, output: 2 }, minimal: true, note: null });
    expect(j.runs).toBeGreaterThan(0);
    expect(typeof j.elapsed_ms).toBe('number');
  });

  it('stops at --timeout with the best input so far and a note, exit 0', () => {
    const d = dir();
    writeFileSync(join(d, 'in.txt'), Array.from({ length: 200 }, (_, i) => `l${i}\n`).join('') + 'BOOM\n');
    const r = runCli(['minimize', '--oracle', 'sleep 0.2; ! grep -q BOOM {}', '--input', join(d, 'in.txt'), '--timeout', '1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('BOOM\n');
    expect(r.stderr).toMatch(/^ck minimize: note: time limit of 1 s reached after \d+ oracle runs: the result reproduces but may not be 1-minimal \(\d+ of 201 lines kept\)$/m);
    expect(SUMMARY.exec(r.stderr)![4]).toBe('not proven 1-minimal');
  });

  it('bad input: one line and a non-zero status', () => {
    const d = dir();
    const input = join(d, 'in.txt');
    writeFileSync(input, 'a\nb\n');
    expect(oneLine(runCli(['minimize', '--input', input]), 2)).toMatch(/--oracle 'CMD \{\}' is required/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}']), 2)).toMatch(/--input FILE is required/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false', '--input', input]), 2)).toMatch(/must contain \{\}/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', join(d, 'nope')]), 2)).toMatch(/cannot read --input .*nope: ENOENT/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', d]), 2)).toMatch(/cannot read --input .*EISDIR/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', input, '--unit', 'word']), 2)).toMatch(/--unit: 'word' \(expected line or char\)/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', input, '--fail-exit', '300']), 2)).toMatch(/--fail-exit/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', input, '--timeout', '0']), 2)).toMatch(/--timeout: '0'/);
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', input, '--timeout', '-1']), 2)).toMatch(/--timeout/);
    writeFileSync(join(d, 'bin'), Buffer.from([0x61, 0xff, 0x0a]));
    expect(oneLine(runCli(['minimize', '--oracle', 'false {}', '--input', join(d, 'bin'), '--unit', 'char']), 2)).toMatch(/needs UTF-8 text/);
    // The whole input does not reproduce: nothing to minimize (1).
    expect(oneLine(runCli(['minimize', '--oracle', 'true {}', '--input', input]), 1)).toMatch(/does not reproduce on the whole input/);
  });

  it('--help prints the usage and exit statuses', () => {
    const r = runCli(['minimize', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: ck minimize --oracle 'CMD \{\}' --input FILE/);
    expect(r.stdout).toMatch(/Exit status: 0 minimized/);
    expect(runCli(['--help']).stdout).toMatch(/^ {2}minimize +ddmin/m);
  });
});
