// Skeletons still parse, at every level (signatures, summary, full): pandas and sympy skeletons pass Python's
// ast.parse (one python3 process checks each level: the default level on every file, the two others on every fourth),
// every rxjs src/ skeleton parses with tree-sitter without ERROR or MISSING nodes.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { corporaRoot } from '../helpers/cli.js';
import { listFiles } from '../parse/files.js';
import { skeletonMany, closePool, DEFAULT_SKELETON_LEVEL, SKELETON_LEVELS, type SkeletonLevel } from '../../src/skeleton/index.js';
import { withTree, isFailure } from '../../src/parse/parser.js';
import { firstErrorLine } from '../../src/skeleton/build.js';
import { grammarLangOf } from '../../src/parse/languages.js';

const root = corporaRoot();
const VALIDATE = `
import ast, sys, json
bad = []
for p in sys.stdin.read().split("\\n"):
    if not p: continue
    src = open(p, "rb").read()
    try:
        ast.parse(src, filename=p)
    except SyntaxError as e:
        bad.append(f"{p}:{e.lineno}: {e.msg}")
print(json.dumps(bad))
`;

async function checkPython(corpus: string): Promise<void> {
  const cache = mkdtempSync(join(tmpdir(), 'ck-skcache-'));
  // One parse per file gives every level: the first level parses, the others read the same cache entries. The
  // default level (summary) is checked on every file; the two others on every fourth file, in path order (each run
  // of ast.parse over a whole corpus costs CI several seconds, and the levels share the assembler and its line map).
  for (const level of SKELETON_LEVELS) await checkPythonLevel(corpus, cache, level, level === DEFAULT_SKELETON_LEVEL ? 1 : 4);
}

async function checkPythonLevel(corpus: string, cache: string, level: SkeletonLevel, every: number): Promise<void> {
  const base = join(root!, corpus, corpus);
  const files = listFiles(base, ['.py']).map((f) => relative(base, f)).sort().filter((_, i) => i % every === 0);
  const out = mkdtempSync(join(tmpdir(), `ck-sk-${corpus}-${level}-`));
  let t = performance.now();
  const sks = await skeletonMany(base, files, { cacheDir: cache, workers: 'always', level });
  const tSkeleton = performance.now() - t;
  const written: string[] = [];
  let before = 0;
  let after = 0;
  for (const [path, sk] of sks) {
    const dest = join(out, path);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, sk.text);
    written.push(dest);
    before += sk.tokensBefore;
    after += sk.tokensAfter;
  }
  t = performance.now();
  const res = spawnSync('python3', ['-c', VALIDATE], { input: written.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 });
  const tPython = performance.now() - t;
  expect(res.status, res.stderr).toBe(0);
  const bad = (JSON.parse(res.stdout) as string[]).map((l) => relative(out, l.split(':')[0]));
  // A skeleton may only fail where Python itself rejects the original.
  const orig = spawnSync('python3', ['-c', VALIDATE], { input: bad.map((f) => join(base, f)).join('\n'), encoding: 'utf8' });
  const badOriginals = new Set((JSON.parse(orig.stdout || '[]') as string[]).map((l) => relative(base, l.split(':')[0])));
  expect(bad.filter((f) => !badOriginals.has(f))).toEqual([]);
  expect(written.length).toBeGreaterThan(200 / every);
  expect(after).toBeLessThan(before);
  console.log(`${corpus} (${level}): ${written.length} skeletons (${(before / 1e6).toFixed(2)}M → ${(after / 1e6).toFixed(2)}M tokens) in ${tSkeleton.toFixed(0)} ms, ast.parse of all in ${tPython.toFixed(0)} ms`);
}

describe('skeleton validity on real corpora', () => {
  it.skipIf(!root)('pandas: every skeleton passes ast.parse', async () => {
    await checkPython('pandas');
  }, 480_000);

  it.skipIf(!root)('sympy: every skeleton passes ast.parse', async () => {
    await checkPython('sympy');
  }, 480_000); // 34 MB of Python: ~15 s on an idle 2-core machine, several times that when the CPU is shared

  it.skipIf(!root)('rxjs src/: every skeleton parses without ERROR/MISSING nodes', async () => {
    const base = join(root!, 'rxjs');
    const files = listFiles(join(base, 'src'), ['.ts', '.tsx']).map((f) => relative(base, f));
    const cache = mkdtempSync(join(tmpdir(), 'ck-skcache-rx-'));
    const bad: string[] = [];
    let elided = 0;
    for (const level of SKELETON_LEVELS) for (const [path, sk] of await skeletonMany(base, files, { cacheDir: cache, workers: 'never', level })) {
      const lang = grammarLangOf(path)!;
      const origErr = await withTree(readFileSync(join(base, path), 'utf8'), lang, firstErrorLine);
      if (origErr !== 0) continue;
      const err = await withTree(sk.text, lang, firstErrorLine);
      if (isFailure(err) || err !== 0) bad.push(`${path} (${level}): ${isFailure(err) ? err.reason : `error at skeleton line ${err}`}`);
      elided += sk.elided.length;
    }
    expect(bad).toEqual([]);
    expect(elided).toBeGreaterThan(900);
    await closePool();
  }, 240_000);
});
