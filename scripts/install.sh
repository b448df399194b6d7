#!/usr/bin/env bash
# Installs the context-kernel hooks into Claude Code's user settings (for setups without the plugin system), and
# optionally the MCP server into Codex. Idempotent: re-running adds nothing twice. Every file it edits is backed up
# first (FILE.bak-YYYYmmddTHHMMSS). --uninstall removes exactly the entries it added.
#
# usage: scripts/install.sh [--uninstall] [--codex] [--dry-run]
#   CLAUDE_CONFIG_DIR  Claude Code config dir (default ~/.claude); settings.json inside it is edited
#   CODEX_HOME         Codex home (default ~/.codex); config.toml inside it is edited with --codex
set -euo pipefail

ACTION=install
CODEX=0
DRY=0
for arg in "$@"; do
  case "$arg" in
    --uninstall) ACTION=uninstall ;;
    --codex) CODEX=1 ;;
    --dry-run) DRY=1 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

command -v node >/dev/null 2>&1 || { echo "install.sh: node (>= 20) is required and was not found on PATH" >&2; exit 1; }
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONFIG_DIR="${CLAUDE_CONFIG_DIR:-$HOME/.claude}"
CODEX_DIR="${CODEX_HOME:-$HOME/.codex}"

node - "$ACTION" "$CONFIG_DIR" "$ROOT" "$DRY" "$CODEX" "$CODEX_DIR" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const [action, configDir, root, dry, codex, codexDir] = process.argv.slice(2);
const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
const say = (m) => process.stdout.write(`${m}\n`);

function backupAndWrite(file, text) {
  if (dry === '1') { say(`(dry run) would write ${file}`); return; }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file)) {
    const bak = `${file}.bak-${stamp}`;
    fs.copyFileSync(file, bak);
    say(`backup: ${bak}`);
  }
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
  say(`wrote ${file}`);
}

/** Returns `s` quoted for sh: single quotes, with embedded single quotes escaped. */
const shq = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

// ---- Claude Code settings.json -------------------------------------------------------------------------------
const settingsFile = path.join(configDir, 'settings.json');
const recordFile = path.join(configDir, 'context-kernel-install.json');
// hooks/ck-hook.sh: the warm hook server through its Python client when there is one, else the in-process hook.
const launcher = path.join(root, 'hooks', 'ck-hook.sh');
const wanted = [
  { event: 'PostToolUse', matcher: 'Bash|Read|Grep|Glob|WebFetch|mcp__.*', arg: 'post-tool-use', timeout: 10 },
  // A Bash command that exits non-zero reaches PostToolUseFailure, not PostToolUse: the ambient slice reads it there.
  { event: 'PostToolUseFailure', matcher: 'Bash', arg: 'post-tool-use', timeout: 10 },
  { event: 'PreToolUse', matcher: 'Bash|Edit|Write|MultiEdit|NotebookEdit', arg: 'pre-tool-use', timeout: 5 },
  { event: 'UserPromptSubmit', matcher: undefined, arg: 'user-prompt-submit', timeout: 10 },
  { event: 'PreCompact', matcher: undefined, arg: 'pre-compact', timeout: 5 },
  { event: 'SessionStart', matcher: undefined, arg: 'session-start', timeout: 5 },
  { event: 'SessionEnd', matcher: undefined, arg: 'session-end', timeout: 5 },
// NODE_EXTRA_CA_CERTS= : the hooks make no TLS connections, and Node 20 parses that bundle at every start
// (measured ~65-85 ms of a ~40 ms process where it is set); an empty value makes Node skip it.
].map((w) => ({ ...w, command: `NODE_EXTRA_CA_CERTS= sh ${shq(launcher)} ${w.arg}` }));

let settings = {};
const settingsExisted = fs.existsSync(settingsFile);
if (settingsExisted) {
  const text = fs.readFileSync(settingsFile, 'utf8');
  try {
    settings = text.trim() ? JSON.parse(text) : {};
  } catch (e) {
    console.error(`install.sh: ${settingsFile} is not valid JSON (${e.message}); fix it first — nothing was changed`);
    process.exit(1);
  }
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    console.error(`install.sh: ${settingsFile} does not hold a JSON object; nothing was changed`);
    process.exit(1);
  }
}
let record = { commands: [] };
try { record = JSON.parse(fs.readFileSync(recordFile, 'utf8')); } catch { /* first install */ }
const ours = new Set([...(record.commands || []), ...wanted.map((w) => w.command)]);

const hasCommand = (groups, command) =>
  Array.isArray(groups) && groups.some((g) => Array.isArray(g?.hooks) && g.hooks.some((h) => h?.command === command));

