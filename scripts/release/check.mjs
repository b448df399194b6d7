// `npm run release:check`: the package as users get it, checked the way they get it. CI runs it (.ci/run).
//
//   1. build (scripts/prepare.mjs: only when an input changed) and `npm pack`, scripts on, as `npm publish` packs;
//   2. the tarball as Claude Code 2.1.332 reads an npm plugin source (scripts/release/tarball.mjs): no links, within
//      its limits, every runtime dependency bundled, and no lockfile — with one the client would run
//      `npm ci --ignore-scripts` in a scratch folder (dev dependencies included); without, it installs nothing;
//   3. the client's own fetch of a tarball spec (`npm --git=… pack --ignore-scripts --loglevel=error -- SPEC`), then the
//      unpack into an empty folder: the plugin as installed, no build and no install script run;
//   4. the installed files equal the build (dist/, wasm/, the plugin's components, the bundled dependencies' versions);
//   5. in that folder, every hook event of hooks/hooks.json, run as the client runs it (`sh -c` on the command,
//      ${CLAUDE_PLUGIN_ROOT} substituted and set) with the client's payload shapes (test/fixtures/hooks/), on a small
//      Python project: a large Bash output replaced, an install command quieted, a traceback prompt sliced, the task
//      state kept across PreCompact and SessionStart; the MCP server started by .mcp.json's command, reached by the MCP
//      SDK's client over stdio; `ck demo`;
//   6. the real client, when it is here or can be fetched (scripts/fetch-claude-code.sh, pinned):
//      `claude plugin validate --strict` on the installed plugin and both marketplace files, `plugin details` (the
//      always-on token cost), then `plugin marketplace add` + `plugin install` of a marketplace whose npm entry names
//      the package on a one-package registry on 127.0.0.1 (scripts/release/registry.mjs), and of the clone through
//      marketplace.dev.json; each installed copy must equal what it was installed from and answer a hook and MCP.
//      Nothing of it needs a network or a login; only fetching the client does (skipped with a message when it fails).
//
// usage: node scripts/release/check.mjs [--keep] [--no-client]   exit 0 when no step failed (skips are not failures)
// CK_CLAUDE_BIN=/path/to/claude uses that client instead of the pinned one.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTarball, unpack } from './tarball.mjs';
import { serveTarball } from './registry.mjs';
import { serveSession } from './fake-api.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const keep = process.argv.includes('--keep');
const useClient = !process.argv.includes('--no-client');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'ck-release-'));
const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'bun.lock', 'bun.lockb', 'yarn.lock', 'pnpm-lock.yaml'];

let failures = 0;
/** Records one step: ok true (passed), false (failed: the run exits 1) or null (skipped, with why). */
function step(name, ok, detail = '') {
  if (ok === false) failures++;
  const mark = ok === false ? 'FAIL' : ok === null ? 'skip' : 'ok  ';
  process.stderr.write(`${mark} ${name}${detail ? ` — ${detail}` : ''}\n`);
  return ok;
}
/** Returns `[value, ms]` of a call. */
function timed(f) {
  const t = process.hrtime.bigint();
  const v = f();
  return [v, Number(process.hrtime.bigint() - t) / 1e6];
}
const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const tail = (text, n = 400) => String(text ?? '').trim().slice(-n).replace(/\s+/g, ' ');

/** Returns every file under `dir` (relative, `/`-separated), depth first. */
function walk(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name), base) : [relative(base, join(dir, d.name))]));
}

// The environment of everything the plugin runs: state and caches inside the work folder; the hook server on (the
// plugin's default), so the second hook call goes through it.
const { CK_HOOK_SERVER: _server, CK_HOOK_SERVER_SPAWN: _spawn, ...inherited } = process.env;
const home = join(work, 'home');
mkdirSync(home);
// The prompt and ambient slices start only in projects of 200 files or more by default; the check's project is small.
const env = {
  ...inherited, HOME: home, XDG_STATE_HOME: join(work, 'state'), XDG_CACHE_HOME: join(work, 'cache'), npm_config_update_notifier: 'false',
  CK_PROMPT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MIN_FILES: '1',
};

/** Returns the plugin folders whose hook servers were started, so that they are stopped at the end. */
const started = new Set();

