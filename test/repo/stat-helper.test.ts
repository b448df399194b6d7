// The helper thread of an incremental index's stat pass (src/repo/stat-helper.ts): the same rows as one thread alone,
// whether the helper stats part of the paths, claims a chunk and dies, or is gone before it gets the job.
import { describe, it, expect } from 'vitest';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Against dist/ (npm test builds first): the helper runs dist/workers/stat-helper.bundle.cjs.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { startSharedStat, startStatHelper, SharedStat, statInto, ROW } = await import(dist('repo/stat-helper.js')) as typeof import('../../src/repo/stat-helper.js');
const { enableLexHelper } = await import(dist('repo/lex-helper-enable.js')) as typeof import('../../src/repo/lex-helper-enable.js');
// The helper starts only where a core is idle (runtime/spare-core.ts): these tests exercise it whatever the load.
process.env.CK_HELPER_THREADS = '1';

/** Returns a tree of `n` files in folders of 50, plus a folder, a missing file and a symlink loop, and its paths. */
function tree(n: number): { root: string; paths: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'ck-stat-helper-'));
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const dir = `d${String(Math.floor(i / 50)).padStart(3, '0')}`;
    if (i % 50 === 0) mkdirSync(join(root, dir));
    writeFileSync(join(root, dir, `f${i}.py`), 'x'.repeat(i % 97));
    paths.push(`${dir}/f${i}.py`);
  }
  symlinkSync('loop', join(root, 'loop'));
  paths.push('d000', 'gone.py', 'loop');
  return { root, paths: paths.sort() };
}

function alone(root: string, paths: string[]): number[] {
  const rows = new Float64Array(ROW * paths.length);
  paths.forEach((p, k) => statInto(`${root}/${p}`, rows, k));
  return [...rows];
}

describe('the stat helper', () => {
  const { root, paths } = tree(3000);

  it('gives the rows of one thread alone', () => {
    enableLexHelper();
    const shared = startSharedStat(root, paths, 1);
    expect(shared).not.toBeNull();
    expect([...shared!.finish(paths)!]).toEqual(alone(root, paths));
  });

  it('stats what a helper claimed and never finished, and what a helper gone early never took', async () => {
    // Claims the first chunk, says so, and exits without stat'ing it.
    const dying = new Worker(`const { parentPort } = require('node:worker_threads');
      parentPort.once('message', (job) => { Atomics.add(new Int32Array(job.counter), 0, 1); parentPort.postMessage('claimed'); setTimeout(() => process.exit(0), 10); });`, { eval: true });
    const claimed = new Promise((resolve) => dying.once('message', resolve));
    const shared = new SharedStat(dying, root, paths);
    await claimed;
    expect([...shared.finish(paths)!]).toEqual(alone(root, paths));
    const gone = new Worker('process.exit(0)', { eval: true });
    expect([...new SharedStat(gone, root, paths).finish(paths)!]).toEqual(alone(root, paths));
  });

  it('gives the same rows when the paths come in batches (a walk hands them over as it lists them)', async () => {
    enableLexHelper();
    const shared = startStatHelper(root);
    expect(shared).not.toBeNull();
    for (let k = 0; k < paths.length; k += 700) {
      shared!.add(paths.slice(k, k + 700));
      await new Promise((r) => setTimeout(r, 2)); // the helper takes some of each while this thread waits
    }
    expect([...shared!.finish(paths)!]).toEqual(alone(root, paths));
  });

  it('gives null for a list other than the one handed over (a walk that sorted its paths after all)', () => {
    enableLexHelper();
    const shared = startStatHelper(root)!;
    shared.add(paths.slice(0, 100));
    shared.add(paths.slice(100, 200));
    expect(shared.finish([...paths.slice(100, 200), ...paths.slice(0, 100)])).toBeNull();
    const short = startStatHelper(root)!;
    short.add(paths.slice(0, 100));
    expect(short.finish(paths.slice(0, 99))).toBeNull();
  });
});
