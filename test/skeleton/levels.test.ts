// `ck skeleton --level`: every level stays valid syntax (Python: ast.parse; JS/TS/Go/Rust: no ERROR nodes), the
// default (summary) stays within 25% of the source bytes on large pandas modules, and the JSON names the level.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, isolatedEnv, corporaRoot } from '../helpers/cli.js';
import { withTree } from '../../src/parse/parser.js';
import { firstErrorLine } from '../../src/skeleton/build.js';
import { grammarLangOf } from '../../src/parse/languages.js';

const LEVELS = ['signatures', 'summary', 'full'];
const env = isolatedEnv();

function pyParses(text: string): string {
  const r = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: text });
  return r.status === 0 ? '' : (r.stderr ?? '').toString();
}

async function errorLine(path: string, text: string): Promise<number> {
  const res = await withTree(text, grammarLangOf(path)!, (tree) => firstErrorLine(tree));
  return typeof res === 'number' ? res : -1;
}

const PY = `"""Module doc.

More about the module.
"""
from typing import overload


@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    """Return x.

    Details that only the full level keeps.
    """
    return x


class A:
    """Only a docstring in the first line.

    And a second paragraph.
    """

    attr: int = 1
    _doc = """
    Shared documentation.

    Long details.
    """

    def m(self, y=1):
        """Just a docstring."""


def g():
    """Docstring alone"""
`;

describe('ck skeleton --level', () => {
  it('Python: each level parses; summary keeps first paragraphs, signatures drops docstrings, overload stubs fold', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-lv-'));
    const file = join(dir, 'm.py');
    writeFileSync(file, PY);
    const out: Record<string, string> = {};
    for (const level of LEVELS) {
      const r = runCli(['skeleton', file, '--level', level, '--format', 'json'], { env });
      expect(r.code, r.stderr).toBe(0);
      const sk = JSON.parse(r.stdout);
      expect(sk.level).toBe(level);
      expect(pyParses(sk.text), `${level}:\n${sk.text}`).toBe('');
      out[level] = sk.text;
    }
    expect(out.full).toContain('Details that only the full level keeps.');
    expect(out.summary).toContain('"""Return x."""');
    expect(out.summary).not.toContain('Details that only');
    expect(out.summary).toContain('# … 2 @overload signatures of f: lines 8-11');
    expect(out.summary).toContain('Shared documentation.');
    expect(out.summary).not.toContain('Long details.');
    expect(out.signatures).not.toContain('Return x.');
    expect(out.signatures).toMatch(/def g\(\):\n {4}\.\.\./); // a docstring-only body keeps `...`
    expect(out.full.length).toBeGreaterThan(out.summary.length);
    expect(out.summary.length).toBeGreaterThan(out.signatures.length);
    // The default is summary.
    expect(runCli(['skeleton', file], { env }).stdout).toBe(out.summary.endsWith('\n') ? out.summary : `${out.summary}\n`);
    const bad = runCli(['skeleton', file, '--level', 'tiny'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/invalid value for --level: 'tiny'/);
  });

  it('TypeScript, Go, Rust: each level parses without ERROR nodes; summary cuts doc comments to their first paragraph', async () => {
    const sources: Record<string, string> = {
      'a.ts': '/**\n * Adds two numbers.\n *\n * @param a first\n * @returns the sum\n */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n\nexport class C {\n  /** Doc. */\n  m(): void {\n    console.log(1);\n  }\n}\n',
      'main.go': 'package main\n\n// Greet says hello.\n//\n// It says it loudly.\nfunc Greet(name string) string {\n\treturn "hello " + name\n}\n',
      'lib.rs': '/// Adds.\n///\n/// Saturating.\npub fn add(a: i32, b: i32) -> i32 {\n    a.saturating_add(b)\n}\n',
    };
    const dir = mkdtempSync(join(tmpdir(), 'ck-lv-'));
    for (const [name, src] of Object.entries(sources)) {
      const file = join(dir, name);
      writeFileSync(file, src);
      for (const level of LEVELS) {
        const r = runCli(['skeleton', file, '--level', level], { env });
        expect(r.code, r.stderr).toBe(0);
        expect(await errorLine(file, r.stdout), `${name} ${level}:\n${r.stdout}`).toBe(0);
        if (level === 'summary') expect(r.stdout).not.toMatch(/@param|loudly|Saturating/);
        if (level === 'full') expect(r.stdout).toMatch(/@param|loudly|Saturating/);
      }
    }
  });

  const corpora = corporaRoot();
  const PANDAS = ['core/frame.py', 'core/generic.py', 'core/series.py', 'core/indexes/base.py', 'io/parsers/readers.py', 'core/reshape/merge.py'];
  it.skipIf(!corpora)('pandas: the default skeleton is ≤ 25% of the source bytes and every level parses (six large modules)', () => {
    for (const rel of PANDAS) {
      const file = join(corpora!, 'pandas', 'pandas', rel);
      const bytes = statSync(file).size;
      for (const level of LEVELS) {
        const r = runCli(['skeleton', file, '--level', level], { env });
        expect(r.code, r.stderr).toBe(0);
        expect(pyParses(r.stdout), `${rel} ${level}`).toBe('');
        if (level === 'summary') expect(Buffer.byteLength(r.stdout) / bytes, rel).toBeLessThanOrEqual(0.25);
      }
    }
  }, 300_000);

  it.skipIf(!corpora || !existsSync(join(corpora ?? '', 'rxjs', 'src')))('rxjs: every level of Observable.ts and operators/mergeInternals.ts parses', async () => {
    for (const rel of ['src/internal/Observable.ts', 'src/internal/operators/mergeInternals.ts']) {
      const file = join(corpora!, 'rxjs', rel);
      for (const level of LEVELS) {
        const r = runCli(['skeleton', file, '--level', level], { env });
        expect(r.code, r.stderr).toBe(0);
        expect(await errorLine(file, r.stdout), `${rel} ${level}`).toBe(0);
      }
    }
  }, 120_000);
});
if (!corporaRoot()) console.log('corpora absent (npm run corpora): pandas/rxjs level checks skipped');