try {
  // 1. Build and pack.
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'prepare.mjs')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (!step('build (scripts/prepare.mjs)', build.status === 0, build.status === 0 ? tail(build.stderr, 80) : tail(build.stderr))) throw new Error('build failed');
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  let info;
  try { info = JSON.parse(packed.stdout)[0]; } catch { /* reported below */ }
  if (!step('npm pack', packed.status === 0 && !!info, info ? `${info.filename}: ${(info.size / 2 ** 20).toFixed(1)} MB, ${(info.unpackedSize / 2 ** 20).toFixed(1)} MB unpacked, ${info.entryCount} files, ${info.bundled.length} bundled packages` : tail(packed.stderr))) throw new Error('pack failed');
  const tarball = join(work, info.filename);

  // 2. The tarball as the client reads it.
  let entries;
  try {
    entries = readTarball(tarball);
    step('tarball: the client would unpack it (no links, devices or paths outside; within its size and count limits)', true, `${entries.length} entries`);
  } catch (err) {
    step('tarball: the client would unpack it', false, err.message);
    throw err;
  }
  const paths = new Set(entries.filter((e) => e.kind === 'file').map((e) => e.path));
  const locks = LOCKFILES.filter((f) => paths.has(f));
  step('tarball: no lockfile, so the client runs no dependency install', locks.length === 0, locks.length ? `holds ${locks.join(', ')}` : '');
  const unbundled = Object.keys(pkg.dependencies ?? {}).filter((d) => !paths.has(`node_modules/${d}/package.json`));
  step('tarball: every runtime dependency is bundled (node_modules/ inside the package)', unbundled.length === 0, unbundled.length ? `missing ${unbundled.join(', ')}` : Object.keys(pkg.dependencies).join(', '));
  const strays = [...paths].filter((p) => /^(prebuilt|src|test|bench|assembly)\//.test(p) || p.endsWith('.tsbuildinfo'));
  step('tarball: no sources, tests, benches or build copies', strays.length === 0, strays.slice(0, 5).join(', '));

  // 3. The client's fetch of a tarball spec, then its unpack: the plugin as installed.
  const scratch = join(work, 'client-scratch');
  mkdirSync(scratch);
  const fetch = spawnSync('npm', [`--git=${join(scratch, 'git-is-disabled')}`, 'pack', '--ignore-scripts', '--loglevel=error', '--', tarball], { cwd: scratch, env, encoding: 'utf8' });
  const fetched = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
  step("the client's npm command for a tarball spec (npm pack --ignore-scripts -- SPEC)", fetch.status === 0 && !!fetched, fetched ? (sha(join(scratch, fetched)) === sha(tarball) ? 'the same bytes' : 'repacked') : tail(fetch.stderr));
  const plugin = join(work, 'plugin');
  mkdirSync(plugin);
  const files = unpack(readTarball(fetched ? join(scratch, fetched) : tarball), plugin);
  step('unpacked into an empty folder, no build and no install script run', !existsSync(join(plugin, 'prebuilt')), `${files} files`);

  // 4. The installed files equal the build.
  const built = [...walk(join(root, 'dist')).map((f) => `dist/${f}`), ...walk(join(root, 'wasm')).map((f) => `wasm/${f}`)];
  const components = ['bin', 'hooks', 'workers', 'skills', 'agents', '.claude-plugin'].flatMap((d) => walk(join(root, d)).map((f) => `${d}/${f}`)).concat('.mcp.json', 'package.json');
  const differs = [...built, ...components].filter((f) => !existsSync(join(plugin, f)) || sha(join(plugin, f)) !== sha(join(root, f)));
  const extra = [...paths].filter((p) => /^(dist|wasm)\//.test(p) && !existsSync(join(root, p)));
  step('installed files equal the build (dist/, wasm/, bin/, hooks/, workers/, skills/, agents/, manifests)', differs.length === 0 && extra.length === 0, differs.length || extra.length ? `differ or missing: ${differs.slice(0, 5).join(', ')}${extra.length ? `; not in the build: ${extra.slice(0, 5).join(', ')}` : ''}` : `${built.length} build files, ${components.length} plugin files`);
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const versions = Object.keys(pkg.dependencies ?? {}).map((d) => [d, lock[`node_modules/${d}`]?.version, existsSync(join(plugin, 'node_modules', d, 'package.json')) ? JSON.parse(readFileSync(join(plugin, 'node_modules', d, 'package.json'), 'utf8')).version : undefined]);
  const offVersion = versions.filter(([, want, got]) => want !== got);
  step('bundled dependencies are the lockfile\'s versions', offVersion.length === 0, offVersion.map(([d, w, g]) => `${d} ${g} (lock ${w})`).join(', '));

  // 5. The installed plugin on first use.
  const project = join(work, 'py');
  cpSync(join(root, 'test', 'fixtures', 'ambient', 'projects', 'py'), project, { recursive: true });
  await checkPlugin('installed from the tarball', plugin, project);

  // 6. The real client.
  if (!useClient) step('real client', null, '--no-client');
  else await realClient(tarball, project);
} catch (err) {
  if (failures === 0) step('release check', false, String(err?.stack ?? err).slice(0, 600));
} finally {
  for (const dir of started) spawnSync(process.execPath, [join(dir, 'bin', 'context-kernel.js'), 'hook', 'servers', '--stop'], { env, encoding: 'utf8', timeout: 30_000 });
  if (!keep) rmSync(work, { recursive: true, force: true });
  else process.stderr.write(`kept ${work}\n`);
}
process.stderr.write(failures ? `release check: ${failures} step(s) failed\n` : 'release check: every step passed\n');
process.exit(failures ? 1 : 0);

/** Returns the hook payload fixture `name` (a real client payload shape) for `project`, with `patch` merged in. */
function payload(name, project, transcript, patch = {}) {
  const base = JSON.parse(readFileSync(join(root, 'test', 'fixtures', 'hooks', `${name}.json`), 'utf8'));
  return JSON.stringify({ ...base, cwd: project, transcript_path: transcript, ...patch });
}

/** Returns `{ status, json, stdout, stderr, ms }` of hooks.json's command for `event`, run the way the client runs it. */
function runHook(plugin, event, input, cwd) {
  const hooks = JSON.parse(readFileSync(join(plugin, 'hooks', 'hooks.json'), 'utf8')).hooks;
  const command = hooks[event][0].hooks[0].command.replaceAll('${CLAUDE_PLUGIN_ROOT}', plugin);
  const [r, ms] = timed(() => spawnSync('/bin/sh', ['-c', command], { cwd, input, env: { ...env, CLAUDE_PLUGIN_ROOT: plugin }, encoding: 'utf8', maxBuffer: 1 << 28, timeout: 60_000 }));
  let json;
  try { json = r.stdout.trim() ? JSON.parse(r.stdout) : undefined; } catch { /* not JSON: reported by the caller */ }
  return { status: r.status, json, stdout: r.stdout ?? '', stderr: r.stderr ?? '', ms: Math.round(ms) };
}

/**
 * Returns nothing; checks the plugin in folder `plugin` on first use: every hook event, the MCP server, `ck demo`
 * (`short`: only a large Bash output and the MCP server, for a second copy of the same files).
 */
async function checkPlugin(label, plugin, project, short = false) {
  started.add(plugin);
  const transcript = join(work, `transcript-${started.size}.jsonl`);
  writeFileSync(transcript, readFileSync(join(root, 'test', 'fixtures', 'hooks', 'transcript-head.jsonl')));
  const session = `release-${started.size}`;
  const { largeOutput, clientBashResponse } = await import(pathToFileURL(join(root, 'bench', 'fixtures', 'large-outputs.mjs')).href);
  const output = largeOutput('build', 1024 * 1024);
  const response = clientBashResponse(output, join(work, `tool-results-${started.size}`), `release-${started.size}`);
  const post = (id) => payload('bash', project, transcript, { session_id: session, tool_use_id: id, tool_input: { command: 'npx tsc -p .' }, tool_response: response });
  const signal = 'error TS2322';
  const first = runHook(plugin, 'PostToolUse', post('toolu_release_1'), project);
  const replaced = first.json?.hookSpecificOutput?.updatedToolOutput?.stdout ?? '';
  step(`${label}: PostToolUse, a 1 MB Bash output as the client persists it → replaced on the first call`, first.status === 0 && replaced.includes(signal) && replaced.includes('[ck: '), first.status === 0 && replaced ? `${first.ms} ms, ${output.length} → ${replaced.length} chars` : `exit ${first.status}: ${tail(first.stdout, 200)} ${tail(first.stderr, 300)}`);
  await new Promise((r) => setTimeout(r, 1500)); // the server the first call started
  const second = runHook(plugin, 'PostToolUse', post('toolu_release_2'), project);
  step(`${label}: PostToolUse again (the warm hook server)`, second.status === 0 && (second.json?.hookSpecificOutput?.updatedToolOutput?.stdout ?? '').includes(signal), `${second.ms} ms`);

  if (!short) {
    const pre = runHook(plugin, 'PreToolUse', payload('pre-tool-use', project, transcript, { session_id: session }), project);
    step(`${label}: PreToolUse, \`npm install\` → quiet flags`, pre.status === 0 && /--no-fund/.test(pre.json?.hookSpecificOutput?.updatedInput?.command ?? ''), pre.json?.hookSpecificOutput?.updatedInput?.command ?? tail(pre.stdout, 200));
    const edit = runHook(plugin, 'PreToolUse', payload('pre-tool-use-edit', project, transcript, { session_id: session, tool_input: { file_path: join(project, 'calc', 'ops.py'), old_string: 'a', new_string: 'b' } }), project);
    step(`${label}: PreToolUse, an Edit → valid answer`, edit.status === 0 && !!edit.json, tail(edit.stdout, 120));
    const pytest = spawnSync('python3', ['-m', 'pytest', '-q', 'tests'], { cwd: project, encoding: 'utf8' });
    const failure = runHook(plugin, 'PostToolUseFailure', payload('bash-failure', project, transcript, { session_id: session, error: `Exit code 1\n${pytest.stdout ?? ''}${pytest.stderr ?? ''}` }), project);
    step(`${label}: PostToolUseFailure, a failing pytest run → valid answer`, failure.status === 0 && !!failure.json, failure.json?.hookSpecificOutput ? Object.keys(failure.json.hookSpecificOutput).join(', ') : tail(failure.stdout, 120));
    const trace = spawnSync('python3', ['run.py'], { cwd: project, encoding: 'utf8' }).stderr ?? '';
    const prompt = runHook(plugin, 'UserPromptSubmit', payload('user-prompt-submit', project, transcript, { session_id: session, prompt: `This fails, fix it:\n${trace}` }), project);
    const context = prompt.json?.hookSpecificOutput?.additionalContext ?? '';
    step(`${label}: UserPromptSubmit, a traceback → the task slice`, prompt.status === 0 && context.includes('[ck: task slice for the symptom in this prompt') && context.includes('calc/ops.py'), prompt.status === 0 && context ? `${prompt.ms} ms${context.startsWith('[ck: task switch') ? ', declared a task switch from the failing test run\'s slice' : ''}` : `exit ${prompt.status}: ${tail(prompt.stdout, 200)} ${tail(prompt.stderr, 200)}`);
    const compact = runHook(plugin, 'PreCompact', payload('pre-compact', project, transcript, { session_id: session }), project);
    step(`${label}: PreCompact → exit 0, an instruction for the summarizer`, compact.status === 0 && compact.stdout.trim().length > 0, tail(compact.stdout, 120));
    const start = runHook(plugin, 'SessionStart', payload('session-start', project, transcript, { session_id: session, source: 'compact' }), project);
    const restored = start.json?.hookSpecificOutput?.additionalContext ?? '';
    step(`${label}: SessionStart after a compaction → the slice handed back`, start.status === 0 && restored.includes('calc/ops.py'), restored ? `${restored.length} chars` : tail(start.stdout, 200));
    const end = runHook(plugin, 'SessionEnd', payload('session-end', project, transcript, { session_id: session }), project);
    step(`${label}: SessionEnd → exit 0`, end.status === 0, '');
  }

  await checkMcp(label, plugin, project);
  if (!short) {
    const demo = spawnSync(process.execPath, [join(plugin, 'bin', 'context-kernel.js'), 'demo'], { cwd: work, env, encoding: 'utf8', timeout: 120_000 });
    step(`${label}: ck demo`, demo.status === 0, demo.status === 0 ? '' : tail(demo.stderr));
    // The Codex route of the README: the package's own install script, run from the package, in a home of its own.
    const codexHome = join(work, 'codex-home');
    mkdirSync(join(codexHome, '.codex'), { recursive: true });
    const codex = spawnSync('bash', [join(plugin, 'scripts', 'install.sh'), '--codex'], { env: { ...env, HOME: codexHome, CODEX_HOME: join(codexHome, '.codex'), CLAUDE_CONFIG_DIR: join(codexHome, '.claude') }, encoding: 'utf8' });
    const toml = existsSync(join(codexHome, '.codex', 'config.toml')) ? readFileSync(join(codexHome, '.codex', 'config.toml'), 'utf8') : '';
    step(`${label}: scripts/install.sh --codex from the package → an MCP server block naming its launcher`, codex.status === 0 && toml.includes(JSON.stringify(join(plugin, 'bin', 'context-kernel.js'))), codex.status === 0 ? '' : tail(codex.stderr));
  }
}

/** Returns nothing; starts the MCP server the way .mcp.json says and checks it through the SDK's stdio client. */
async function checkMcp(label, plugin, project) {
  const server = JSON.parse(readFileSync(join(plugin, '.mcp.json'), 'utf8')).mcpServers['context-kernel'];
  const sdk = (p) => pathToFileURL(join(root, 'node_modules', '@modelcontextprotocol', 'sdk', 'dist', 'esm', p)).href;
  const { Client } = await import(sdk('client/index.js'));
  const { StdioClientTransport } = await import(sdk('client/stdio.js'));
  const transport = new StdioClientTransport({ command: server.command, args: server.args.map((a) => a.replaceAll('${CLAUDE_PLUGIN_ROOT}', plugin)), env: { ...env, CLAUDE_PLUGIN_ROOT: plugin }, cwd: project, stderr: 'pipe' });
  const client = new Client({ name: 'release-check', version: pkg.version });
  const t0 = process.hrtime.bigint();
  try {
    await client.connect(transport);
    const connectMs = Math.round(Number(process.hrtime.bigint() - t0) / 1e6);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    const trace = spawnSync('python3', ['run.py'], { cwd: project, encoding: 'utf8' }).stderr ?? '';
    const slice = await client.callTool({ name: 'kernel_repo_slice', arguments: { repo: project, symptom: trace } });
    const text = (slice.content ?? []).map((c) => c.text ?? '').join('\n');
    step(`${label}: MCP server (.mcp.json's command, SDK client over stdio): tools listed, a slice served`, tools.length === 4 && !slice.isError && text.includes('calc/ops.py'), `connected in ${connectMs} ms; ${tools.join(', ')}`);
  } catch (err) {
    step(`${label}: MCP server`, false, String(err?.message ?? err).slice(0, 300));
  } finally {
    await client.close().catch(() => {});
  }
}

/** Returns the path of the Claude Code binary to use, fetching the pinned release when needed; undefined when none. */
function claudeBinary() {
  if (process.env.CK_CLAUDE_BIN) return process.env.CK_CLAUDE_BIN;
  const dir = process.env.CK_CLAUDE_HOME ?? join(homedir(), '.cache', 'context-kernel-clients', 'claude-code');
  const fetch = spawnSync('bash', [join(root, 'scripts', 'fetch-claude-code.sh'), dir], { encoding: 'utf8', timeout: 600_000 });
  if (fetch.status !== 0) {
    step('real client: fetch the pinned @anthropic-ai/claude-code (needs the npm registry)', null, `could not: ${tail(fetch.stderr, 200)}; the real-client steps are skipped`);
    return undefined;
  }
  const platform = join(dir, 'node_modules', '@anthropic-ai', `claude-code-${process.platform}-${process.arch}`, 'claude');
  if (existsSync(platform)) return platform;
  step('real client', null, `no native binary for ${process.platform}-${process.arch} in ${dir}`);
  return undefined;
}

/** Returns nothing; the real-client steps (see the header). */
async function realClient(tarball, project) {
  const claude = claudeBinary();
  if (!claude) return;
  // Its own home; no telemetry, update check or other traffic that is not the step itself.
  // No credentials or endpoints of the caller's own client either: the session below talks to the fake API only.
  const own = Object.fromEntries(Object.entries(env).filter(([k]) => !/^(ANTHROPIC_|CLAUDE_CODE_|CLAUDECODE)/.test(k)));
  const cenv = { ...own, DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_ERROR_REPORTING: '1' };
  // Asynchronous: the registry below answers from this process, which a spawnSync would block.
  const run = (args, extra = {}, cwd = work) => new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(claude, args, { cwd, env: { ...cenv, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ms: Math.round(Number(process.hrtime.bigint() - t0) / 1e6) });
    });
  });
  const version = await run(['--version']);
  step('real client: claude --version', version.status === 0, tail(version.stdout, 60));
  if (version.status !== 0) return;

  const plugin = join(work, 'plugin');
  const strict = await run(['plugin', 'validate', '--strict', plugin]);
  step('real client: claude plugin validate --strict on the installed plugin', strict.status === 0, tail(strict.stdout.split('\n').filter((l) => /✔|✘|passed|failed/.test(l)).join(' '), 120));
  const market = await run(['plugin', 'validate', '--strict', join(root, '.claude-plugin', 'marketplace.json')]);
  step('real client: claude plugin validate --strict .claude-plugin/marketplace.json', market.status === 0, tail(market.stdout, 120));
  // The validator tells a marketplace from a plugin manifest by the file name: the dev file is checked under it.
  const devCopy = join(work, 'dev-marketplace', '.claude-plugin');
  mkdirSync(devCopy, { recursive: true });
  copyFileSync(join(root, '.claude-plugin', 'marketplace.dev.json'), join(devCopy, 'marketplace.json'));
  const dev = await run(['plugin', 'validate', '--strict', join(devCopy, 'marketplace.json')]);
  step('real client: claude plugin validate --strict .claude-plugin/marketplace.dev.json', dev.status === 0, tail(dev.stdout, 120));
  const details = await run(['--plugin-dir', plugin, 'plugin', 'details', pkg.name]);
  const always = /Always-on:\s*~?([\d,.]+k?)\s*tok/.exec(details.stdout)?.[1];
  step('real client: claude plugin details (always-on token cost of skills and agents)', details.status === 0 && !!always, always ? `~${always} tokens always-on` : tail(details.stdout + details.stderr));

  // The npm plugin source, through the client's registry path: package name, pinned version, registry.
  const registry = await serveTarball(tarball, pkg.name, pkg.version);
  try {
    const mdir = join(work, 'marketplace');
    mkdirSync(join(mdir, '.claude-plugin'), { recursive: true });
    const entry = JSON.parse(readFileSync(join(root, '.claude-plugin', 'marketplace.json'), 'utf8'));
    entry.name = 'context-kernel-release-check';
    for (const p of entry.plugins) p.source = { ...p.source, registry: registry.url.replace(/\/$/, '') };
    writeFileSync(join(mdir, '.claude-plugin', 'marketplace.json'), JSON.stringify(entry, null, 2));
    const renv = { npm_config_registry: registry.url };
    const add = await run(['plugin', 'marketplace', 'add', mdir], renv);
    step('real client: claude plugin marketplace add (a local marketplace whose npm entry names the package)', add.status === 0, tail(add.stdout + add.stderr, 160));
    const install = await run(['plugin', 'install', `${pkg.name}@${entry.name}`], renv);
    const installMs = install.ms;
    const installed = installPathOf(`${pkg.name}@${entry.name}`);
    step('real client: claude plugin install from the npm source', install.status === 0 && !!installed, `${Math.round(installMs)} ms; registry asked: ${[...new Set(registry.requests)].join(', ')}${install.status ? `; ${tail(install.stdout + install.stderr)}` : ''}`);
    if (installed) {
      const want = readTarball(tarball).filter((e) => e.kind === 'file');
      const wrong = want.filter((e) => !existsSync(join(installed, e.path)) || createHash('sha256').update(e.data).digest('hex') !== sha(join(installed, e.path)));
      const locks = LOCKFILES.filter((f) => existsSync(join(installed, f)));
      step('real client: the installed copy is the tarball as published (no build, no dependency install)', wrong.length === 0 && locks.length === 0, wrong.length ? `differ: ${wrong.slice(0, 5).map((e) => e.path).join(', ')}` : `${want.length} files`);
      await checkPlugin('installed by claude plugin install', installed, project, true);
      await session(run, project);
    }
  } finally {
    await registry.close();
  }

  // The clone route of the README: a clone in a folder named context-kernel, after `npm ci` (dist/, wasm/ and
  // node_modules/ in place), whose parent folder holds marketplace.dev.json as .claude-plugin/marketplace.json. (A
  // marketplace file inside the clone's own .claude-plugin/ cannot serve: 2.1.332 installs from that folder's
  // marketplace.json, which names the npm package.)
  const parent = join(work, 'dev-parent');
  const clone = join(parent, 'context-kernel');
  const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
  // The build and the installed packages, as `npm ci` left them in this checkout (hard links where they can be).
  if (cloned.status === 0) for (const d of ['dist', 'wasm', 'node_modules']) spawnSync('sh', ['-c', 'mkdir -p "$2" && { cp -al "$1/." "$2/" 2>/dev/null || cp -a "$1/." "$2/"; }', 'sh', join(root, d), join(clone, d)]);
  mkdirSync(join(parent, '.claude-plugin'), { recursive: true });
  copyFileSync(join(root, '.claude-plugin', 'marketplace.dev.json'), join(parent, '.claude-plugin', 'marketplace.json'));
  const addDev = await run(['plugin', 'marketplace', 'add', parent]);
  step('real client: claude plugin marketplace add of a clone\'s parent folder (marketplace.dev.json, the clone route)', cloned.status === 0 && addDev.status === 0, tail(cloned.stderr + addDev.stdout + addDev.stderr, 160));
  const devName = JSON.parse(readFileSync(join(root, '.claude-plugin', 'marketplace.dev.json'), 'utf8')).name;
  const devInstall = await run(['plugin', 'install', `${pkg.name}@${devName}`]);
  const devInstalled = installPathOf(`${pkg.name}@${devName}`);
  step('real client: claude plugin install from the clone', devInstall.status === 0 && !!devInstalled && existsSync(join(devInstalled, 'dist', 'hooks', 'hook.core.cjs')), `${devInstall.ms} ms${devInstall.status ? `; ${tail(devInstall.stdout + devInstall.stderr)}` : ''}`);
  if (devInstalled) await checkPlugin('installed from the clone', devInstalled, project, true);
}

