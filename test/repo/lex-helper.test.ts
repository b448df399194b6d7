// The helper thread of a cold index (src/repo/lex-helper.ts): the same outcomes as one thread alone, whether the
// helper lexes part of the files, fails after claiming some, or is gone before it gets the job; and through the CLI,
// the same index and the same cache bytes with the helper as without it.
import { describe, it, expect } from 'vitest';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, mkdirSync, writeFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import type { FileOutcome } from '../../src/repo/file.js';

// Against dist/ (npm test builds first): the helper runs dist/workers/lex-helper.bundle.cjs.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { lexWithHelper, startLexHelper, packFiles, unpackFiles, LEX_HELPER_MIN_BYTES } = await import(dist('repo/lex-helper.js')) as typeof import('../../src/repo/lex-helper.js');
const { enableLexHelper } = await import(dist('repo/lex-helper-enable.js')) as typeof import('../../src/repo/lex-helper-enable.js');
const { processFile } = await import(dist('repo/file.js')) as typeof import('../../src/repo/file.js');
const { BlobArena, BytesBlob } = await import(dist('repo/blob-arena.js')) as typeof import('../../src/repo/blob-arena.js');
const FAILING = fileURLToPath(new URL('./fixtures/failing-lex-helper.cjs', import.meta.url));
// The helper starts only where a core is idle (runtime/spare-core.ts): these tests exercise it whatever the load.
process.env.CK_HELPER_THREADS = '1';

/** Returns a repository of Python, JS and TS files importing each other, `mb` MB or more in all. */
function mixedRepo(mb: number): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-helper-repo-'));
  mkdirSync(join(root, 'pkg'));
  mkdirSync(join(root, 'web'));
  writeFileSync(join(root, 'pkg', '__init__.py'), '');
  const py = (i: number) => `import os\nfrom . import m${(i + 1) % 300}\nfrom .m${(i + 7) % 300} import f0 as g\n`
    + `if TYPE_CHECKING:\n    from pkg import m${(i + 3) % 300}\n@app.route("/x${i}")\ndef handler_${i}():\n    return getattr(os, "path")\n`
    + Array.from({ length: 120 }, (_, k) => `def f${k}(x, é=${k}):\n    """Doc ${k} ünïcode."""\n    return x + ${k}  # ${'c'.repeat(40)}\n`).join('')
    + `class Ñame${i}:\n    def method(self):\n        import json\n        return json\n`;
  const js = (i: number) => `import { a${i} } from './w${(i + 1) % 80}.js';\nimport type { T } from './t${i % 20}';\nconst lazy = () => import('./w${(i + 2) % 80}.js');\n`
    + `export function w${i}() { return require('./w${(i + 5) % 80}.js'); }\n` + `// ${'x'.repeat(60)}\n`.repeat(120);
  let bytes = 0;
  for (let i = 0; bytes < mb * 1024 * 1024 || i < 300; i++) {
    if (i < 300) { const s = py(i); writeFileSync(join(root, 'pkg', `m${i}.py`), s); bytes += s.length; }
    if (i < 80) { const s = js(i); writeFileSync(join(root, 'web', `w${i}.js`), s); bytes += s.length; }
    if (i < 20) { const s = `export type T = number;\nexport const t${i}: T = ${i};\n`; writeFileSync(join(root, 'web', `t${i}.ts`), s); bytes += s.length; }
    if (i >= 300) { const s = py(i).repeat(2); writeFileSync(join(root, 'pkg', `extra${i}.py`), s); bytes += s.length; }
  }
  return root;
}

/** Returns the files of `root` as the helper takes them. */
function filesOf(root: string): { abs: string; lang: 'python' | 'js' | 'ts'; size: number }[] {
  const out: { abs: string; lang: 'python' | 'js' | 'ts'; size: number }[] = [];
  for (const dir of ['pkg', 'web']) {
    for (const f of readdirSync(join(root, dir)).sort()) {
      const abs = join(root, dir, f);
      out.push({ abs, lang: f.endsWith('.py') ? 'python' : f.endsWith('.ts') ? 'ts' : 'js', size: statSync(abs).size });
    }
  }
  return out;
}

