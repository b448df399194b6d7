// The JVM's symptom dialects (src/languages/java/dialects.ts) on output the tools printed: OpenJDK 17 running the
// javaproj fixture, Maven 3.8.7 with Surefire 3.2.5 (JUnit 5) testing it, javac 17 and Maven's compiler plugin on a
// typo (test/fixtures/symptoms/java), and Gradle's test report as two public issues show it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom } from '../../../src/slice/symptom/index.js';

const fixture = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/symptoms/java/${name}`, import.meta.url)), 'utf8');
type F = ReturnType<typeof parseSymptom>['frames'][number];
const own = (frames: F[]) => frames.filter((f) => !f.internal).map((f) => [f.path, f.line, f.func, f.qualifiedClass, f.order]);

describe('JVM symptoms', () => {
  it('an uncaught exception: its class and message, the runtime frames internal, the program frames with their class', () => {
    const p = parseSymptom(fixture('main_index_out_of_bounds.txt'));
    expect(p.exceptionTypes).toEqual(['IndexOutOfBoundsException']);
    expect(p.messages).toEqual(['Index 1 out of bounds for length 1']);
    expect(p.frames.filter((f) => f.internal).map((f) => f.qualifiedClass)).toEqual(['jdk.internal.util.Preconditions', 'jdk.internal.util.Preconditions', 'jdk.internal.util.Preconditions', 'java.util.Objects', 'java.util.ArrayList']);
    expect(own(p.frames)).toEqual([
      ['Cart.java', 23, 'Cart.item', 'com.acme.shop.core.Cart', 1],
      ['Main.java', 11, 'Main.main', 'com.acme.shop.app.Main', 0],
    ]);
  });

  it('Caused by: chains and `... N more` (the cause is the last block)', () => {
    const p = parseSymptom(readFileSync(fileURLToPath(new URL('../../fixtures/symptoms/java_stack.txt', import.meta.url)), 'utf8'));
    expect(p.exceptionTypes).toEqual(['IllegalStateException', 'NumberFormatException']);
    expect(own(p.frames).map((f) => [...f.slice(0, 3)])).toEqual([['App.java', 11, 'App.main'], ['App.java', 5, 'App.parse'], ['App.java', 9, 'App.main']]);
    expect(p.frames.filter((f) => !f.internal).map((f) => f.chain)).toEqual([0, 1, 1]);
  });

  it('Surefire 3: the failing tests by class and method, each exception with its frames, the summary lines', () => {
    const p = parseSymptom(fixture('surefire3_failures.txt'));
    expect(p.tests).toEqual(['com/acme/shop/core/CartTest.java::CartTest::firstItem', 'com/acme/shop/core/CartTest.java::CartTest::totalAddsPrices']);
    expect(p.exceptionTypes).toEqual(['IndexOutOfBoundsException', 'AssertionFailedError']);
    expect(p.messages).toEqual(['Index 0 out of bounds for length 0', 'expected: <700> but was: <750>', 'IndexOutOfBounds Index 0 out of bounds for length 0']);
    // JUnit's and the reflection frames are internal; the summary's `CartTest.totalAddsPrices:13` is a frame too.
    expect(own(p.frames).map((f) => [f[0], f[1], f[2]])).toEqual([
      ['Cart.java', 23, 'Cart.item'], ['CartTest.java', 19, 'CartTest.firstItem'], ['CartTest.java', 13, 'CartTest.totalAddsPrices'],
      ['CartTest.java', 13, 'CartTest.totalAddsPrices'], ['CartTest.java', 19, 'CartTest.firstItem'],
    ]);
  });

  it('Gradle test failures in the short format, a cause included', () => {
    // https://github.com/athkalia/Just-Another-Android-App/issues/55 and https://github.com/JesusFreke/smali/issues/537
    const a = parseSymptom([
      'com.example.lint.detectors.AndroidLogDetectorTest > test_detector_triggering FAILED',
      '    junit.framework.AssertionFailedError at AndroidLogDetectorTest.java:43',
      '',
      '4 tests completed, 1 failed',
      ':lint:test FAILED',
    ].join('\n'));
    expect(a.tests).toEqual(['com/example/lint/detectors/AndroidLogDetectorTest.java::AndroidLogDetectorTest::test_detector_triggering']);
    expect(a.exceptionTypes).toEqual(['AssertionFailedError']);
    expect(a.frames.map((f) => [f.path, f.line, f.qualifiedClass])).toEqual([['AndroidLogDetectorTest.java', 43, 'com.example.lint.detectors.AndroidLogDetectorTest']]);
    const b = parseSymptom([
      'org.jf.smalidea.dexlib.SmalideaMethodTest > testPackedSwitch FAILED',
      '    java.lang.RuntimeException',
      '        Caused by: java.lang.AssertionError at SmalideaMethodTest.java:373',
    ].join('\n'));
    expect(b.exceptionTypes).toEqual(['RuntimeException', 'AssertionError']);
    expect(b.frames.map((f) => [f.path, f.line, f.format, f.qualifiedClass])).toEqual([['SmalideaMethodTest.java', 373, 'java', 'org.jf.smalidea.dexlib.SmalideaMethodTest']]);
  });

  it('javac and Maven compiler diagnostics (Maven prints each twice: read once)', () => {
    expect(parseSymptom(fixture('javac_cannot_find_symbol.txt')).diagnostics).toEqual([
      { path: 'core/src/main/java/com/acme/shop/core/Cart.java', line: 11, severity: 'error', message: 'cannot find symbol', tool: 'javac' },
    ]);
    expect(parseSymptom(fixture('maven_compile_error.txt')).diagnostics).toEqual([
      { path: '/home/dev/shop/core/src/main/java/com/acme/shop/core/Cart.java', line: 11, col: 39, severity: 'error', message: 'cannot find symbol', tool: 'javac' },
    ]);
    expect(parseSymptom('e: file:///home/dev/shop/app/src/main/kotlin/Report.kt:6:40 Unresolved reference: sizes\n').diagnostics).toEqual([
      { path: '/home/dev/shop/app/src/main/kotlin/Report.kt', line: 6, col: 40, severity: 'error', message: 'Unresolved reference: sizes', tool: 'kotlinc' },
    ]);
  });

  it('frames with a class loader, a module or a jar, and frames without a line', () => {
    const p = parseSymptom([
      'java.lang.IllegalStateException: boom',
      '\tat app//com.acme.Shop.run(Shop.java:12) ~[shop-1.0.jar:1.0]',
      '\tat java.base@17.0.2/java.lang.Thread.run(Thread.java:833)',
      '\tat com.acme.Gen.call(Unknown Source)',
      '\tat com.acme.Shop.main(Shop.java)',
    ].join('\n'));
    // `(Unknown Source)` names no file: no frame.
    expect(p.frames.map((f) => [f.path, f.line, f.qualifiedClass, f.internal, f.order])).toEqual([
      ['Shop.java', 12, 'com.acme.Shop', false, 2], ['Thread.java', 833, 'java.lang.Thread', true, 1], ['Shop.java', undefined, 'com.acme.Shop', false, 0],
    ]);
  });
});
