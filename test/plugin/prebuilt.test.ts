// A plugin installed by Claude Code runs `npm ci --ignore-scripts` only (read from its code:
// `{lockfile:"package-lock.json",command:"npm",args:["ci","--ignore-scripts"]}`): no build. The plugin then runs from
// prebuilt/ (scripts/prebuilt.mjs), put in place by bin/prebuilt.cjs on the first call.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(join(root, 'dist', 'hooks', 'hook.core.cjs'));

describe('prebuilt/ (the runtime a plugin install runs from)', () => {
  it.skipIf(!built)('is exactly the runtime files of the current build (else: npm run build && npm run prebuilt)', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'prebuilt.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it('a folder with the repository files but no dist/ answers its first hook call, the prebuilt runtime put in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-prebuilt-'));
    const plugin = join(dir, 'plugin');
    for (const p of ['bin', 'hooks', 'prebuilt', 'workers', 'package.json']) cpSync(join(root, p), join(plugin, p), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(plugin, 'node_modules'));
    const log = Array.from({ length: 3000 }, (_, i) => (i === 2500 ? 'Error: build failed with 1 error' : `npm WARN deprecated inflight@1.0.6: line ${i % 7}`)).join('\n');
    const payload = JSON.stringify({ session_id: 's', transcript_path: join(dir, 't.jsonl'), cwd: dir, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'make' }, tool_response: { stdout: log, stderr: '', interrupted: false, isImage: false }, tool_use_id: 'toolu_p1' });
    const env = { ...process.env, XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER: '0', CK_HOOK_DEADLINE_MS: '30000' };
    expect(existsSync(join(plugin, 'dist'))).toBe(false);
    const r = spawnSync(process.execPath, [join(plugin, 'hooks', 'run-hook.cjs'), 'post-tool-use'], { input: payload, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout).hookSpecificOutput?.updatedToolOutput;
    expect(out?.stdout, r.stderr).toContain('Error: build failed with 1 error');
    expect(existsSync(join(plugin, 'dist', 'hooks', 'hook.core.cjs'))).toBe(true);
    expect(existsSync(join(plugin, 'wasm', 'lines.wasm'))).toBe(true);
  });

  // The whole install (a clone, the real `npm ci --ignore-scripts` from the registry, ~1 min, the MCP server over
  // stdio, `claude plugin validate`) is too slow for CI: run it with CK_INSTALL_TEST=1 or scripts/simulate-plugin-install.mjs.
  it.skipIf(!process.env.CK_INSTALL_TEST)('a clean clone + npm ci --ignore-scripts: first hook call replaces, the MCP server connects (CK_INSTALL_TEST=1)', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'simulate-plugin-install.mjs'), '--json'], { encoding: 'utf8', timeout: 900_000 });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  }, 900_000);
});