/** Returns an outcome with its defs as text, whichever arena holds them. */
function plain(o: FileOutcome): unknown {
  if (o.status !== 'ok' || !o.blobs) return o;
  const defs = o.blobs.defs instanceof BytesBlob ? o.blobs.defs.text() : o.blobs.defs;
  return { ...o, blobs: { ...o.blobs, defs } };
}

function alone(files: ReturnType<typeof filesOf>): unknown[] {
  const arena = new BlobArena();
  return files.map((f) => plain(processFile(f.abs, f.lang, 1 << 30, 'wasm', undefined, undefined, f.size, arena)));
}

/** Returns a LexHelper over a worker running `file`, kept as startLexHelper keeps its own. */
function helperOf(file: string, workerData?: unknown) {
  const worker = new Worker(file, { workerData });
  const h = { worker, exited: false, stop: () => { void worker.terminate(); } };
  worker.on('error', () => {});
  worker.once('exit', () => { h.exited = true; });
  return h;
}

const online = (w: Worker) => new Promise<void>((resolve) => w.once('online', () => setTimeout(resolve, 300)));

describe('lexWithHelper', () => {
  const root = mixedRepo(2);
  const files = filesOf(root);
  const expected = alone(files);

  it('gives the outcomes one thread gives, with part of the files lexed by the helper', async () => {
    enableLexHelper();
    const h = startLexHelper();
    expect(h).not.toBeNull();
    await online(h!.worker); // up before the job: it takes its share
    const { outcomes, helped } = await lexWithHelper(h!, files, 1 << 30, undefined, new BlobArena());
    expect(helped).toBeGreaterThan(0);
    expect(helped).toBeLessThan(files.length);
    expect(outcomes.map(plain)).toEqual(expected);
  });

  it('with onBatch (in the place of the pool), reports every file once, as it comes in, with the outcomes one thread gives', async () => {
    for (const file of [null, FAILING]) {
      const h = file ? helperOf(file) : startLexHelper();
      await online(h!.worker);
      const seen = new Uint8Array(files.length);
      let beforeEnd = 0;
      const { outcomes, helped } = await lexWithHelper(h!, files, 1 << 30, undefined, new BlobArena(), undefined, (out, start, end) => {
        for (let k = start; k < end; k++) {
          seen[k]++;
          expect(out[k]).toBeDefined();
        }
        beforeEnd++;
      });
      expect([...seen].every((c) => c === 1)).toBe(true);
      expect(beforeEnd).toBeGreaterThan(1);
      if (file) expect(helped).toBe(0);
      expect(outcomes.map(plain)).toEqual(expected);
    }
  });

  it('sends the file list packed, and the helper unpacks the same list', () => {
    expect(unpackFiles(packFiles(files))).toEqual(files);
    expect(unpackFiles(packFiles([]))).toEqual([]);
    const one = [{ abs: '/r/a b/é.py', lang: 'python' as const, size: 0 }];
    expect(unpackFiles(structuredClone(packFiles(one)))).toEqual(one);
  });

  it('lexes on this thread what a failing helper claimed and never returned', async () => {
    for (const workerData of [undefined, { exit: true }]) {
      const h = helperOf(FAILING, workerData);
      await online(h.worker);
      const { outcomes, helped } = await lexWithHelper(h, files, 1 << 30, undefined, new BlobArena());
      expect(helped).toBe(0);
      expect(outcomes.map(plain)).toEqual(expected);
    }
  });

  it('does not wait for a helper that is gone before the job', async () => {
    const h = helperOf(FAILING, { exit: true });
    h.worker.postMessage({ counter: new SharedArrayBuffer(4) });
    await new Promise((resolve) => h.worker.once('exit', resolve));
    const { outcomes } = await lexWithHelper(h, files, 1 << 30, undefined, new BlobArena());
    expect(outcomes.map(plain)).toEqual(expected);
  });
});

