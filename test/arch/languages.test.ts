// Issue 40: a language is a folder (src/languages/<pack>), not a branch. Outside the packs, src/slice, src/graph and
// src/repo may not name a language in their code: no string or regex literal that is a pack's id, file kind, frame
// format or ecosystem (`'python'`, `'js'`, `format === 'pytest'`), a pack's file extension (`\.py`, `.go`), or a piece
// of a pack's dependency layout or project manifest (`node_modules`, `site-packages`, `__init__`, `package.json`,
// `go.mod`); nor read a file count by language name (`byLang.python`). Comments are left out. What they need from a
// language they ask the registry (src/languages/index.ts).
//
// ALLOWED was a ratchet naming the seeding files of issue 39 that still held a language's literals; it is drained (their
// rules moved into the packs' facets: names, syntax.moduleFileSuffixes, syntax.reexportingModule, syntax.literals,
// symptoms.runtimeRaisers, dependencies.installedFramePath and topLevelPackageOf). Never add an entry.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../src/languages/index.js';
import { SRC, literals, sources } from './source.js';
const SCOPES = ['slice', 'graph', 'repo'];

/** Files allowed to name a language, with how many literals each may hold: none (the ratchet is at zero). */
const ALLOWED: Readonly<Record<string, number>> = {};

/**
 * Files whose literals name languages without branching on them: the parsed symptom's contract types (the frame
 * formats and diagnostic tools are its vocabulary, kept as they are), the slice demo's text (it prints the bundled
 * Python example's command), and the operator id (it hashes this codebase's own .js/.ts files).
 */
const NOT_A_BRANCH = new Set(['slice/symptom/types.ts', 'slice/demo.ts', 'slice/operator.ts']);

/** The names a literal may not hold outside the packs. */
function forbidden(): { exact: Set<string>; inside: RegExp } {
  const exact = new Set<string>();
  for (const p of LANGUAGES) {
    exact.add(p.id);
    for (const l of Object.values(p.extensions)) exact.add(l);
    for (const f of p.symptoms?.formats ?? []) exact.add(f.format);
    if (p.dependencies?.ecosystem) exact.add(p.dependencies.ecosystem);
  }
  exact.delete('floor');
  const exts = new Set<string>(['pyx', 'pyi']);
  for (const p of LANGUAGES) for (const e of [...Object.keys(p.extensions), ...Object.keys(p.syntax?.grammars ?? {})]) exts.add(e.slice(1));
  const layout = ['node_modules', 'site-packages', 'dist-packages', '__init__', 'package\\.json', 'tsconfig', 'go\\.mod', 'go\\.work', 'pyproject', '\\.venv', 'GOMODCACHE'];
  const ext = `\\\\?\\.(?:${[...exts].join('|')}|\\[cm\\]\\?\\[jt\\]sx?)(?![\\w-])`;
  return { exact, inside: new RegExp(`${ext}|${layout.join('|')}`) };
}

describe('no language is named outside its pack (slice, graph, repo)', () => {
  const { exact, inside } = forbidden();
  const files = SCOPES.flatMap((s) => sources(join(SRC, s)));
  const found = new Map<string, string[]>();
  for (const f of files) {
    if (NOT_A_BRANCH.has(f)) continue;
    const code = readFileSync(join(SRC, f), 'utf8');
    const lines = code.split('\n');
    const hits: string[] = [];
    for (const { text, line } of literals(code)) {
      const body = text.slice(1, -1);
      if (/^\.\.?\//.test(body)) continue; // a path of this codebase's own files (`../workers/lex.js`)
      // `impl: 'wasm' | 'js'` names a kernel's TypeScript twin, not the language.
      if (body === 'js' && /\bimpl\b|'wasm'/.test(lines[line - 1] ?? '')) continue;
      if (((text[0] === "'" || text[0] === '"') && exact.has(body)) || inside.test(text)) hits.push(`${f}:${line}: ${text.slice(0, 60)}`);
    }
    for (const m of code.matchAll(/\bbyLang\.(\w+)/g)) hits.push(`${f}: byLang.${m[1]}`);
    if (hits.length) found.set(f, hits);
  }

  it('finds no language name outside the allowance', () => {
    const over: string[] = [];
    for (const [f, hits] of found) if (hits.length > (ALLOWED[f] ?? 0)) over.push(...hits.map((h) => `${h}  (${hits.length} in the file, ${ALLOWED[f] ?? 0} allowed)`));
    expect(over).toEqual([]);
  });

  it('the allowance is a ratchet: each entry is still needed, and names a file that exists', () => {
    for (const [f, n] of Object.entries(ALLOWED)) expect({ f, n: found.get(f)?.length ?? 0 }).toEqual({ f, n });
  });

  it('sees what it says it sees', () => {
    const lits = literals("import { a } from './a.js';\nif (f.lang === 'python') x = /\\.py$/.test(p); // 'js' in a comment\nconst s = 'a/b';");
    expect(lits.map((l) => l.text)).toEqual(["'python'", '/\\.py$/', "'a/b'"]);
    expect(exact.has('python') && exact.has('ts') && exact.has('pytest')).toBe(true);
    expect(inside.test('/\\.py$/') && inside.test("'node_modules'") && inside.test('/\\.[cm]?[jt]sx?$/')).toBe(true);
    expect(inside.test("'a.pyc'") || inside.test("'python3'")).toBe(false);
  });
});