let changed = false;
/** Removes the hook commands in `drop` from settings.hooks (empty groups and events go too); returns nothing. */
function removeCommands(drop) {
  for (const event of Object.keys(settings.hooks ?? {})) {
    const groups = settings.hooks[event];
    if (!Array.isArray(groups)) continue;
    const kept = [];
    for (const g of groups) {
      if (!Array.isArray(g?.hooks)) { kept.push(g); continue; }
      const hooks = g.hooks.filter((h) => !drop.has(h?.command));
      if (hooks.length !== g.hooks.length) changed = true;
      if (hooks.length > 0) kept.push({ ...g, hooks });
    }
    if (kept.length > 0) settings.hooks[event] = kept;
    else delete settings.hooks[event];
  }
  if (settings.hooks && Object.keys(settings.hooks).length === 0) delete settings.hooks;
}
if (action === 'install') {
  // A previous install's commands that this version no longer writes (e.g. an older launcher path) are replaced.
  const wantedSet = new Set(wanted.map((w) => w.command));
  removeCommands(new Set((record.commands || []).filter((c) => !wantedSet.has(c))));
  settings.hooks ??= {};
  for (const w of wanted) {
    const groups = (settings.hooks[w.event] ??= []);
    if (hasCommand(groups, w.command)) continue;
    groups.push({ ...(w.matcher ? { matcher: w.matcher } : {}), hooks: [{ type: 'command', command: w.command, timeout: w.timeout }] });
    changed = true;
  }
  const plugins = settings.enabledPlugins && typeof settings.enabledPlugins === 'object' ? Object.keys(settings.enabledPlugins) : [];
  if (plugins.some((p) => p.startsWith('context-kernel@') && settings.enabledPlugins[p])) {
    say('note: the context-kernel plugin is also enabled; the hooks would run twice (a guard keeps outputs from being normalized twice, but it is wasted work): use one route');
  }
} else {
  removeCommands(ours);
}
if (changed && action === 'uninstall' && record.createdSettings && Object.keys(settings).length === 0) {
  if (dry === '1') say(`(dry run) would remove ${settingsFile}`);
  else { fs.rmSync(settingsFile); say(`removed ${settingsFile} (install.sh had created it)`); }
} else if (changed) {
  backupAndWrite(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
} else {
  say(`${settingsFile}: already ${action === 'install' ? 'installed' : 'clean'}, nothing to do`);
}
if (dry !== '1') {
  if (action === 'install') {
    const createdSettings = record.createdSettings === true || (!settingsExisted && changed);
    fs.writeFileSync(recordFile, `${JSON.stringify({ root, createdSettings, commands: wanted.map((w) => w.command) }, null, 2)}\n`);
  }
  else fs.rmSync(recordFile, { force: true });
}

// ---- Codex config.toml -----------------------------------------------------------------------------------------
if (codex === '1') {
  const tomlFile = path.join(codexDir, 'config.toml');
  const begin = '# >>> context-kernel >>>';
  const end = '# <<< context-kernel <<<';
  const current = fs.existsSync(tomlFile) ? fs.readFileSync(tomlFile, 'utf8') : '';
  const i = current.indexOf(begin);
  const j = current.indexOf(end);
  if (action === 'install') {
    if (i >= 0) say(`${tomlFile}: context-kernel block already present, nothing to do`);
    else {
      const block = [begin, '[mcp_servers.context-kernel]', 'command = "node"', `args = [${JSON.stringify(path.join(root, 'bin', 'context-kernel.js'))}, "mcp"]`, 'startup_timeout_sec = 20', 'tool_timeout_sec = 120', end].join('\n');
      backupAndWrite(tomlFile, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${current ? '\n' : ''}${block}\n`);
    }
  } else if (i >= 0 && j > i) {
    const after = current.slice(j + end.length).replace(/^\n/, '');
    const before = current.slice(0, i).replace(/\n\n$/, '\n');
    backupAndWrite(tomlFile, before + after);
  } else {
    say(`${tomlFile}: no context-kernel block, nothing to do`);
  }
}

if (action === 'install') {
  say('hooks installed. MCP server for Claude Code (optional):');
  say(`  claude mcp add context-kernel -- node ${JSON.stringify(path.join(root, 'bin', 'context-kernel.js'))} mcp`);
  const unbuilt = require(path.join(root, 'bin', 'build-check.cjs')).missingBuild(root);
  if (unbuilt) say(`warning: ${unbuilt}; until then the hooks answer {} (pass-through)`);
}
JS
