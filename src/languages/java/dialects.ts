/**
 * The JVM's symptom dialects (Java and Kotlin):
 * - stack frames `at pkg.Class.method(File.java:N)`, with a class loader or module before the class
 *   (`java.base@17/`, `app//`) and a jar after the frame (`~[app.jar:1.0]`, logback's); `(Unknown Source)` and
 *   `(Native Method)` frames name no line. The class's package is kept (`qualifiedClass`) to find the file by path,
 *   and the jar (`container`) to name the dependency of a frame outside the repository (deps.ts).
 *   Frames of the runtime and of the test harness are marked internal;
 * - `Exception in thread "main" …` and `Caused by: …` headlines are error lines (the pack's `errorLinePrefixes`);
 *   `Suppressed: …` (indented) starts a block of its own; `... 12 more` and `... 12 common frames omitted` end one;
 * - Maven Surefire reports: `testX(a.b.FooTest)  Time elapsed: … <<< FAILURE!` (JUnit 4 style) and
 *   `a.b.FooTest.testX -- Time elapsed: … <<< ERROR!` (Surefire 3), and the summary's
 *   `FooTest.testX:42 expected:<1> but was:<2>` (a frame in the test and a message);
 * - Gradle test failures: `FooTest > testX() FAILED` and the indented exception under it (full, or the short
 *   `java.lang.AssertionError at FooTest.java:42`);
 * - javac diagnostics: `Foo.java:12: error: …` (the common gcc-shaped dialect, named `javac` by this pack) and
 *   Maven's `[ERROR] /path/Foo.java:[12,5] message`; kotlinc's `e: file:///path/Foo.kt:12:5 message` and its older
 *   `e: /path/Foo.kt: (12, 5): message`.
 * @internal
 */
import type { SymptomDialect, SymptomReader } from '../types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

