// The Python lexer's imports and their lines against Python's own ast, on real corpus files changed the way code is
// sometimes written: line continuations between tokens, CRLF line ends (bench/oracles/py_imports_mutated.py). The
// lexer once let lookaheads count continuation lines twice, so every later line came out one too high.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexPython } from '../../src/languages/python/lex.js';
import { corporaRoot } from '../helpers/cli.js';

const ORACLE = fileURLToPath(new URL('../../bench/oracles/py_imports_mutated.py', import.meta.url));
const hasPython = spawnSync('python3', ['--version']).status === 0;
const corpora = corporaRoot();
if (!hasPython) console.warn('lex-ast-oracle: skipped (no python3)');
if (!corpora) console.warn('lex-ast-oracle: skipped (corpora absent: run npm run corpora)');

type Entry = [number, string];
const order = (a: Entry, b: Entry) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

describe.skipIf(!hasPython || !corpora)('Python lexer against ast on mutated corpus files', () => {
  for (const [corpus, seed] of [['pandas', 11], ['sympy', 12]] as const) {
    it(`${corpus}: every import, on its line, with both implementations`, () => {
      const out = mkdtempSync(join(tmpdir(), 'ck-ast-oracle-'));
      const r = spawnSync('python3', [ORACLE, join(corpora!, corpus), out, '100', String(seed)], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const listing = JSON.parse(readFileSync(join(out, 'imports.json'), 'utf8')) as Record<string, Entry[]>;
      expect(Object.keys(listing).length).toBeGreaterThan(80);
      const wrong: string[] = [];
      let imports = 0;
      for (const impl of ['wasm', 'js'] as const) {
        for (const [name, want] of Object.entries(listing)) {
          const got = lexPython(readFileSync(join(out, name)), { impl }).imports
            .filter((i) => i.kind !== 'dynamic-const')
            .map((i): Entry => [i.line, i.specifier]).sort(order);
          imports += want.length;
          if (JSON.stringify(got) !== JSON.stringify([...want].sort(order))) wrong.push(`${impl} ${name}`);
        }
      }
      expect(imports).toBeGreaterThan(500);
      expect(wrong).toEqual([]);
    }, 60_000);
  }
});
