// Java and Kotlin resolution through the index (src/languages/java/resolve.ts): the javaproj fixture (a Maven build
// of two modules, Java and Kotlin sources, a static import, an on-demand import, a literal Class.forName) and a
// Gradle build in which two modules declare the same class.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList, edgesAcrossEdit } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';
import { isTestFileName, testSubjectOf } from '../../../src/languages/index.js';

const JAVAPROJ = fileURLToPath(new URL('../../fixtures/repos/javaproj', import.meta.url));
const APP = 'app/src/main/java/com/acme/shop/app';
const CORE = 'core/src/main/java/com/acme/shop/core';

describe('Java resolution', () => {
  it('resolves by package and class across modules: imports, static and on-demand imports, same-package names, literal class loads', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-javaproj-'));
    cpSync(JAVAPROJ, root, { recursive: true });
    const ix = await buildIndex(root, { noCache: true });
    expect(ix.stats.byLang).toMatchObject({ java: 7, kotlin: 1 });
    expect(edgeList(ix)).toEqual([
      `${APP}/Main.java -> ${APP}/Plugins.java (static)`, // same package, no import
      `${APP}/Main.java -> ${CORE}/Cart.java (static)`,
      `${APP}/Main.java -> ${CORE}/Money.java (static)`, // import static …Money.of
      `${APP}/Plugins.java -> ${CORE}/Money.java (dynamic-const)`, // Class.forName("com.acme.shop.core.Money")
      // import com.acme.shop.core.*: every type of the package in main sources, not the test class of that package.
      `${APP}/Receipt.java -> ${CORE}/Cart.java (static)`,
      `${APP}/Receipt.java -> ${CORE}/Item.java (static)`,
      `${APP}/Receipt.java -> ${CORE}/Money.java (static)`,
      `app/src/main/kotlin/com/acme/shop/app/Report.kt -> ${CORE}/Cart.java (static)`,
      `${CORE}/Cart.java -> ${CORE}/Item.java (static)`,
      `${CORE}/Cart.java -> ${CORE}/Money.java (static)`,
      `${CORE}/Item.java -> ${CORE}/Money.java (static)`,
      `core/src/test/java/com/acme/shop/core/CartTest.java -> ${CORE}/Cart.java (static)`,
    ]);
    expect(edgeList(ix, 'static').filter((e) => e.startsWith(`${APP}/Main.java`))).toEqual([
      `${APP}/Main.java:10 -> ${APP}/Plugins.java`, `${APP}/Main.java:3 -> ${CORE}/Cart.java`, `${APP}/Main.java:4 -> ${CORE}/Money.java`,
    ]);
    expect(ix.unresolved).toEqual([]);
    expect(ix.files[ix.fileId(`${CORE}/Cart.java`)!]!.external).toEqual(['java.util.ArrayList', 'java.util.List']);
  });

  it('of two modules declaring one class, the importer sees its own module, then the modules it depends on; a missing class of a repository package is unresolved', async () => {
    const root = tempRepo('ck-gradle-', {
      'settings.gradle': "include 'api', 'impl', 'tool'\n",
      'api/build.gradle': '',
      'api/src/main/java/org/x/api/Config.java': 'package org.x.api;\npublic class Config {}\n',
      'impl/build.gradle': "dependencies { implementation project(':api') }\n",
      'impl/src/main/java/org/x/api/Config.java': 'package org.x.api;\npublic class Config { /* impl copy */ }\n',
      'impl/src/main/java/org/x/impl/Engine.java': 'package org.x.impl;\nimport org.x.api.Config;\nimport org.x.api.Gone;\nclass Engine { Config c; }\n',
      'tool/build.gradle.kts': 'dependencies { implementation(project(":api")) }\n',
      'tool/src/main/java/org/x/tool/Cli.java': 'package org.x.tool;\nimport org.x.api.*;\nimport org.x.api.Config.Nested;\nclass Cli { Config c; }\n',
    });
    const ix = await buildIndex(root, { noCache: true });
    expect(edgeList(ix)).toEqual([
      'impl/src/main/java/org/x/impl/Engine.java -> impl/src/main/java/org/x/api/Config.java (static)',
      'tool/src/main/java/org/x/tool/Cli.java -> api/src/main/java/org/x/api/Config.java (static)',
    ]);
    expect(ix.unresolved.map((u) => [ix.files[u.from]!.path, u.specifier, u.reason])).toEqual([
      ['impl/src/main/java/org/x/impl/Engine.java', 'org.x.api.Gone', 'no class Gone in package org.x.api (expected at api/src/main/java/org/x/api/Gone.java)'],
    ]);
  });

  it('an incremental index resolves again the files a class move concerns: its package and the files importing it', async () => {
    const { before, later } = await edgesAcrossEdit('ck-javamove-', {
      'src/main/java/p/A.java': 'package p;\n\nclass A { int f() { return new Helper().g(); } }\n',
      'src/main/java/p/B.java': 'package p;\n\nclass B {}\n\nclass Helper { int g() { return 1; } }\n',
      'src/main/java/p/C.java': 'package p;\n\nclass C {}\n',
      'src/main/java/q/D.java': 'package q;\n\nimport p.Helper;\n\nclass D { Helper h; }\n',
      'src/main/java/q/E.java': 'package q;\n\nclass E {}\n',
    }, {
      // Helper moves from B.java to C.java; A.java and D.java, which name it, are unchanged.
      'src/main/java/p/B.java': 'package p;\n\nclass B {}\n',
      'src/main/java/p/C.java': 'package p;\n\nclass C {}\n\nclass Helper { int g() { return 1; } }\n',
    });
    expect(before).toEqual([
      'src/main/java/p/A.java -> src/main/java/p/B.java (static)',
      'src/main/java/q/D.java -> src/main/java/p/B.java (static)',
    ]);
    expect(later.stats.cache).toBe('partial');
    expect(edgeList(later)).toEqual([
      'src/main/java/p/A.java -> src/main/java/p/C.java (static)',
      'src/main/java/q/D.java -> src/main/java/p/C.java (static)',
    ]);
    expect(later.stats.relexed).toBe(2);
  });

  it('test files by the names Surefire and Failsafe run, each with the class it tests', () => {
    const names = ['CartTest.java', 'CartTests.java', 'CartIT.java', 'CartITCase.java', 'CartTestCase.java', 'TestCart.java', 'CartTest.kt'];
    expect(names.map((n) => [isTestFileName(n), testSubjectOf(n)])).toEqual(names.map(() => [true, 'Cart']));
    expect(['Cart.java', 'Testing.java', 'Contest.java'].map(isTestFileName)).toEqual([false, false, false]);
  });
});
