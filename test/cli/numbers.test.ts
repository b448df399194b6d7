// Issue 21, item 5: token counts are read as ck prints them (30k, 1.5M) wherever one is read — CLI flags and MCP
// arguments — a negative one gets a one-line error that advises nothing that fails, and no budget ("none") never
// shows as "Infinity".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';

const DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const TB = join(DEMO, 'traceback.txt');
const COMPILE_DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));

/** Asserts a one-line usage error (exit 2) that names the value and advises no `--flag=-…` spelling. */
function oneLineError(args: string[], value: string): string {
  const r = runCli(args);
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(r.stderr).toContain(`'${value}'`);
  expect(r.stderr).not.toMatch(/=-XYZ|write --/);
  return r.stderr;
}

describe('token counts on the command line', () => {
  it('--budget -5 is one clear line, spelled either way, for slice, compile and bench', () => {
    for (const spelled of [['--budget', '-5'], ['--budget=-5']]) {
      const msg = oneLineError(['slice', DEMO, '--symptom-file', TB, ...spelled], '-5');
      expect(msg).toMatch(/^ck slice: invalid value for --budget: '-5' \(expected a number of tokens such as 30000, 30k or 1\.5M, 'auto' or 'none'\)\n$/);
    }
    oneLineError(['compile', COMPILE_DEMO, 'app/views.py', '--budget', '-5'], '-5');
    oneLineError(['bench', 'sufficiency', DEMO, '--budget', '-5'], '-5');
    oneLineError(['bench', 'sufficiency', DEMO, '--budget', '0'], '0');
    oneLineError(['slice', DEMO, '--symptom-file', TB, '--budget', '30x'], '30x');
    oneLineError(['slice', DEMO, '--symptom-file', TB, '--deps-depth', '-1'], '-1');
    // A flag left without its value says so, and still advises nothing that fails.
    const r = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^ck slice: --budget needs a value \(expected a number of tokens/);
  });

  it('accepts k and M suffixes as ck prints them', () => {
    for (const [text, n] of [['30k', 30000], ['30K', 30000], ['1.5k', 1500], ['2.5M', 2500000], ['4000', 4000]] as const) {
      const r = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', text, '--format', 'json']);
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).budget).toMatchObject({ requested: String(n), resolved: n });
    }
    const c = runCli(['compile', COMPILE_DEMO, 'app/views.py', '--budget', '1.5k', '--format', 'json']);
    expect(c.code, c.stderr).toBe(0);
    expect(JSON.parse(c.stdout).budget).toMatchObject({ requested: '1500', resolved: 1500 });
  });

  it('--budget none never prints Infinity, in any format', () => {
    for (const format of ['text', 'json', 'context', 'paths']) {
      const r = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', 'none', '--format', format]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toMatch(/Infinity|NaN/);
    }
    const text = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', 'none']);
    expect(text.stdout).toMatch(/fits \([\d.]+k? ≤ ∞\)/);
  });
});

describe('token counts in MCP arguments', () => {
  let client: Client;
  beforeAll(async () => {
    const env = Object.fromEntries(Object.entries(isolatedEnv()).filter((e): e is [string, string] => typeof e[1] === 'string'));
    client = new Client({ name: 'ck-test', version: '0.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], env, stderr: 'pipe' }));
  });
  afterAll(async () => { await client?.close(); });

  type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
  it('kernel_repo_slice and kernel_compile take "30k" and "1.5k" budgets', async () => {
    const s = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: DEMO, symptom_file: TB, budget: '30k', format: 'json' } })) as TextResult;
    expect(s.isError, s.content[0]!.text).toBeFalsy();
    expect(JSON.parse(s.content[0]!.text).budget).toMatchObject({ requested: '30000', resolved: 30000 });
    const c = (await client.callTool({ name: 'kernel_compile', arguments: { repo: COMPILE_DEMO, target: 'app/views.py', budget: '1.5k', format: 'json' } })) as TextResult;
    expect(c.isError, c.content[0]!.text).toBeFalsy();
    expect(JSON.parse(c.content[0]!.text).budget).toMatchObject({ requested: '1500', resolved: 1500 });
    const bad = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: DEMO, symptom_file: TB, budget: '-5' } })) as TextResult;
    expect(bad.isError).toBe(true);
  });
});