/** A frame: loader/module prefix, class, method, then `(File.java:N)`, `(File.java)`, `(Unknown Source)` or `(Native Method)`. */
const JAVA_AT = /^\s*at (?:[\w.$@-]*\/){0,2}([\w$.]+)\.([\w$<>-]+)\((?:([\w$-]+\.(?:java|kt|kts|scala|groovy))(?::(\d+))?|Unknown Source|Native Method)\)(?:\s+~?\[([^\]:]*)[^\]]*\])?\s*$/;
/** Classes of the runtime and of the test harness (JUnit, TestNG, Surefire, Gradle's workers): not the program's code. */
const INTERNAL = /^(?:java|javax|jdk|sun|com\.sun|kotlin|kotlinx\.coroutines|org\.junit|junit|org\.testng|org\.apache\.maven\.surefire|org\.gradle|worker\.org\.gradle)\./;
const MORE = /^\s*\.\.\. \d+ (?:more|common frames omitted)\s*$/;
const SUPPRESSED = /^\s+Suppressed: ([\w$.]+)(?:: (.*))?$/;
/** Surefire (JUnit 4 style): `testX(a.b.FooTest)  Time elapsed: 0.01 s  <<< FAILURE!`. */
const SUREFIRE_OLD = /^(?:\[(?:ERROR|INFO|WARNING)\] )?([\w$]+)\(([\w$.]+)\)\s+Time elapsed: [\d.,]+ s(?:ec)?\s+<<< (?:FAILURE|ERROR)!\s*$/;
/** Surefire 3: `a.b.FooTest.testX -- Time elapsed: 0.01 s <<< FAILURE!` (a parameterized test's name in brackets). */
const SUREFIRE_NEW = /^(?:\[(?:ERROR|INFO|WARNING)\] )?([\w$.]+)\.([\w$]+)(?:\(.*?\))?(?:\[[^\]]*\])? -- Time elapsed: [\d.,]+ s\s+<<< (?:FAILURE|ERROR)!\s*$/;
/** The summary's `[ERROR]   FooTest.testX:42 message` (or `» IllegalState boom` for an error). */
const SUREFIRE_SUMMARY = /^\[(?:ERROR|WARNING)\] {2,}(?:([\w$.]+)\.)?([\w$]+)\.([\w$]+)(?:\[[^\]]*\])?:(\d+)(?: (?:» )?(.*))?$/;
const GRADLE_FAILED = /^([\w$.]+) > (.+?) FAILED\s*$/;
/** Under a Gradle failure: `    java.lang.AssertionError at FooTest.java:42` (the short exception format), or its cause's `Caused by: …`. */
const GRADLE_SHORT = /^\s+(?:Caused by: )?([\w$.]+) at ([\w$-]+\.(?:java|kt|groovy|scala)):(\d+)\s*$/;
const MAVEN_JAVAC = /^\[(ERROR|WARNING)\] (?:COMPILATION ERROR : )?((?:[A-Za-z]:)?[^\s:[][^:[]*?\.(?:java|kt)):\[(\d+),(\d+)\] (.*)$/;
const KOTLINC = /^([ew]): (?:file:\/\/)?((?:[A-Za-z]:)?[^\s:]+\.kts?):(?:(\d+):(\d+)|\s*\((\d+), (\d+)\):) (.*)$/;

/** Returns a method's test name with its class's file as a failing-test id (`a/b/FooTest.java::FooTest::testX`). */
function testId(qualifiedClass: string, method: string, ext = 'java'): string {
  const outer = qualifiedClass.replace(/\$.*$/, '');
  const simple = qualifiedClass.slice(qualifiedClass.lastIndexOf('.') + 1);
  return `${outer.split('.').join('/')}.${ext}::${simple}::${method}`;
}

/** What the Gradle dialect remembers between lines: inside a failing test's report. */
const gradle = (r: SymptomReader): { test: string | undefined } => r.state('java.gradle', () => ({ test: undefined as string | undefined }));

export const JAVA_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'jvm-frame', order: 400, read(r, i) {
      const m = JAVA_AT.exec(r.lines[i]!);
      if (!m) return -1;
      const cls = m[1]!;
      const outer = cls.replace(/\$.*$/, '');
      if (!m[3]) return i; // native or no debug information: no file to point at
      r.pushFrame({
        path: m[3], line: m[4] ? Number(m[4]) : undefined, func: `${cls.slice(cls.lastIndexOf('.') + 1)}.${m[2]}`, format: 'java',
        qualifiedClass: outer, internal: INTERNAL.test(cls), ...(m[5] && m[5] !== 'na' && m[5] !== '?' ? { container: m[5] } : {}),
      });
      return i;
    },
  },
  { name: 'jvm-more', order: 401, read: (r, i) => (MORE.test(r.lines[i]!) ? i : -1) },
  {
    name: 'jvm-suppressed', order: 402, read(r, i) {
      const m = SUPPRESSED.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      r.addError(m[1]!.slice(m[1]!.lastIndexOf('.') + 1), (m[2] ?? '').trim());
      return i;
    },
  },
  {
    name: 'surefire-test', order: 410, read(r, i) {
      const line = r.lines[i]!;
      const old = SUREFIRE_OLD.exec(line);
      const m = old ? { cls: old[2]!, method: old[1]! } : ((x) => (x ? { cls: x[1]!, method: x[2]! } : null))(SUREFIRE_NEW.exec(line));
      if (!m) return -1;
      r.newBlock();
      r.addTest(testId(m.cls, m.method));
      return i;
    },
  },
  {
    name: 'surefire-summary', order: 411, read(r, i) {
      const m = SUREFIRE_SUMMARY.exec(r.lines[i]!);
      if (!m) return -1;
      const cls = m[1] ? `${m[1]}.${m[2]}` : m[2]!;
      r.newBlock();
      r.pushFrame({ path: `${m[2]}.java`, line: Number(m[4]), func: `${m[2]}.${m[3]}`, format: 'java', qualifiedClass: m[1] ? cls : undefined });
      if (m[5]?.trim()) r.addMessage(m[5].trim());
      return i;
    },
  },
  {
    name: 'gradle-test-failed', order: 412, read(r, i) {
      const m = GRADLE_FAILED.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      const method = m[2]!.replace(/\(\)$/, '').replace(/\(.*$/, '');
      r.addTest(testId(m[1]!, method));
      gradle(r).test = m[1];
      return i;
    },
  },
  {
    name: 'gradle-test-short', order: 413, read(r, i) {
      if (gradle(r).test === undefined) return -1;
      const m = GRADLE_SHORT.exec(r.lines[i]!);
      if (!m) return -1;
      const cls = gradle(r).test!;
      r.addError(m[1]!.slice(m[1]!.lastIndexOf('.') + 1), '');
      r.pushFrame({ path: m[2]!, line: Number(m[3]), format: 'java', qualifiedClass: cls.includes('.') ? cls.replace(/\$.*$/, '') : undefined });
      return i;
    },
  },
  {
    name: 'maven-javac', order: 620, read(r, i) {
      const m = MAVEN_JAVAC.exec(r.lines[i]!);
      if (!m) return -1;
      // Maven prints each compiler error twice: under COMPILATION ERROR, and again in the failed goal's report.
      const seen = r.state('java.maven', () => new Set<string>());
      if (seen.has(r.lines[i]!.replace(/^\[\w+\] /, ''))) return i;
      seen.add(r.lines[i]!.replace(/^\[\w+\] /, ''));
      r.addDiagnostic({ path: normalizeFramePath(m[2]!), line: Number(m[3]), col: Number(m[4]), severity: m[1] === 'ERROR' ? 'error' : 'warning', message: m[5]!.trim(), tool: m[2]!.endsWith('.kt') ? 'kotlinc' : 'javac' });
      return i;
    },
  },
  {
    name: 'kotlinc', order: 621, read(r, i) {
      const m = KOTLINC.exec(r.lines[i]!);
      if (!m) return -1;
      r.addDiagnostic({ path: normalizeFramePath(m[2]!), line: Number(m[3] ?? m[5]), col: Number(m[4] ?? m[6]), severity: m[1] === 'e' ? 'error' : 'warning', message: m[7]!.trim(), tool: 'kotlinc' });
      return i;
    },
  },
];

const TRACE_START = /^(\s*)(?:Exception in thread "[^"]*" )?(?:[a-z_$][\w$]*\.)+[A-Z$][\w$]*(?:Exception|Error|Throwable)(?::\s.*)?$/;

/** Returns the indentation before an exception headline that starts a JVM trace (an indented paste, Gradle's report), or -1. */
export function javaTraceStart(line: string): number {
  if (!/(?:Exception|Error|Throwable)\b/.test(line)) return -1;
  const m = TRACE_START.exec(line);
  return m ? m[1]!.length : -1;
}
