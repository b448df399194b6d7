// Schema checks written from the Claude Code plugin docs (plugins reference, marketplace reference, hooks reference,
// skills and subagents pages; sources in docs/integration.md), applied to the files this repository ships.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { isolatedEnv } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const json = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, any>;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest', 'Notification', 'UserPromptSubmit', 'Stop', 'SubagentStart', 'SubagentStop', 'PreCompact', 'SessionStart', 'SessionEnd'];
const TOOL_EVENTS = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest']);
const TOOLS = new Set(['Bash', 'Read', 'Grep', 'Glob', 'Edit', 'Write', 'WebFetch', 'WebSearch', 'Task', 'NotebookEdit', 'TodoWrite']);

/** Returns the YAML frontmatter of a markdown file as flat key → value (the subset these files use). */
function frontmatter(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  expect(m, `${file} starts with a --- frontmatter block`).not.toBeNull();
  const out: Record<string, string> = {};
  for (const line of m![1]!.split('\n')) {
    const kv = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    expect(kv, `${file}: frontmatter line '${line}' is key: value`).not.toBeNull();
    out[kv![1]!] = kv![2]!;
  }
  return out;
}

describe('plugin manifests', () => {
  it('.claude-plugin/plugin.json: required name (kebab-case), semver version, known keys only', () => {
    const p = json('.claude-plugin/plugin.json');
    expect(p.name).toMatch(KEBAB);
    expect(p.version).toMatch(SEMVER);
    expect(typeof p.description).toBe('string');
    expect(typeof p.author?.name).toBe('string');
    // `network` (Claude Code 2.1.332: "The network hosts any part of the plugin reaches, as its author states them,
    // for `claude plugin validate` to list"; 2.1.197 ignores it with a warning).
    const known = ['name', 'version', 'description', 'author', 'homepage', 'repository', 'license', 'keywords', 'commands', 'agents', 'skills', 'hooks', 'mcpServers', 'outputStyles', 'lspServers', 'network'];
    expect(Object.keys(p).filter((k) => !known.includes(k))).toEqual([]);
    // No network at run time: the plugin declares that it reaches no host.
    expect(p.network).toEqual({ hosts: [] });
    expect(p.version).toBe(json('package.json').version);
  });

  it('.claude-plugin/marketplace.json: the plugin comes from the npm package, pinned to this version', () => {
    const m = json('.claude-plugin/marketplace.json');
    const pkg = json('package.json');
    expect(m.name).toMatch(KEBAB);
    expect(typeof m.owner?.name).toBe('string');
    expect(m.plugins).toHaveLength(1);
    const [entry] = m.plugins;
    expect(entry.name).toBe(json('.claude-plugin/plugin.json').name);
    // Claude Code 2.1.332 fetches a registry package itself and unpacks it as published (docs/client-facts.md):
    // dist/, wasm/ and the bundled dependencies arrive built, and no build or install script runs.
    expect(entry.source).toEqual({ source: 'npm', package: pkg.name, version: pkg.version });
    expect(entry.version).toBe(pkg.version);
    expect(pkg.bundleDependencies).toEqual(Object.keys(pkg.dependencies));
  });

  it('.claude-plugin/marketplace.dev.json: a clone (folder context-kernel) from its parent folder, for people who develop the plugin', () => {
    // Copied to the clone's parent folder as .claude-plugin/marketplace.json (README: Installing from a clone); 2.1.332
    // installs a marketplace file inside the clone's own .claude-plugin/ from that folder's marketplace.json instead.
    const m = json('.claude-plugin/marketplace.dev.json');
    expect(m.name).toMatch(KEBAB);
    expect(m.name).not.toBe(json('.claude-plugin/marketplace.json').name);
    expect(m.plugins).toHaveLength(1);
    const [entry] = m.plugins;
    expect(entry.source).toBe('./context-kernel');
    expect(entry.name).toBe(json('.claude-plugin/plugin.json').name);
    expect(entry.version).toBe(json('package.json').version);
  });

  it('hooks/hooks.json: known events, matchers only on tool events and valid as regexes, command hooks via ${CLAUDE_PLUGIN_ROOT}', () => {
    const h = json('hooks/hooks.json');
    expect(Object.keys(h).filter((k) => k !== 'hooks' && k !== 'description')).toEqual([]);
    for (const [event, groups] of Object.entries(h.hooks as Record<string, any[]>)) {
      expect(HOOK_EVENTS).toContain(event);
      for (const g of groups) {
        if (g.matcher !== undefined) {
          expect(TOOL_EVENTS.has(event), `${event} takes no matcher`).toBe(true);
          expect(() => new RegExp(g.matcher)).not.toThrow();
        }
        expect(g.hooks.length).toBeGreaterThan(0);
        for (const hook of g.hooks) {
          expect(hook.type).toBe('command');
          expect(hook.command).toContain('${CLAUDE_PLUGIN_ROOT}');
          expect(hook.timeout).toBeGreaterThan(0);
          const script = /\$\{CLAUDE_PLUGIN_ROOT\}\/([^"\s]+)/.exec(hook.command)![1]!;
          expect(existsSync(join(ROOT, script)), `${script} exists`).toBe(true);
        }
      }
    }
    expect(new RegExp(`^(?:${h.hooks.PostToolUse[0].matcher})$`).test('mcp__github__get_job_logs')).toBe(true);
    expect(new RegExp(`^(?:${h.hooks.PostToolUse[0].matcher})$`).test('Edit')).toBe(false);
  });

  it('.mcp.json: mcpServers with a command and string args', () => {
    const m = json('.mcp.json');
    for (const server of Object.values(m.mcpServers as Record<string, any>)) {
      expect(typeof server.command).toBe('string');
      expect(server.args.every((a: unknown) => typeof a === 'string')).toBe(true);
    }
    expect(m.mcpServers['context-kernel'].args).toEqual(['${CLAUDE_PLUGIN_ROOT}/bin/context-kernel.js', 'mcp']);
  });

  it('skills/<name>/SKILL.md: name = folder (lowercase, hyphens, ≤ 64), description ≤ 1024', () => {
    const dirs = readdirSync(join(ROOT, 'skills')).filter((d) => statSync(join(ROOT, 'skills', d)).isDirectory());
    expect(dirs.sort()).toEqual(['kernel-charter', 'kernel-slice', 'kernel-verify']);
    for (const d of dirs) {
      const fm = frontmatter(join(ROOT, 'skills', d, 'SKILL.md'));
      expect(fm.name).toBe(d);
      expect(fm.name!.length).toBeLessThanOrEqual(64);
      expect(fm.name).toMatch(KEBAB);
      expect(fm.description!.length).toBeGreaterThan(20);
      expect(fm.description!.length).toBeLessThanOrEqual(1024);
    }
  });

  it('agents/<name>.md: name = file, description, known tools; instructions demand file:line citations and sed -n', () => {
    for (const f of readdirSync(join(ROOT, 'agents'))) {
      const fm = frontmatter(join(ROOT, 'agents', f));
      expect(fm.name).toBe(f.replace(/\.md$/, ''));
      expect(fm.description!.length).toBeGreaterThan(20);
      for (const t of fm.tools!.split(',').map((s) => s.trim())) expect(TOOLS.has(t), `tool ${t}`).toBe(true);
      const body = readFileSync(join(ROOT, 'agents', f), 'utf8');
      expect(body).toMatch(/path:line/);
      expect(body).toMatch(/sed -n/);
    }
  });

  it('each hooks.json command, run the way Claude Code runs it, answers JSON', () => {
    const h = json('hooks/hooks.json');
    const env = { ...isolatedEnv(), CLAUDE_PLUGIN_ROOT: ROOT.replace(/\/$/, '') };
    for (const [event, groups] of Object.entries(h.hooks as Record<string, any[]>)) {
      const r = spawnSync('sh', ['-c', groups[0].hooks[0].command], { input: '{"session_id":"p","tool_name":"Bash","tool_input":{"command":"ls"},"tool_response":{"stdout":"a\\n","stderr":""},"prompt":"hi","cwd":"/tmp"}', env });
      expect(r.status).toBe(0);
      // PreCompact's stdout goes to the summarizer as plain-text instructions: nothing here, since there is no task state.
      if (event === 'PreCompact') expect(r.stdout.toString()).toBe('');
      else expect(() => JSON.parse(r.stdout.toString())).not.toThrow();
    }
  });
});
