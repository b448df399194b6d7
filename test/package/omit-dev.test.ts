// The plugin install (Claude Code runs exactly `npm ci --ignore-scripts` in the clone, 60 s timeout) fetches only the
// runtime dependencies: the checked-in .npmrc sets omit=dev. A developer's install gets the devDependencies back
// through `prepare` (scripts/ensure-dev-deps.mjs), which finds what is missing from node_modules.
import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { missingDevDeps } from '../../scripts/ensure-dev-deps.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('install without devDependencies', () => {
  it('npm reads omit=dev from the project .npmrc', () => {
    const r = spawnSync('npm', ['config', 'get', 'omit'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_omit: undefined, NPM_CONFIG_OMIT: undefined } });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('dev');
  });

  it('prepare finds the devDependencies an omit=dev install left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-omitdev-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies: { a: '1.0.0' }, devDependencies: { b: '1.0.0', '@s/c': '1.0.0' } }));
    for (const d of ['a', '@s/c']) {
      mkdirSync(join(dir, 'node_modules', d), { recursive: true });
      writeFileSync(join(dir, 'node_modules', d, 'package.json'), '{}');
    }
    expect(missingDevDeps(dir)).toEqual(['b']);
  });

  it('nothing is missing in this checkout (its tests run)', () => {
    expect(missingDevDeps(ROOT)).toEqual([]);
  });
});
