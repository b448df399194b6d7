// The operator list (src/operators/index.ts) is what the adapters show: `ck --help` and each command's summary, the
// MCP server's tools (through a real SDK client over stdio), and the entry modules the hooks and MCP load.
import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { OPERATORS, operator, mcpOperators } from '../../src/operators/index.js';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

describe('the operator list', () => {
  it('names each operator once, with a stable engine:<name> id, its input and its output', () => {
    expect(new Set(OPERATORS.map((o) => o.name)).size).toBe(OPERATORS.length);
    for (const o of OPERATORS) {
      expect(o.id).toBe(`engine:${o.name}`);
      expect(o.accepts.length).toBeGreaterThan(10);
      expect(o.returns.length).toBeGreaterThan(10);
      expect(operator(o.name)).toBe(o);
    }
    expect(OPERATORS.slice(0, 2).map((o) => o.name)).toEqual(['normalize', 'slice']);
  });

  it.skipIf(!existsSync(DIST))('every entry module exists in the build', () => {
    for (const o of OPERATORS) expect(existsSync(`${DIST}${o.module}`), o.module).toBe(true);
  });

  it('ck --help and each command show the summary the list holds', () => {
    const help = runCli(['--help']);
    expect(help.code).toBe(0);
    for (const o of OPERATORS) {
      expect(help.stdout).toMatch(new RegExp(`^  ${o.name.replace(/-/g, '\\-')} +${o.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    }
  });

  it('the MCP server registers the tools the list names, with its titles and descriptions', async () => {
    const env = Object.fromEntries(Object.entries(isolatedEnv()).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const client = new Client({ name: 'ck-test', version: '0.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], env, stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      const want = mcpOperators().map((o) => o.mcp);
      expect(tools.map((t) => t.name).sort()).toEqual(want.map((t) => t.name).sort());
      for (const t of want) {
        const got = tools.find((x) => x.name === t.name)!;
        expect(got.title).toBe(t.title);
        expect(got.description).toBe(t.description);
      }
    } finally {
      await client.close();
    }
  });
});
