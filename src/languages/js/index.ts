/**
 * JavaScript and TypeScript: `.js`/`.mjs`/`.cjs`/`.jsx` (`js`) and `.ts`/`.mts`/`.cts`/`.tsx` (`ts`), lexed by the
 * `jslex` kernel (twin: lex-twin.ts) and resolved as Node and TypeScript do (extension and index probing, tsconfig
 * paths, package.json exports/imports/main); `node_modules/` as the dependency layout; `*.test.*`/`*.spec.*` tests.
 * @internal
 */
import { posix } from 'node:path';
import type { LanguagePack } from '../types.js';
import { lexJsRecords } from './lex-twin.js';
import { decodeJs } from './decode.js';
import { jsDynamicBlob } from './dynamic.js';
import { JsResolver } from './resolve.js';
import { discoverNode } from './deps.js';
import { declaredEntries, ownEntries } from './entries.js';
import { JS_DIALECTS } from './dialects.js';
import { curlyDefs, curlyUnits } from './symbols.js';
import { JS_NAMES } from './names.js';

const TEST_SUBJECT = /^(.+)\.(?:test|spec)\.[cm]?[jt]sx?$/;

export const js: LanguagePack = {
  id: 'js',
  title: 'JavaScript / TypeScript',
  shortName: 'JS/TS',
  edgeClass: 'precise',
  extensions: {
    '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'js',
    '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'ts',
  },
  projectMarkers: ['package.json', 'tsconfig.json', 'deno.json'],
  configFiles: /(^|\/)(package\.json|tsconfig[^/]*\.json|jsconfig\.json)$/,
  kernels: ['jslex'],
  lexer: {
    kernel: {
      name: 'jslex',
      records: lexJsRecords,
      decode: (buf, rec, chars) => decodeJs(buf, rec, chars),
      dynamicBlob: (buf, rec, only) => jsDynamicBlob(buf, rec, only),
    },
  },
  resolver: (ctx) => new JsResolver(ctx.root, ctx.files, ctx.warn),
  unresolvedCandidates(importer, reason) {
    const m = /^relative module not found: (.+)$/.exec(reason);
    if (!m) return undefined;
    const base = posix.join(posix.dirname(importer), m[1]!);
    return [base, ...['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'].flatMap((e) => [`${base}${e}`, `${base}/index${e}`])];
  },
  symptoms: {
    dialects: JS_DIALECTS,
    // `error: Uncaught (in promise) TypeError: …` is Deno's uncaught-error line; `error: Error` is Bun's.
    errorLineLeads: ['error: '],
    errorLinePrefixes: ['Uncaught (?:\\(in promise\\) )?', '\\[cause\\]: '],
    frameExtensions: ['[cm]?[jt]sx?'],
    mentionExtensions: ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'tsx', 'jsx'],
    formats: [
      { format: 'node', innermostFirst: true, frameLine: /^\s+at\s/ },
      { format: 'node-header', throwSite: true, joinsAnyBlock: true, errorBeforeFrames: true },
      { format: 'browser', innermostFirst: true },
    ],
  },
  tests: {
    fileName: /^.*\.(?:test|spec)\.[cm]?[jt]sx?$/,
    subjectOf: (base) => TEST_SUBJECT.exec(base)?.[1],
    entryStems: ['index'],
  },
  syntax: {
    grammars: {
      '.js': 'javascript', '.mjs': 'javascript', '.cjs': 'javascript', '.jsx': 'javascript',
      '.ts': 'typescript', '.mts': 'typescript', '.cts': 'typescript', '.tsx': 'tsx',
    },
    symbols: { defs: curlyDefs, units: curlyUnits },
    stubSuffixes: [['.d.ts', '.js'], ['.d.mts', '.mjs'], ['.d.cts', '.cjs']],
    constructorNames: ['constructor'],
    moduleFileSuffixes: ['.ts', '.js', '/index.ts', '/index.js'],
  },
  names: JS_NAMES,
  dependencies: {
    excludedDirs: ['node_modules', '.next', '.nuxt', '.turbo', '.parcel-cache'],
    installDirs: ['node_modules'],
    installRoots: ['node_modules'],
    packageRootOf(p) {
      const nm = p.lastIndexOf('/node_modules/');
      if (nm < 0) return null;
      const rest = p.slice(nm + 14).split('/');
      const n = rest[0]!.startsWith('@') ? 2 : 1;
      return { at: nm, root: rest.length > n ? p.slice(0, nm + 14) + rest.slice(0, n).join('/') : null };
    },
    installedFramePath: /\/node_modules\//,
    topLevelPackageOf: (p) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(p)?.[1],
    discover: (root, env) => discoverNode(root, env),
    ecosystem: 'npm',
    declaredEntries,
    ownEntries,
    buildsVary: true,
  },
};
