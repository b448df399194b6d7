/**
 * PHP: `.php` (and PHPUnit's `.phpt`) files, lexed in TypeScript (tokens.ts, lex.ts: names resolved by PHP's rules
 * — namespaces, `use` imports, the current namespace) and resolved as Composer's autoloader finds classes over every
 * composer.json of the repository (resolve.ts, composer.ts: classmap, PSR-4, PSR-0, `files`; `autoload-dev` too),
 * literal `require`/`include` paths; uncaught exceptions with their `#N` frames, warnings, Xdebug stacks, PHPUnit
 * failures and PHPStan/Psalm diagnostics (dialects.ts); `*Test.php` tests named after their subject; tree-sitter-php
 * symbol queries (symbols.ts); Composer's vendor/ as the dependency layout (deps.ts).
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { PHP_DIALECTS } from './dialects.js';
import { lexPhp } from './lex.js';
import { PhpResolver } from './resolve.js';
import { phpDefs, phpUnits } from './symbols.js';
import { composerPackageFiles, composerPackageOf, discoverComposer, vendorCopyOf, vendorRootOf } from './deps.js';

export const php: LanguagePack = {
  id: 'php',
  title: 'PHP',
  shortName: 'PHP',
  edgeClass: 'precise',
  extensions: { '.php': 'php', '.phpt': 'php' },
  projectMarkers: ['composer.json'],
  // Autoload rules change how every class resolves (vendor/'s are the dependency layout's, read per slice).
  configFiles: /(^|\/)composer\.json$/,
  neverBuildOutput: true,
  lexer: { lex: (src, opts) => lexPhp(src, opts.path) },
  resolver: (ctx) => new PhpResolver(ctx),
  unresolvedCandidates(_importer, reason) {
    const m = /^no file (\S+)/.exec(reason);
    return m ? [m[1]!] : undefined;
  },
  symptoms: {
    dialects: PHP_DIALECTS,
    errorLinePrefixes: ['PHP Fatal error:\\s+Uncaught ', 'Fatal error: Uncaught ', 'Next '],
    frameExtensions: ['php', 'phpt'],
    mentionExtensions: ['php'],
    formats: [
      { format: 'php', innermostFirst: true, frameLine: /^\s*#\d+ / },
      { format: 'php-header', throwSite: true, joinsAnyBlock: true, errorBeforeFrames: true },
      // An error's location is the innermost frame of the Xdebug stack printed under it.
      { format: 'php-error', throwSite: true, continuedBy: ['php-xdebug'] },
      { format: 'php-xdebug' },
      { format: 'phpunit', innermostFirst: true },
    ],
  },
  tests: {
    // PHPUnit's `FooTest.php` tests `Foo.php` (tests/ mirrors src/); `.phpt` files are PHPUnit's end-to-end tests.
    fileName: /^.+Test\.php$|^.+\.phpt$/,
    subjectOf: (base) => /^(.+)Test\.php$/.exec(base)?.[1],
  },
  syntax: { grammars: { '.php': 'php' }, symbols: { defs: phpDefs, units: phpUnits }, constructorNames: ['__construct'] },
  dependencies: {
    excludedDirs: [],
    installDirs: [],
    ecosystem: 'composer',
    packageRootOf(p) {
      const v = vendorRootOf(p);
      return v ? { at: v.at, root: v.root } : null;
    },
    frameRootOf: (p) => vendorRootOf(p)?.root,
    frameModule: (p) => vendorRootOf(p)?.name,
    installedCopyOf: vendorCopyOf,
    packageOf: composerPackageOf,
    inPlay: (byLang, frames) => (byLang.php ?? 0) > 0 || frames.some((f) => /\.php$/.test(f.path)),
    discover: (root, env) => discoverComposer(root, env),
    packageFiles: composerPackageFiles,
  },
};
