// Issue 39 ("the largest seeding function is ≤ 80 lines"): every function of the seeding code fits on a screen. The
// seeding code is what `seedsFromSymptom` and `parseSymptom` run inside src/slice/: the modules of src/slice/ reachable
// by imports from their folders' entry points (evidence/index.ts, symptom/index.ts), which holds all of evidence/ and
// symptom/ and the slice modules they call (literals, calls, resolve, ranges, stubs, vendored, …). The language packs'
// dialects (src/languages/) are not in it: a pack is held to its own interface, not to this folder's rule.
//
// A function is every function declaration, method, constructor, accessor, function expression and arrow function
// with a body; its size is the lines from its first line (the declaration's, or the arrow's parameters) to its
// closing brace, nested functions included. parseSymptom was one 308-line function when the issue was filed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SRC, importTarget, relativeImports } from './source.js';

/** The most lines a seeding function may span. */
const MAX_LINES = 80;

/** The entry points of seeding: the files whose imports, followed within src/slice/, make the seeding code. */
const ENTRIES = ['slice/evidence/index.ts', 'slice/symptom/index.ts'];

/** Returns the src-relative files of src/slice/ reachable by relative imports from `entries`, sorted. */
function seedingFiles(entries: readonly string[] = ENTRIES): string[] {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f) || !f.startsWith('slice/') || !f.endsWith('.ts')) continue;
    seen.add(f);
    for (const { spec } of relativeImports(readFileSync(join(SRC, f), 'utf8'))) stack.push(importTarget(f, spec));
  }
  return [...seen].sort();
}

/** Returns a readable name for a function node: its own name, the variable or property it is assigned to, or `(anonymous)`. */
function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(sf);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const p = node.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p))) return p.name.getText(sf);
  return '(anonymous)';
}

/** Returns every function with a body in `file` (src-relative), with its name, first line and line count. */
function functionSizes(file: string): { file: string; name: string; line: number; lines: number }[] {
  const sf = ts.createSourceFile(file, readFileSync(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { file: string; name: string; line: number; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ file, name: nameOf(node, sf), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('seeding functions are small', () => {
  const files = seedingFiles();

  it('the seeding code holds the scorers, the combiner and the symptom dialects loop', () => {
    for (const f of ['slice/evidence/pipeline.ts', 'slice/evidence/combiner.ts', 'slice/symptom/index.ts', 'slice/literals.ts']) expect(files).toContain(f);
  });

  it(`no function of the seeding code spans more than ${MAX_LINES} lines`, () => {
    const all = files.flatMap(functionSizes);
    expect(all.length).toBeGreaterThan(100); // the walk found the code, not an empty set
    const over = all.filter((f) => f.lines > MAX_LINES).map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});
