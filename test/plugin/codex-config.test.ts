// The Codex configuration: scripts/install.sh --codex writes the block of codex/config.toml with the checkout's absolute
// path, and Codex starts it as written (`command` + `args`, the user's PATH). It must work where `ck` is not on PATH.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(root, 'scripts', 'install.sh');

/** Returns the `command` and `args` of the context-kernel block of a config.toml. */
function serverOf(toml: string): { command: string; args: string[] } {
  const block = toml.slice(toml.indexOf('[mcp_servers.context-kernel]'));
  const command = /^command = "([^"]*)"/m.exec(block)![1]!;
  const args = JSON.parse(/^args = (\[.*\])$/m.exec(block)![1]!) as string[];
  return { command, args };
}

describe('codex/config.toml', () => {
  it('the shipped block names no bare `ck`: node runs the launcher by path (the path install.sh fills in)', () => {
    const s = serverOf(readFileSync(join(root, 'codex', 'config.toml'), 'utf8'));
    expect(s.command).toBe('node');
    expect(s.args[0]).toMatch(/\/bin\/context-kernel\.js$/);
    expect(s.args[1]).toBe('mcp');
  });

  it('the block install.sh --codex writes starts an MCP server that answers, with no `ck` on PATH', async () => {
    const home = mkdtempSync(join(tmpdir(), 'ck-codex-'));
    mkdirSync(join(home, '.codex'));
    const r = spawnSync('bash', [SCRIPT, '--codex'], { env: { PATH: process.env.PATH, HOME: home }, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const s = serverOf(readFileSync(join(home, '.codex', 'config.toml'), 'utf8'));
    expect(existsSync(s.args[0]!)).toBe(true);
    const path = [dirname(process.execPath), '/usr/bin', '/bin'].join(':');
    expect(spawnSync('sh', ['-c', 'command -v ck'], { env: { PATH: path } }).status).not.toBe(0);
    const transport = new StdioClientTransport({ command: s.command, args: s.args, env: { PATH: path, HOME: home, XDG_STATE_HOME: join(home, 'state'), XDG_CACHE_HOME: join(home, 'cache') }, stderr: 'pipe' });
    const client = new Client({ name: 'codex-config-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toContain('kernel_normalize');
    } finally {
      await client.close();
    }
  }, 60_000);
});
