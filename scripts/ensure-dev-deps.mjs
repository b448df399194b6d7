// The devDependencies a build or test run needs, installed when they are missing. The checked-in .npmrc sets
// `omit=dev`, so that Claude Code's plugin install — which runs exactly `npm ci --ignore-scripts` in the clone, with a
// 60 s timeout (read from its code: `{lockfile:"package-lock.json",command:"npm",args:["ci","--ignore-scripts"]}`,
// `vPf=60000`) — fetches only the ~10 runtime packages (the plugin runs from prebuilt/) instead of ~270 build and
// test tools. A developer's `npm ci` (scripts run) then reaches `prepare`, which calls this to add the
// devDependencies from the same lockfile; `npm test` does too. Nothing is saved: package.json and the lockfile stay
// as they are.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/** Returns the devDependencies of `root`'s package.json that have no installed package.json under node_modules. */
export function missingDevDeps(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(pkg.devDependencies ?? {}).filter((d) => !existsSync(join(root, 'node_modules', d, 'package.json')));
}

/**
 * Installs the lockfile's devDependencies into `root` when some are missing (an install under the .npmrc's
 * `omit=dev`). Returns nothing; exits the process with npm's status when the install fails.
 */
export function ensureDevDeps(root) {
  const missing = missingDevDeps(root);
  if (missing.length === 0) return;
  process.stderr.write(`prepare: installing the ${missing.length} devDependencies .npmrc leaves out (omit=dev: the plugin install needs none)\n`);
  // --ignore-scripts: dependency install scripts stay off as in the first pass; --no-save: package.json and the
  // lockfile are left untouched.
  const r = spawnSync('npm', ['install', '--include=dev', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
