// The kept git listing (src/repo/git-listing-cache.ts), through the CLI: a warm slice of an unchanged work tree asks
// git nothing; every change that could change `git ls-files -co --exclude-standard` (a new file anywhere, a new
// folder, an ignore rule edited in place, the index) makes the next walk ask git again, and the slice sees it.
// A `git` first on PATH logs its calls and runs the real one.
import { describe, expect, it } from 'vitest';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

const FILES = {
  'shop/cart.py': 'from shop.prices import price_of\n\n\ndef cart_total(items):\n    """Sums the prices of the items in a cart."""\n    return sum(price_of(i) for i in items)\n',
  'shop/prices.py': 'PRICES = {"apple": 3}\n\n\ndef price_of(item):\n    return PRICES[item]\n',
  'shop/__init__.py': '',
  'logs/run.log': 'started\n',
  '.gitignore': '*.log\n',
};
const ISSUE = 'cart_total returns the wrong sum when the cart holds an item without a price.\n\nThe cart total should skip items that have no price instead of failing.\n';
const HOUR_AGO = new Date(Date.now() - 3600_000);

/** Returns a git work tree of FILES, committed, with every folder, file and the index an hour old. */
function oldRepo(): string {
  const repo = tempRepo('ck-listing-', FILES);
  const git = (...a: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { cwd: repo, env: gitFreeEnv(process.env) });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'files');
  age(repo);
  return repo;
}

/** Sets the mtime of everything under `dir` (its .git included) an hour back. */
function age(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) age(p);
    utimesSync(p, HOUR_AGO, HOUR_AGO);
  }
  utimesSync(dir, HOUR_AGO, HOUR_AGO);
}

function gitFreeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('GIT_')));
}

/** Returns an isolated environment whose `git` logs each call to the returned log file. */
function loggingEnv(): { env: NodeJS.ProcessEnv; calls: () => number } {
  const bin = mkdtempSync(join(tmpdir(), 'ck-git-log-'));
  const log = join(bin, 'calls');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  const env = gitFreeEnv(isolatedEnv({ PATH: `${bin}:${process.env.PATH}` }));
  return { env, calls: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((l) => l.startsWith('ls-files')).length : 0) };
}

interface M { cache: string; seeds: { path: string }[] }
function slice(repo: string, env: NodeJS.ProcessEnv, budget = '4000'): M {
  const r = runCli(['slice', repo, '--symptom', ISSUE, '--format', 'json', '--budget', budget], { env });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as M;
}

describe('kept git listing', () => {
  it('a warm slice of an unchanged work tree runs no git; a new file, folder or ignore rule makes it ask again', () => {
    const repo = oldRepo();
    const { env, calls } = loggingEnv();
    expect(slice(repo, env).cache).toBe('miss');
    const afterCold = calls();
    expect(afterCold).toBeGreaterThan(0);
    expect(slice(repo, env).cache).toBe('hit');
    expect(slice(repo, env, '5000').seeds.map((s) => s.path)).toContain('shop/cart.py'); // a warm miss: the index walks too
    expect(calls()).toBe(afterCold);

    // A new file in a folder whose only file is ignored: no listed path is in that folder, its mtime tells.
    writeFileSync(join(repo, 'logs/cart_total_without_price.py'), 'def cart_total_without_price(items):\n    """Skips items without a price in the cart total."""\n    return [i for i in items]\n');
    const added = slice(repo, env);
    expect(calls()).toBeGreaterThan(afterCold);
    expect(added.seeds.map((s) => s.path)).toContain('logs/cart_total_without_price.py');

    // An ignore rule edited in place, the folder's mtime put back: the .gitignore's own stat tells.
    age(repo);
    slice(repo, env);
    const before = calls();
    appendFileSync(join(repo, '.gitignore'), 'logs/\n');
    utimesSync(repo, HOUR_AGO, HOUR_AGO);
    const ignored = slice(repo, env);
    expect(calls()).toBeGreaterThan(before);
    expect(ignored.seeds.map((s) => s.path)).not.toContain('logs/cart_total_without_price.py');

    // A new folder two levels down: its parent's mtime tells.
    age(repo);
    slice(repo, env);
    const beforeDir = calls();
    mkdirSync(join(repo, 'shop/extra/deep'), { recursive: true });
    writeFileSync(join(repo, 'shop/extra/deep/cart_total_without_price_rules.py'), 'def cart_total_without_price_rules(items):\n    """Rules for a cart total without a price."""\n    return []\n');
    const deep = slice(repo, env);
    expect(calls()).toBeGreaterThan(beforeDir);
    expect(deep.seeds.map((s) => s.path)).toContain('shop/extra/deep/cart_total_without_price_rules.py');
  });

  it('keeps no listing of a tree changed in the last seconds, nor under a GIT_ variable that steers git', () => {
    const repo = oldRepo();
    const { env, calls } = loggingEnv();
    // A folder changed just now: each walk asks git (the racy rule), and nothing is kept.
    for (const budget of ['4000', '5000']) {
      utimesSync(join(repo, 'shop'), new Date(), new Date());
      slice(repo, env, budget);
    }
    const racy = calls();
    expect(racy).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(env.XDG_CACHE_HOME!, 'context-kernel', 'git-listing'))).toBe(false);

    const old = oldRepo();
    const steered = { ...env, GIT_CONFIG_NOSYSTEM: '1' };
    slice(old, steered);
    slice(old, steered, '5000');
    expect(calls()).toBeGreaterThanOrEqual(racy + 2);
    expect(existsSync(join(env.XDG_CACHE_HOME!, 'context-kernel', 'git-listing'))).toBe(false);
    // One that does not steer it (certificates for git's network use) keeps the listing.
    const unsteered = { ...env, GIT_SSL_CAINFO: '/dev/null' };
    slice(old, unsteered);
    const kept = calls();
    slice(old, unsteered, '5000');
    expect(calls()).toBe(kept);
  });
});
