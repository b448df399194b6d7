import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, isolatedEnv } from '../helpers/cli.js';

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };

describe('ck mcp (real stdio transport, SDK client)', () => {
  let client: Client;
  let transport: StdioClientTransport;

  beforeAll(async () => {
    const env = Object.fromEntries(Object.entries(isolatedEnv()).filter((e): e is [string, string] => typeof e[1] === 'string'));
    transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], env, stderr: 'pipe' });
    client = new Client({ name: 'ck-test', version: '0.0.0' });
    await client.connect(transport);
  });

  afterAll(async () => {
    await client?.close();
  });

  it('lists the four kernel tools with input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['kernel_compile', 'kernel_normalize', 'kernel_repo_slice', 'kernel_symbols']);
    const slice = tools.find((t) => t.name === 'kernel_repo_slice')!;
    expect(Object.keys(slice.inputSchema.properties ?? {}).sort()).toEqual(['budget', 'deps_depth', 'format', 'importers_depth', 'repo', 'seeds', 'symptom', 'symptom_file']);
    expect(slice.inputSchema.required).toEqual(['repo']);
  });

  const normalizeBuilt = existsSync(fileURLToPath(new URL('../../dist/normalize/index.js', import.meta.url)));
  it.skipIf(!normalizeBuilt)('kernel_normalize returns the normalized text with a stats line', async () => {
    const text = 'same line\n'.repeat(500) + 'Error: boom\n';
    const r = (await client.callTool({ name: 'kernel_normalize', arguments: { text, tool: 'bash' } })) as TextResult;
    expect(r.isError).toBeFalsy();
    expect(r.content[0]!.text).toContain('Error: boom');
    expect(r.content[0]!.text.length).toBeLessThan(text.length);
    expect(r.content[0]!.text).toMatch(/\[ck: kernel_normalize: .* tokens.*\]$/);
  });

  const backends = ['slice', 'symbols', 'compile'].every((m) => existsSync(fileURLToPath(new URL(`../../dist/${m}/index.js`, import.meta.url))));
  it.skipIf(!backends)('kernel_repo_slice, kernel_symbols and kernel_compile call the real backends', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-mcp-repo-'));
    writeFileSync(join(repo, 'util.py'), 'def helper(x):\n    return x + 1\n');
    writeFileSync(join(repo, 'app.py'), 'from util import helper\n\n\ndef run():\n    return helper(1)\n');
    const slice = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo, seeds: ['app.py:5'], budget: 'none', format: 'json' } })) as TextResult;
    expect(slice.isError, slice.content[0]!.text).toBeFalsy();
    const m = JSON.parse(slice.content[0]!.text);
    expect(m.version).toBe(1);
    expect(m.files.map((f: { path: string }) => f.path).sort()).toEqual(['app.py', 'util.py']);
    const sym = (await client.callTool({ name: 'kernel_symbols', arguments: { file: join(repo, 'app.py'), line: 5 } })) as TextResult;
    expect(sym.isError, sym.content[0]!.text).toBeFalsy();
    expect(JSON.parse(sym.content[0]!.text).ranges).toContainEqual(expect.objectContaining({ name: 'run', start: 4, end: 5 }));
    const comp = (await client.callTool({ name: 'kernel_compile', arguments: { repo, target: 'app.py', format: 'json' } })) as TextResult;
    expect(comp.isError, comp.content[0]!.text).toBeFalsy();
    expect(comp.content[0]!.text).toContain('util.py');
  });

  it('bad arguments come back as a tool error, and the server keeps serving', async () => {
    const bad = (await client.callTool({ name: 'kernel_normalize', arguments: { text: 42 } })) as TextResult;
    expect(bad.isError).toBe(true);
    const noSymptom = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: '.' } })) as TextResult;
    expect(noSymptom.isError).toBe(true);
    expect(noSymptom.content[0]!.text).toContain('give one of symptom, symptom_file or seeds');
    const both = (await client.callTool({ name: 'kernel_symbols', arguments: { file: 'x.py' } })) as TextResult;
    expect(both.isError).toBe(true);
    const missingFile = (await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: '/nonexistent', symptom_file: '/nonexistent/tb.txt' } })) as TextResult;
    expect(missingFile.isError).toBe(true);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(4);
  });
});
