import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const SCRIPT = fileURLToPath(new URL('../../scripts/install.sh', import.meta.url));

function install(home: string, ...args: string[]) {
  const r = spawnSync('bash', [SCRIPT, ...args], { env: { PATH: process.env.PATH, HOME: home }, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const existing = {
  model: 'opus',
  permissions: { allow: ['Bash(npm test:*)'] },
  hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: 'prettier --write' }] }] },
};

describe('scripts/install.sh', () => {
  it('is idempotent, backs up the settings it edits, and --uninstall restores them exactly', () => {
    const home = mkdtempSync(join(tmpdir(), 'ck-home-'));
    mkdirSync(join(home, '.claude'));
    const settings = join(home, '.claude', 'settings.json');
    writeFileSync(settings, JSON.stringify(existing, null, 2));
    expect(install(home).code).toBe(0);
    const once = readFileSync(settings, 'utf8');
    const parsed = JSON.parse(once);
    expect(parsed.model).toBe('opus');
    expect(parsed.hooks.PostToolUse).toHaveLength(2);
    expect(parsed.hooks.PreToolUse[0].hooks[0].command).toMatch(/^NODE_EXTRA_CA_CERTS= sh '.*\/hooks\/ck-hook\.sh' pre-tool-use$/);
    expect(parsed.hooks.UserPromptSubmit[0].matcher).toBeUndefined();
    const second = install(home);
    expect(second.out).toContain('already installed');
    expect(readFileSync(settings, 'utf8')).toBe(once);
    expect(readdirSync(join(home, '.claude')).filter((f) => f.startsWith('settings.json.bak-'))).toHaveLength(1);
    expect(install(home, '--uninstall').code).toBe(0);
    expect(JSON.parse(readFileSync(settings, 'utf8'))).toEqual(existing);
    expect(install(home, '--uninstall').out).toContain('already clean');
  });

  it('re-installing over an install of an older launcher replaces its commands instead of adding a second set', () => {
    const home = mkdtempSync(join(tmpdir(), 'ck-home-'));
    mkdirSync(join(home, '.claude'));
    const settings = join(home, '.claude', 'settings.json');
    expect(install(home).code).toBe(0);
    // What an install made before the shell launcher existed looks like: `node …/hooks/run-hook.mjs EVENT`.
    const older = (text: string) => text.replaceAll("sh '", "node '").replaceAll('ck-hook.sh', 'run-hook.mjs');
    writeFileSync(settings, older(readFileSync(settings, 'utf8')));
    const record = join(home, '.claude', 'context-kernel-install.json');
    writeFileSync(record, older(readFileSync(record, 'utf8')));
    expect(readFileSync(settings, 'utf8')).toContain('run-hook.mjs');
    expect(install(home).code).toBe(0);
    const text = readFileSync(settings, 'utf8');
    expect(text).not.toContain('run-hook.mjs');
    const parsed = JSON.parse(text);
    for (const event of ['PostToolUse', 'PreToolUse', 'UserPromptSubmit']) expect(parsed.hooks[event]).toHaveLength(1);
  });

  it('honours CLAUDE_CONFIG_DIR, refuses invalid JSON without touching it, and manages the Codex block', () => {
    const home = mkdtempSync(join(tmpdir(), 'ck-home-'));
    const cfg = join(home, 'cfg');
    mkdirSync(cfg);
    writeFileSync(join(cfg, 'settings.json'), '{ "model": ');
    const bad = spawnSync('bash', [SCRIPT], { env: { PATH: process.env.PATH, HOME: home, CLAUDE_CONFIG_DIR: cfg }, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('is not valid JSON');
    expect(readFileSync(join(cfg, 'settings.json'), 'utf8')).toBe('{ "model": ');

    mkdirSync(join(home, '.codex'));
    writeFileSync(join(home, '.codex', 'config.toml'), 'model = "o3"\n');
    install(home, '--codex');
    install(home, '--codex');
    const toml = readFileSync(join(home, '.codex', 'config.toml'), 'utf8');
    expect(toml.match(/\[mcp_servers\.context-kernel\]/g)).toHaveLength(1);
    install(home, '--uninstall', '--codex');
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe('model = "o3"\n');
    expect(existsSync(join(home, '.claude', 'settings.json'))).toBe(false);
  });
});