/**
 * Returns nothing; runs one real `claude -p` session against the scripted API (scripts/release/fake-api.mjs) with the
 * plugin installed: the model runs a Bash command printing ~1.7 MB with one error line, then calls the plugin's MCP
 * slice tool. Checks what the client sent back to the model: the plugin's MCP tools offered, the Bash result
 * replaced by the PostToolUse hook, the slice served by the MCP server.
 */
async function session(run, project) {
  const mcp = 'mcp__plugin_context-kernel_context-kernel__';
  const signal = "src/app.ts:12:5 - error TS2322: Type 'string' is not assignable to type 'number'.";
  const command = `node -e "for (let i = 0; i < 40000; i++) console.log('npm WARN deprecated inflight@1.0.6: line ' + (i % 7)); console.log(process.argv[1])" ${JSON.stringify(signal)}`;
  const trace = spawnSync('python3', ['run.py'], { cwd: project, encoding: 'utf8' }).stderr ?? '';
  const api = await serveSession([{ name: 'Bash', input: { command, description: 'Build the project' } }, { name: `${mcp}kernel_repo_slice`, input: { repo: project, symptom: trace } }]);
  try {
    const r = await run(['-p', 'Build the project, then find why run.py fails.', '--allowedTools', 'Bash', `${mcp}kernel_repo_slice`, '--output-format', 'json'], { ANTHROPIC_BASE_URL: api.url, ANTHROPIC_API_KEY: 'sk-ant-release-check' }, project);
    step('real client: a claude -p session against a scripted API on 127.0.0.1 (no login, no network)', r.status === 0 && api.requests.length > 0, `${r.ms} ms, ${api.requests.length} API requests${r.status ? `; ${tail(r.stdout + r.stderr)}` : ''}`);
    const offered = ['kernel_repo_slice', 'kernel_symbols', 'kernel_compile', 'kernel_normalize'].filter((t) => JSON.stringify(api.requests[0]?.body ?? {}).includes(`${mcp}${t}`));
    step('real client: the session offers the plugin\'s MCP tools (the server started and listed them)', offered.length === 4, offered.join(', '));
    const bash = api.results.Bash ?? '';
    step('real client: the Bash result the model got is the PostToolUse replacement', bash.includes('[ck: ') && bash.includes(signal) && !bash.includes('<persisted-output>'), bash ? `${bash.length} chars: ${tail(bash.split('\n').find((l) => l.startsWith('[ck: full view')) ?? bash.slice(0, 160), 160)}` : 'no Bash result');
    const slice = api.results[`${mcp}kernel_repo_slice`] ?? '';
    step('real client: the model\'s call of kernel_repo_slice served by the MCP server', slice.includes('calc/ops.py'), slice ? `${slice.length} chars` : 'no result');
  } finally {
    await api.close();
  }
}

/** Returns the install path the client recorded for plugin id `id` (installed_plugins.json), or undefined. */
function installPathOf(id) {
  const file = join(home, '.claude', 'plugins', 'installed_plugins.json');
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')).plugins?.[id]?.[0]?.installPath;
  return record && existsSync(record) && statSync(record).isDirectory() ? record : undefined;
}
