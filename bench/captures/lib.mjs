// Shared by the capture scripts: run one real tool on a copy of a project and keep what it printed, byte for byte.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MB = 1024 * 1024;

/**
 * Returns the directory of npm-installed tools (`CK_CAPTURE_TOOLS`, default /tmp/ck-capture-tools), installing each
 * of `packages` ({dir: 'jest', spec: 'jest@29'}) into its own folder when missing (separate folders: their peer
 * dependencies conflict). A failed install is reported and left missing: the cases that need it are skipped.
 */
export function npmTools(packages) {
  const root = process.env.CK_CAPTURE_TOOLS || '/tmp/ck-capture-tools';
  for (const { dir, spec } of packages) {
    const d = join(root, dir);
    if (existsSync(join(d, 'node_modules'))) continue;
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, 'package.json'), '{"private":true}\n');
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--silent', ...spec.split(' ')], { cwd: d, encoding: 'utf8' });
    if (r.status !== 0) process.stderr.write(`capture: npm install ${spec} failed (cases that need it are skipped): ${r.stderr.slice(0, 300)}\n`);
  }
  return root;
}

/** Returns true when `cmd` runs (`sh -c 'command -v …'`). */
export function have(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd} >/dev/null 2>&1`]).status === 0;
}

/** Returns a fresh copy of `src` at `dst` (paths in the outputs then read the same on every machine). */
export function freshCopy(src, dst) {
  rmSync(dst, { recursive: true, force: true });
  mkdirSync(dst, { recursive: true });
  cpSync(src, dst, { recursive: true });
  return dst;
}

/**
 * Runs each case (`{name, tool, kind, cwd, cmd, env?, needs?}`) with `sh -c cmd` (stderr merged into stdout, as an
 * agent's shell shows it), writes `out/<name>.txt` and returns the manifest rows: the command, its exit status, the
 * tool and kind the answers oracle should recognize. A case whose `needs` check fails is skipped with a message.
 */
export function runCases(cases, out) {
  mkdirSync(out, { recursive: true });
  const rows = [];
  for (const c of cases) {
    if (c.needs && !c.needs()) {
      process.stderr.write(`capture: skipped ${c.name} (${c.tool} not available here)\n`);
      continue;
    }
    const r = spawnSync('sh', ['-c', `${c.cmd} 2>&1`], {
      cwd: c.cwd,
      env: { ...process.env, NO_COLOR: c.color ? undefined : '1', FORCE_COLOR: c.color ? '1' : '0', CI: '1', ...(c.env ?? {}) },
      maxBuffer: 64 * MB,
      timeout: 600_000,
    });
    const text = r.stdout ?? Buffer.alloc(0);
    writeFileSync(join(out, `${c.name}.txt`), text);
    rows.push({ file: `${c.name}.txt`, tool: c.tool, kind: c.kind, command: c.cmd, ...(c.env ? { env: c.env } : {}), exit: r.status ?? -1, bytes: text.length });
    process.stderr.write(`capture: ${c.name}: exit ${r.status}, ${text.length} bytes\n`);
  }
  return rows;
}
