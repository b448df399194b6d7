/**
 * Java (and Kotlin where the same rules hold): `.java` and `.kt` files, lexed in TypeScript (lex.ts) and resolved as the
 * compiler finds classes (resolve.ts: by declared package and class, over any source-root layout and the modules of
 * Maven and Gradle builds, modules.ts); same-package references, on-demand and static imports; stack traces, Surefire
 * and Gradle test failures, javac and kotlinc diagnostics (dialects.ts); `FooTest`, `FooTests`, `FooIT`, `TestFoo`
 * test files; tree-sitter symbol queries for Java (symbols.ts; Kotlin has no grammar in the build: no skeletons or
 * symbol slices). Dependencies are jars (`~/.m2/repository`, Gradle's cache) that the engine does not index: frames
 * of packages the repository does not hold are declared dependency frames, with their jar's sources jar when one is
 * on this machine (deps.ts; src/deps/README.md).
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { JAVA_DIALECTS, javaTraceStart } from './dialects.js';
import { lexJava } from './lex.js';
import { JavaResolver } from './resolve.js';
import { javaFrameDependency } from './deps.js';
import { javaDefs, javaUnits } from './symbols.js';

/** Test classes by the names Maven Surefire and Failsafe run by default (and Kotlin's), with the class they test. */
const TEST_NAME = /^(?:Test([A-Z$][\w$]*)|([\w$]+?)(?:Tests?|TestCase|IT|ITCase))\.(?:java|kt)$/;
import { JAVA_NAMES } from './names.js';

export const java: LanguagePack = {
  id: 'java',
  title: 'Java (and Kotlin)',
  shortName: 'Java',
  edgeClass: 'precise',
  extensions: { '.java': 'java', '.kt': 'kotlin' },
  projectMarkers: ['pom.xml', 'build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts'],
  configFiles: /(?:^|\/)(?:pom\.xml|(?:build|settings)\.gradle(?:\.kts)?)$/,
  // A package named `build` is source (`com/acme/build/X.java`); Gradle's generated sources under build/ are not listed by git.
  neverBuildOutput: true,
  lexer: { lex: (src, opts) => lexJava(src, opts.path?.endsWith('.kt') ?? false) },
  resolver: (ctx) => new JavaResolver(ctx),
  unresolvedCandidates(_importer, reason) {
    const m = /^no class \S+ in package \S+ \(expected at (\S+)\)$/.exec(reason);
    return m ? [m[1]!] : undefined;
  },
  symptoms: {
    dialects: JAVA_DIALECTS,
    errorLinePrefixes: ['Caused by: ', 'Exception in thread "[^"]*" '],
    errorNameSuffixes: ['Throwable'],
    frameExtensions: ['java', 'kt'],
    mentionExtensions: ['java', 'kt'],
    gccLikeTool: { files: /\.java$/, tool: 'javac' },
    prefixedTraceStart: javaTraceStart,
    formats: [{ format: 'java', innermostFirst: true }],
  },
  tests: {
    fileName: TEST_NAME,
    subjectOf: (base) => { const m = TEST_NAME.exec(base); return m ? (m[1] ?? m[2]) : undefined; },
  },
  syntax: { grammars: { '.java': 'java' }, symbols: { defs: javaDefs, units: javaUnits } },
  dependencies: {
    excludedDirs: ['.gradle'],
    installDirs: [],
    frameDependency: javaFrameDependency,
  },
  names: JAVA_NAMES,
};
