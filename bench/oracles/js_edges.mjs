#!/usr/bin/env node
// JS/TS import-edge oracle: the file-level import graph as the TypeScript compiler resolves it.
//
// usage: node bench/oracles/js_edges.mjs ROOT [--tsconfig FILE] [--lines] > edges.json
//
// Prints a sorted JSON list of [from, to] pairs of repo-relative, '/'-separated paths (no self-edges);
// with --lines, [from, to, line] triples (the first line that produced the edge).
//
// Conventions (bench/agreement.mjs compares our index under the same ones):
//   * Files: every .js .mjs .cjs .jsx .ts .mts .cts .tsx under ROOT except *.d.ts, skipping .git, node_modules,
//     dist, build, coverage, .next (the index's default exclusions).
//   * Specifiers: everything `ts.preProcessFile(text, readImportFiles=true, detectJavaScriptImports=true)`
//     reports: import/export … from, side-effect imports, `import type`, `import x = require()`, `require("x")`,
//     constant `import("x")`, and `/// <reference path>` is NOT counted (not an import).
//   * Resolution: `ts.resolveModuleName` with the compiler options of FILE (default ROOT/tsconfig.json with its
//     `extends`, `baseUrl` and `paths`; without one: allowJs, moduleResolution Bundler), plus `allowJs: true`
//     and `resolveJsonModule: false`. A resolution outside ROOT, into node_modules, or to a .d.ts is no edge.
import { readFileSync, readdirSync, existsSync, realpathSync, lstatSync } from 'node:fs';
import { join, relative, resolve, sep, dirname } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const SKIP_DIRS = new Set(['.git', 'node_modules', 'dist', 'build', 'coverage', '.next']);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Returns the sorted repo-relative source files under root. */
function walk(root) {
  const out = [];
  const visit = (dir) => {
    for (const ent of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, ent.name);
      if (ent.isDirectory()) {
        if (!SKIP_DIRS.has(ent.name) && !lstatSync(full).isSymbolicLink()) visit(full);
      } else if (ent.isFile() && SOURCE.test(ent.name) && !ent.name.endsWith('.d.ts')) {
        out.push(relative(root, full).split(sep).join('/'));
      }
    }
  };
  visit(root);
  return out.sort();
}

/** Returns the compiler options for the corpus (tsconfig with extends/paths, or a Bundler default). */
function compilerOptions(root, tsconfig) {
  const file = tsconfig ?? join(root, 'tsconfig.json');
  let options = { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  if (existsSync(file)) {
    const cfg = ts.readConfigFile(file, ts.sys.readFile);
    if (cfg.error) throw new Error(`js_edges: ${file}: ${ts.flattenDiagnosticMessageText(cfg.error.messageText, '\n')}`);
    const parsed = ts.parseJsonConfigFileContent(cfg.config, ts.sys, dirname(file), undefined, file);
    options = parsed.options;
  }
  return { ...options, allowJs: true, resolveJsonModule: false, noEmit: true };
}

/** Returns the sorted [from, to, line] edge list of root. */
export function jsEdges(rootArg, tsconfig) {
  const root = realpathSync(resolve(rootArg));
  const options = compilerOptions(root, tsconfig);
  const host = ts.sys;
  const cache = ts.createModuleResolutionCache(root, (s) => s, options);
  const edges = new Map();
  for (const rel of walk(root)) {
    const abs = join(root, rel);
    const text = readFileSync(abs, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const lineStarts = ts.computeLineStarts(text);
    for (const ref of info.importedFiles) {
      const res = ts.resolveModuleName(ref.fileName, abs, options, host, cache).resolvedModule;
      if (!res || res.isExternalLibraryImport) continue;
      const target = relative(root, realpathSync(res.resolvedFileName)).split(sep).join('/');
      if (target.startsWith('..') || target.includes('node_modules/') || target.endsWith('.d.ts')) continue;
      const line = ts.computeLineAndCharacterOfPosition(lineStarts, ref.pos).line + 1;
      const key = `${rel}\0${target}`;
      if (target !== rel && !(edges.get(key) <= line)) edges.set(key, line);
    }
  }
  return [...edges.keys()].sort().map((k) => [...k.split('\0'), edges.get(k)]);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('js_edges.mjs')) {
  const args = process.argv.slice(2);
  const ti = args.indexOf('--tsconfig');
  const tsconfig = ti >= 0 ? args.splice(ti, 2)[1] : undefined;
  const li = args.indexOf('--lines');
  const lines = li >= 0 && args.splice(li, 1).length > 0;
  if (args.length !== 1) {
    process.stderr.write('usage: node bench/oracles/js_edges.mjs ROOT [--tsconfig FILE]\n');
    process.exit(2);
  }
  const edges = jsEdges(args[0], tsconfig);
  process.stdout.write(`${JSON.stringify(lines ? edges : edges.map(([a, b]) => [a, b]))}\n`);
}
