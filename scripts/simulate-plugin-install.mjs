// Simulates a Claude Code plugin install on a clean clone and checks the plugin works on first use:
//   1. `git clone` of this repository's HEAD (committed files only) into a temp folder;
//   2. the client's own install step, `npm ci --ignore-scripts` (read from its code:
//      `{lockfile:"package-lock.json",command:"npm",args:["ci","--ignore-scripts"]}`, run with a 60 s timeout), so no
//      build runs: dist/ does not exist afterwards;
//   3. the first PostToolUse call through the command hooks/hooks.json runs (`sh hooks/ck-hook.sh post-tool-use`),
//      timed: it must answer with an updatedToolOutput (the prebuilt runtime is put in place by that call);
//   4. the MCP server as .mcp.json starts it (`node bin/context-kernel.js mcp`), reached by the real MCP SDK client
//      over stdio: it must connect, list its tools and answer kernel_normalize; timed;
//   5. `claude plugin validate` on the clone when the client is installed (CK_CLAUDE_BIN, else
//      /work/clients/node_modules/.bin/claude or `claude` on PATH); skipped with a message otherwise.
// usage: node scripts/simulate-plugin-install.mjs [--keep] [--json]    exit 0 when every step passed.
// `npm ci` needs the npm registry (or a warm npm cache); set NPM_CONFIG_PREFER_OFFLINE=true to use the cache first.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const keep = process.argv.includes('--keep');
const asJson = process.argv.includes('--json');
const work = mkdtempSync(join(tmpdir(), 'ck-plugin-install-'));
const plugin = join(work, 'context-kernel');
const results = { clone: plugin, steps: [] };
let failed = false;
const step = (name, ok, detail) => {
  results.steps.push({ name, ok, ...detail });
  if (ok === false) failed = true;
  if (!asJson) process.stderr.write(`${ok === false ? 'FAIL' : ok === null ? 'skip' : 'ok  '} ${name}${detail ? ` ${JSON.stringify(detail)}` : ''}\n`);
};
const timed = (f) => { const t = process.hrtime.bigint(); const v = f(); return [v, Number(process.hrtime.bigint() - t) / 1e6]; };

try {
  const [clone, cloneMs] = timed(() => spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, plugin], { encoding: 'utf8' }));
  step('git clone (HEAD, committed files only)', clone.status === 0, { ms: Math.round(cloneMs), ...(clone.status ? { stderr: clone.stderr.slice(0, 300) } : {}) });
  if (clone.status !== 0) throw new Error('clone failed');

  const [ci, ciMs] = timed(() => spawnSync('npm', ['ci', '--ignore-scripts'], { cwd: plugin, encoding: 'utf8', timeout: 600_000 }));
  step('npm ci --ignore-scripts (the client\'s install step)', ci.status === 0, { ms: Math.round(ciMs), withinClientTimeout60s: ciMs <= 60_000, ...(ci.status ? { stderr: (ci.stderr || '').slice(-500) } : {}) });
  if (ci.status !== 0) throw new Error('npm ci failed');
  step('no build ran (dist/ absent)', !existsSync(join(plugin, 'dist')), {});

  const state = join(work, 'state');
  const env = { ...process.env, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(work, 'cache'), CLAUDE_PLUGIN_ROOT: plugin };
  const log = Array.from({ length: 3000 }, (_, i) => (i === 2500 ? "src/app.ts:12:5 - error TS2322: Type 'string' is not assignable to type 'number'." : `npm WARN deprecated inflight@1.0.6: line ${i % 7}`)).join('\n');
  const payload = JSON.stringify({ session_id: 'install-check', transcript_path: join(work, 't.jsonl'), cwd: plugin, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_response: { stdout: log, stderr: '', interrupted: false, isImage: false }, tool_use_id: 'toolu_install_1' });
  const hooksJson = JSON.parse(readFileSync(join(plugin, 'hooks', 'hooks.json'), 'utf8'));
  const command = hooksJson.hooks.PostToolUse[0].hooks[0].command.replaceAll('${CLAUDE_PLUGIN_ROOT}', plugin);
  const [first, firstMs] = timed(() => spawnSync('/bin/sh', ['-c', command], { input: payload, env, encoding: 'utf8' }));
  let answer = {};
  try { answer = JSON.parse(first.stdout); } catch { /* reported below */ }
  const out = answer.hookSpecificOutput?.updatedToolOutput;
  step('first PostToolUse call (hooks.json command)', first.status === 0 && !!out && out.stdout.includes('error TS2322'), { ms: Math.round(firstMs), replaced: !!out, ...(out ? {} : { stdout: first.stdout.slice(0, 200), stderr: first.stderr.slice(0, 300) }) });
  const [second, secondMs] = timed(() => spawnSync('/bin/sh', ['-c', command], { input: payload.replace('toolu_install_1', 'toolu_install_2'), env, encoding: 'utf8' }));
  step('second PostToolUse call', second.status === 0 && second.stdout.includes('updatedToolOutput'), { ms: Math.round(secondMs) });

  // The MCP server, reached by the real client SDK: this checkout's devDependency (the clone's install, like the
  // client's, leaves devDependencies out: .npmrc `omit=dev`).
  const mcpJson = JSON.parse(readFileSync(join(plugin, '.mcp.json'), 'utf8')).mcpServers['context-kernel'];
  const sdk = (p) => pathToFileURL(join(root, 'node_modules', '@modelcontextprotocol', 'sdk', 'dist', 'esm', p)).href;
  const { Client } = await import(sdk('client/index.js'));
  const { StdioClientTransport } = await import(sdk('client/stdio.js'));
  const t0 = process.hrtime.bigint();
  const transport = new StdioClientTransport({ command: mcpJson.command, args: mcpJson.args.map((a) => a.replaceAll('${CLAUDE_PLUGIN_ROOT}', plugin)), env, stderr: 'pipe' });
  const client = new Client({ name: 'install-check', version: '1.0.0' });
  try {
    await client.connect(transport);
    const connectMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const tools = (await client.listTools()).tools.map((t) => t.name);
    const r = await client.callTool({ name: 'kernel_normalize', arguments: { text: log, tool: 'bash' } });
    const text = (r.content ?? []).map((c) => c.text ?? '').join('\n');
    step('MCP server connects (.mcp.json command, SDK client over stdio)', tools.includes('kernel_normalize') && text.includes('error TS2322'), { connectMs: Math.round(connectMs), tools: tools.length });
  } catch (err) {
    step('MCP server connects (.mcp.json command, SDK client over stdio)', false, { error: String(err?.message ?? err).slice(0, 300) });
  } finally {
    await client.close().catch(() => {});
  }

  const claude = process.env.CK_CLAUDE_BIN || ['/work/clients/node_modules/.bin/claude'].find((p) => existsSync(p)) || (spawnSync('sh', ['-c', 'command -v claude'], { encoding: 'utf8' }).stdout.trim() || '');
  if (claude) {
    const v = spawnSync(claude, ['plugin', 'validate', plugin], { encoding: 'utf8', timeout: 60_000 });
    step('claude plugin validate', v.status === 0, { output: `${v.stdout}${v.stderr}`.trim().split('\n').slice(-2).join(' | ') });
  } else step('claude plugin validate', null, { why: 'no claude binary (set CK_CLAUDE_BIN)' });
} catch (err) {
  if (!failed) step('simulation', false, { error: String(err?.message ?? err) });
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
if (asJson) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
process.exit(failed ? 1 : 0);
