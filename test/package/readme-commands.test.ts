// The README's commands run as written: after `npm ci` nothing puts `ck` on PATH, so every command it shows runs the
// CLI as `npx ck …` (from the clone), and the `npm link` route it documents gives a bare `ck` that works from any
// directory. (npx in an installed project: test/package/install.test.ts.)
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** Returns the lines of the README's ```sh blocks. */
function shellLines(): string[] {
  return [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((m) => m[1].split('\n')).filter((l) => l.trim() && !l.trim().startsWith('#'));
}

describe('README commands', () => {
  it('run the CLI through npx (or npm scripts), never a bare ck that npm ci does not provide', () => {
    const lines = shellLines();
    expect(lines.length).toBeGreaterThan(3);
    // A command word `ck` at the start of a pipeline stage, not preceded by npx.
    const bare = lines.filter((l) => /(^|[|;&(]\s*)ck\s/.test(l.replace(/#.*$/, '')));
    expect(bare).toEqual([]);
    expect(readme).toContain('npm link');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.bin).sort()).toEqual(['ck', 'context-kernel']);
  });

  it('npm link puts a ck on PATH that runs from any directory', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'ck-link-'));
    // --ignore-scripts: `prepare` would rebuild dist/ under the other tests' feet (npm test has just built it).
    const env = { ...process.env, npm_config_prefix: prefix, npm_config_update_notifier: 'false' };
    const link = spawnSync('npm', ['link', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
    expect(link.status, link.stderr).toBe(0);
    expect(existsSync(join(prefix, 'bin', 'ck'))).toBe(true);
    const repo = mkdtempSync(join(tmpdir(), 'ck-link-repo-'));
    mkdirSync(join(repo, 'web'));
    writeFileSync(join(repo, 'web', 'main.ts'), "import { lib } from './lib';\nexport const x = lib();\n");
    writeFileSync(join(repo, 'web', 'lib.ts'), 'export function lib(): number { return 1; }\n');
    const PATH = `${join(prefix, 'bin')}${delimiter}${process.env.PATH}`;
    const graph = spawnSync('ck', ['graph', '.', '--from', 'web/main.ts'], { cwd: repo, env: { ...process.env, PATH }, encoding: 'utf8', timeout: 60_000 });
    expect(graph.status, graph.stderr).toBe(0);
    expect(graph.stdout).toContain('web/lib.ts');
  });
});
