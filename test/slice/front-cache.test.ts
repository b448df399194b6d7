// The slice cache's front entries (src/slice/front-cache.ts), through the CLI: a repeated request on an unchanged
// tree is served without the index; any change to the tree (edit, new file, removal) goes the full way; a slice that
// installed packages could change, or a diff seeded, is never fronted.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

const FILES = {
  'shop/cart.py': 'from shop.prices import price_of\n\n\ndef cart_total(items):\n    """Sums the prices of the items in a cart."""\n    return sum(price_of(i) for i in items)\n',
  'shop/prices.py': 'PRICES = {"apple": 3}\n\n\ndef price_of(item):\n    return PRICES[item]\n',
  'shop/__init__.py': '',
};
const ISSUE = 'cart_total returns the wrong sum when the cart holds an item without a price.\n\nThe cart total should skip items that have no price instead of failing.\n';

interface M { cache: string; files: { path: string }[]; seeds: { path: string }[]; timing_ms: unknown; budget: { note: string } }

function slice(repo: string, env: NodeJS.ProcessEnv, extra: string[] = [], symptom = ISSUE): M {
  const r = runCli(['slice', repo, '--symptom', symptom, '--format', 'json', ...extra], { env });
  expect(r.stderr).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
  return JSON.parse(r.stdout) as M;
}
const cacheOf = (env: NodeJS.ProcessEnv, sub: string): string => join(env.XDG_CACHE_HOME!, 'context-kernel', sub);
const fronts = (env: NodeJS.ProcessEnv): number => (existsSync(cacheOf(env, 'slice-front')) ? readdirSync(cacheOf(env, 'slice-front')).filter((n) => n.endsWith('.json')).length : 0);
const same = (m: M): unknown => ({ ...m, cache: '', timing_ms: 0, budget: { ...m.budget, note: '' } });

describe('slice front cache', () => {
  it('serves a repeated request on an unchanged tree without loading the index, with the same manifest', () => {
    const repo = tempRepo('ck-front-', FILES);
    const env = isolatedEnv();
    const a = slice(repo, env);
    expect(a.cache).toBe('miss');
    expect(fronts(env)).toBe(1);
    // Without its index cache, only a front hit can answer without rebuilding (and so rewriting) it.
    rmSync(cacheOf(env, 'index'), { recursive: true, force: true });
    const b = slice(repo, env);
    expect(b.cache).toBe('hit');
    expect(existsSync(cacheOf(env, 'index'))).toBe(false);
    expect(same(b)).toEqual(same(a));
  });

  it('goes the full way after an edit, a new file, a removal or a touch', () => {
    const repo = tempRepo('ck-front-', FILES);
    const env = isolatedEnv();
    const first = slice(repo, env);
    // An edit that keeps the size: only the mtime tells (as it tells the index cache).
    writeFileSync(join(repo, 'shop/prices.py'), FILES['shop/prices.py'].replace('apple', 'melon'));
    utimesSync(join(repo, 'shop/prices.py'), new Date(), new Date(Date.now() + 5000));
    rmSync(cacheOf(env, 'index'), { recursive: true, force: true });
    expect(slice(repo, env).cache).toBe('miss');
    expect(existsSync(cacheOf(env, 'index'))).toBe(true);
    // A new file that the issue's words match is seeded: the cached manifest would not have it.
    writeFileSync(join(repo, 'shop/discounts.py'), 'def cart_total_without_price(items):\n    """Skips items without a price in the cart total."""\n    return [i for i in items]\n');
    const added = slice(repo, env);
    expect(added.cache).toBe('miss');
    expect(added.seeds.map((s) => s.path)).toContain('shop/discounts.py');
    unlinkSync(join(repo, 'shop/discounts.py'));
    const removed = slice(repo, env);
    expect(removed.seeds.map((s) => s.path)).not.toContain('shop/discounts.py');
    // The first tree again, content and all, but newer mtimes: not fronted (the fingerprint differs), yet the same
    // content is the same slice cache entry.
    writeFileSync(join(repo, 'shop/prices.py'), FILES['shop/prices.py']);
    const back = slice(repo, env);
    expect(back.cache).toBe('hit');
    expect(same(back)).toEqual(same(first));
  });

  it('fronts no slice that installed packages could change, or that a diff seeded, or that skips the cache', () => {
    const repo = tempRepo('ck-front-', FILES);
    const env = isolatedEnv();
    // A frame into a package that is not part of the project: which packages are installed decides the slice.
    const tb = 'Traceback (most recent call last):\n  File "/usr/lib/python3/dist-packages/somepkg/core.py", line 12, in run\n    return cart_total(items)\nKeyError: \'pear\'\n';
    slice(repo, env, [], tb);
    slice(repo, env, ['--no-cache']);
    expect(fronts(env)).toBe(0);
    execFileSync('git', ['init', '-q'], { cwd: repo });
    execFileSync('git', ['add', '.'], { cwd: repo });
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'files'], { cwd: repo });
    writeFileSync(join(repo, 'shop/cart.py'), `${FILES['shop/cart.py']}\n\ndef cart_count(items):\n    return len(items)\n`);
    const r = runCli(['slice', repo, '--from-diff', '--format', 'json'], { env });
    expect(JSON.parse(r.stdout).seeds.length).toBeGreaterThan(0);
    expect(fronts(env)).toBe(0);
    slice(repo, env);
    expect(fronts(env)).toBe(1);
  });
});