describe('ck index with the helper thread', () => {
  it('builds the same index and writes the same cache bytes as one thread', () => {
    const repo = mixedRepo(LEX_HELPER_MIN_BYTES / (1 << 20) + 1);
    const runs = { auto: isolatedEnv({ CK_DEBUG: '1' }), never: isolatedEnv() };
    const out: Record<string, Record<string, unknown>> = {};
    for (const [mode, env] of Object.entries(runs)) {
      const r = runCli(['index', repo, '--json', '--workers', mode], { env });
      expect(r.code).toBe(0);
      out[mode] = JSON.parse(r.stdout);
      if (mode === 'auto') expect(r.stderr).toMatch(/^ck: lex helper: \d+ of \d+ files$/m);
    }
    expect(out.auto.lexedOn).toBe('helper');
    expect(out.never.lexedOn).toBe('in-thread');
    const strip = (j: Record<string, unknown>) => ({ ...j, timingMs: 0, lexedOn: 0 });
    expect(strip(out.auto)).toEqual(strip(out.never));
    expect(out.auto.edges).toBeGreaterThan(1000);
    const cacheBytes = (env: NodeJS.ProcessEnv) => {
      const dir = join(env.XDG_CACHE_HOME!, 'context-kernel', 'index');
      const [key] = readdirSync(dir).filter((f) => !f.startsWith('.')); // not the store's own dot files
      const [file] = readdirSync(join(dir, key));
      return readFileSync(join(dir, key, file));
    };
    expect(cacheBytes(runs.auto).equals(cacheBytes(runs.never))).toBe(true);
  });

  it('lexes on one thread when no core is idle (CK_HELPER_THREADS=0 stands for a busy machine), with the same index', () => {
    const repo = mixedRepo(LEX_HELPER_MIN_BYTES / (1 << 20) + 1);
    const r = runCli(['index', repo, '--json', '--workers', 'auto'], { env: isolatedEnv({ CK_DEBUG: '1', CK_HELPER_THREADS: '0' }) });
    const never = runCli(['index', repo, '--json', '--workers', 'never'], { env: isolatedEnv() });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/lex helper/);
    const strip = (j: Record<string, unknown>) => ({ ...j, timingMs: 0 });
    expect(JSON.parse(r.stdout).lexedOn).toBe('in-thread');
    expect(strip(JSON.parse(r.stdout))).toEqual(strip(JSON.parse(never.stdout)));
  });

  it('is not started for a small tree, nor for a warm index', () => {
    const small = mkdtempSync(join(tmpdir(), 'ck-helper-small-'));
    writeFileSync(join(small, 'a.py'), 'import b\n');
    writeFileSync(join(small, 'b.py'), 'x = 1\n');
    const cold = runCli(['index', small, '--json'], { env: isolatedEnv({ CK_DEBUG: '1' }) });
    expect(JSON.parse(cold.stdout).lexedOn).toBe('in-thread');
    expect(cold.stderr).not.toMatch(/lex helper/);

    const repo = mixedRepo(LEX_HELPER_MIN_BYTES / (1 << 20) + 1);
    const env = isolatedEnv({ CK_DEBUG: '1' });
    expect(JSON.parse(runCli(['index', repo, '--json'], { env }).stdout).lexedOn).toBe('helper');
    writeFileSync(join(repo, 'pkg', 'm0.py'), 'import os\n');
    const partial = runCli(['index', repo, '--json'], { env });
    expect(JSON.parse(partial.stdout)).toMatchObject({ cache: 'partial', relexed: 1, lexedOn: 'in-thread' });
    expect(partial.stderr).not.toMatch(/lex helper/);
  });
});
