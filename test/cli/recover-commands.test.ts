// Issue 21, item 1: every page-fault and recall command ck prints — manifest `page_faults`, the `--format context`
// markers, compile headers, symbol ranges, normalize markers — runs as printed from any directory, shell-quoted.
// The repository is given by a relative path from its parent, and lives under a name with a space and a quote.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';

const SLICE_DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const COMPILE_DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));

const parent = realpathSync(mkdtempSync(join(tmpdir(), 'ck-recover-')));
const NAME = "it's a repo"; // a space and a single quote: the commands must quote both
cpSync(SLICE_DEMO, join(parent, NAME), { recursive: true });
cpSync(COMPILE_DEMO, join(parent, 'compile demo'), { recursive: true });
const elsewhere = join(parent, 'elsewhere');
mkdirSync(elsewhere);

// A quoted shell word: '…' with '\'' for each embedded quote.
const WORD = String.raw`'(?:[^']|'\\'')*'`;
const COMMAND = new RegExp(String.raw`(?:sed -n '\d+,\d+p'|cat) ${WORD}`, 'g');

/** Returns the output of running `command` with sh from a directory that is neither the repository nor its parent. */
function sh(command: string): { code: number; stdout: string } {
  const r = spawnSync('sh', ['-c', command], { cwd: elsewhere, encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout };
}

/** Asserts each command runs from elsewhere and prints exactly the lines it names of `root/path`. */
function expectRunnable(commands: string[], root: string): void {
  expect(commands.length).toBeGreaterThan(0);
  for (const c of commands) {
    const r = sh(c);
    expect(r.code, c).toBe(0);
    expect(r.stdout.length, c).toBeGreaterThan(0);
    const m = /^sed -n '(\d+),(\d+)p' /.exec(c);
    const file = c.slice(c.indexOf("'", m ? m[0].length - 1 : 4) + 1, -1).replace(/'\\''/g, "'");
    expect(file.startsWith(`${root}/`), c).toBe(true);
    const lines = readFileSync(file, 'utf8').split('\n');
    const want = m ? `${lines.slice(Number(m[1]) - 1, Number(m[2])).join('\n')}\n` : readFileSync(file, 'utf8');
    expect(r.stdout, c).toBe(want);
  }
}

describe('recover commands run as printed from any directory', () => {
  const root = join(parent, NAME);
  const tb = join(root, 'traceback.txt');

  it('slice: page_faults and every recover: command of --format context', () => {
    const env = isolatedEnv();
    const json = runCli(['slice', NAME, '--symptom-file', tb, '--budget', '300', '--format', 'json'], { cwd: parent, env });
    expect(json.code, json.stderr).toBe(0);
    const m = JSON.parse(json.stdout);
    expect(m.page_faults.length).toBeGreaterThan(0);
    expectRunnable(m.page_faults.map((p: { command: string }) => p.command), root);

    // 700: the context rendering (header, seed lines, markers) fits with the seed files as symbol ranges; at 300 it
    // does not (exit 1), since the rendering's own lines count in the budget.
    const ctx = runCli(['slice', NAME, '--symptom-file', tb, '--budget', '700', '--format', 'context'], { cwd: parent, env });
    expect(ctx.code, ctx.stderr).toBe(0);
    const recovers = [...ctx.stdout.matchAll(new RegExp(`recover: (${COMMAND.source})`, 'g'))].map((x) => x[1]!);
    expect(recovers.some((c) => c.startsWith('sed -n'))).toBe(true); // the elided ranges of symbol-tier files
    expectRunnable(recovers, root);
    // Nothing printed names a repo-relative path to recover from.
    expect(ctx.stdout).not.toMatch(/recover: (?:sed -n '\d+,\d+p'|cat) 'invoicer\//);
  });

  it('compile: page_faults and the context headers', () => {
    const croot = join(parent, 'compile demo');
    const json = runCli(['compile', 'compile demo', 'app/views.py', '--format', 'json'], { cwd: parent });
    expect(json.code, json.stderr).toBe(0);
    expectRunnable(JSON.parse(json.stdout).page_faults.map((p: { command: string }) => p.command), croot);
    const ctx = runCli(['compile', 'compile demo', 'app/views.py', '--format', 'context'], { cwd: parent });
    expect(ctx.code, ctx.stderr).toBe(0);
    expectRunnable([...ctx.stdout.matchAll(new RegExp(`full: (${COMMAND.source})`, 'g'))].map((x) => x[1]!), croot);
  });

  it('symbols: a FILE given relative to the current directory still yields absolute commands', () => {
    const r = runCli(['symbols', `${NAME}/invoicer/rates.py`, '--line', '16', '--format', 'json'], { cwd: parent });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.path).toBe(`${NAME}/invoicer/rates.py`); // the contract field keeps the path as given
    expectRunnable(j.ranges.map((x: { command: string }) => x.command), root);
  });

  it('normalize: a marker\'s recall command runs from anywhere', () => {
    const env = isolatedEnv();
    const input = readFileSync(fileURLToPath(new URL('../../examples/outputs/pytest-long.txt', import.meta.url)));
    const n = runCli(['normalize'], { input, env, cwd: parent });
    const marker = /recover: (ck recall [0-9a-f]+ --lines \d+-\d+)\]/.exec(n.stdout);
    expect(marker, n.stdout).not.toBeNull();
    const r = spawnSync('sh', ['-c', marker![1]!.replace(/^ck /, `'${process.execPath}' '${CLI}' `)], { cwd: elsewhere, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
  });
});
