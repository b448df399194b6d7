// The JS/TS lexer's imports and their lines against TypeScript's own parser, on real corpus files changed the way
// code is sometimes written: line breaks and multi-line comments between the tokens of a line, CRLF line ends. The
// lexer once lost the lines its looks ahead skipped (`export { e }⏎ from "x"`), so later lines came out too low.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { lexJs } from '../../src/languages/js/lex.js';
import { corporaRoot } from '../helpers/cli.js';

const corpora = corporaRoot();
if (!corpora) console.warn('lex-ts-oracle: skipped (corpora absent: run npm run corpora)');

/** A seeded generator of numbers in [0, 1). */
function rng(seed: number): () => number {
  let x = seed;
  return () => { x = (x * 1103515245 + 12345) & 0x7fffffff; return x / 0x7fffffff; };
}

/** Returns `text` with a line break (or a comment holding one) before a tenth of its tokens, maybe with CRLF ends. */
function mutate(text: string, next: () => number): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const cuts: number[] = [];
  let first = true;
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan()) {
    // Tokens after which the scanner cannot tell regex from division or reads a template: stop cutting there.
    if (t === ts.SyntaxKind.SlashToken || t === ts.SyntaxKind.SlashEqualsToken || t === ts.SyntaxKind.TemplateHead || t === ts.SyntaxKind.NoSubstitutionTemplateLiteral) { first = true; continue; }
    if (!first && next() < 0.1) cuts.push(scanner.getTokenStart());
    first = false;
  }
  let out = text;
  for (const at of cuts.reverse()) out = out.slice(0, at) + (next() < 0.3 ? '/* x\n */ ' : '\n  ') + out.slice(at);
  return next() < 0.3 ? out.replace(/\n/g, '\r\n') : out;
}

/** Returns "line:specifier" of every import, export-from, import-equals, require("…") and import("…") in `text`. */
function oracle(name: string, text: string): string[] {
  const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(`${lineOf(node)}:${node.moduleSpecifier.text}`);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) out.push(`${lineOf(node)}:${node.moduleReference.expression.text}`);
    else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0]) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 'require') || node.expression.kind === ts.SyntaxKind.ImportKeyword)) out.push(`${lineOf(node)}:${node.arguments[0].text}`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out.sort();
}

function sources(root: string, limit: number): string[] {
  const out: string[] = [];
  (function walk(dir: string) {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) { if (e.name !== 'node_modules') walk(p); } else if (/\.(m?js|ts)$/.test(p) && !p.endsWith('.d.ts')) out.push(p);
    }
  })(root);
  return out.slice(0, limit);
}

describe.skipIf(!corpora)('JS/TS lexer against TypeScript on mutated corpus files', () => {
  for (const [corpus, seed] of [['lodash-es', 21], ['rxjs', 22]] as const) {
    it(`${corpus}: every import, on its line, with both implementations`, () => {
      const next = rng(seed);
      const wrong: string[] = [];
      let imports = 0;
      for (const file of sources(join(corpora!, corpus), 300)) {
        const text = mutate(readFileSync(file, 'utf8'), next);
        const want = oracle(file, text);
        imports += want.length;
        for (const impl of ['wasm', 'js'] as const) {
          const got = lexJs(Buffer.from(text), { impl }).imports.map((i) => `${i.line}:${i.specifier}`).sort();
          if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${impl} ${file}`);
        }
      }
      expect(imports).toBeGreaterThan(300);
      expect(wrong).toEqual([]);
    }, 60_000);
  }
});
