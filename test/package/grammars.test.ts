// The grammars the package ships (wasm/tree-sitter-*.wasm) are exactly the ones wasm/grammars.json pins, and those
// are exactly the grammar devDependencies installed here: same version, same bytes. The grammar packages stay out of
// the runtime dependencies (their C sources and native bindings were 80 of an install's 124 MB).
import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { Language, Parser } from 'web-tree-sitter';
import { grammarPath, type LangId } from '../../src/parse/languages.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, 'wasm', 'grammars.json'), 'utf8')) as {
  grammars: { lang: LangId; package: string; version: string; file: string; sha256: string; bytes: number }[];
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const require = createRequire(join(ROOT, 'package.json'));
const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('shipped tree-sitter grammars', () => {
  it('covers every language the parser loads, from devDependencies only', () => {
    expect(manifest.grammars.map((g) => g.lang).sort()).toEqual(['go', 'java', 'javascript', 'php', 'python', 'rust', 'tsx', 'typescript']);
    for (const g of manifest.grammars) {
      expect(pkg.devDependencies[g.package], g.package).toBe(g.version);
      expect(pkg.dependencies[g.package], g.package).toBeUndefined();
    }
  });

  it.each(manifest.grammars)('$file is the manifest\'s bytes and the installed $package\'s', (g) => {
    const shipped = grammarPath(g.lang);
    expect(shipped).toBe(join(ROOT, 'wasm', g.file));
    expect(sha256(shipped)).toBe(g.sha256);
    expect(readFileSync(shipped).length).toBe(g.bytes);
    const installedDir = dirname(require.resolve(`${g.package}/package.json`));
    expect(JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8')).version).toBe(g.version);
    expect(sha256(join(installedDir, g.file))).toBe(g.sha256);
  });

  it('every shipped grammar loads and parses', async () => {
    await Parser.init();
    const samples: Record<LangId, string> = {
      python: 'def f(x):\n    return x\n', javascript: 'function f(x) { return x; }', typescript: 'function f(x: number): number { return x; }',
      tsx: 'const A = () => <div/>;', go: 'package m\nfunc f() {}\n', rust: 'fn f() {}', java: 'class A { void f() {} }',
      php: '<?php\nnamespace A;\nclass B { public function f(): void {} }\n',
    };
    for (const g of manifest.grammars) {
      const parser = new Parser();
      parser.setLanguage(await Language.load(readFileSync(grammarPath(g.lang))));
      const tree = parser.parse(samples[g.lang])!;
      expect(tree.rootNode.hasError, g.lang).toBe(false);
      tree.delete();
      parser.delete();
    }
  });

  it('scripts/grammars.mjs --check agrees, and names the file it finds changed', () => {
    const ok = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grammars.mjs'), '--check'], { encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stderr).toContain('8 grammar(s) match');
    // A copy of the package layout with one grammar's bytes changed.
    const dir = mkdtempSync(join(tmpdir(), 'ck-grammars-'));
    mkdirSync(join(dir, 'scripts'));
    cpSync(join(ROOT, 'scripts', 'grammars.mjs'), join(dir, 'scripts', 'grammars.mjs'));
    cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    cpSync(join(ROOT, 'wasm'), join(dir, 'wasm'), { recursive: true });
    writeFileSync(join(dir, 'wasm', 'tree-sitter-go.wasm'), 'not a grammar');
    const bad = spawnSync(process.execPath, [join(dir, 'scripts', 'grammars.mjs'), '--check'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^grammars: tree-sitter-go\.wasm: sha256 [0-9a-f]{64} is not the manifest's/m);
  });
});
