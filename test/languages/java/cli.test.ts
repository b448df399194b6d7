// Java through the CLI (built dist/, as a subprocess): ck index, graph, slice, symbols and skeleton on the javaproj
// fixture; a real trace and a real Surefire report sliced; frames of dependency jars declared, with where the jar's
// sources jar is in a Maven repository and a Gradle cache.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../../helpers/cli.js';
import { writeFiles } from '../../helpers/repo.js';

const JAVAPROJ = fileURLToPath(new URL('../../fixtures/repos/javaproj', import.meta.url));
const symptom = (name: string): string => fileURLToPath(new URL(`../../fixtures/symptoms/java/${name}`, import.meta.url));
const CORE = 'core/src/main/java/com/acme/shop/core';
const APP = 'app/src/main/java/com/acme/shop/app';

/** Returns a fresh copy of the javaproj fixture. */
function shop(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-jshop-'));
  cpSync(JAVAPROJ, root, { recursive: true });
  return root;
}

interface Manifest { seeds: { path: string; line: number }[]; files: { path: string; role: string; edges?: string }[]; warnings: { kind: string; path: string; detail: string }[] }
const slice = (root: string, file: string, env = isolatedEnv()): Manifest => {
  const r = runCli(['slice', root, '--symptom-file', file, '--format', 'json', '--budget', '30000'], { env });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Manifest;
};

describe('Java through the CLI', () => {
  it('index and graph: classes resolve across modules; a class is imported by the other module, a Kotlin file and its test', () => {
    const root = shop();
    const env = isolatedEnv();
    const ix = JSON.parse(runCli(['index', root, '--json'], { env }).stdout);
    expect(ix.byLang).toMatchObject({ java: 7, kotlin: 1 });
    expect(ix.edgesByKind).toEqual({ static: 11, 'dynamic-const': 1 });
    const g = runCli(['graph', root, '--from', `${CORE}/Cart.java`, '--reverse', '--depth', '1'], { env }).stdout;
    for (const p of [`${APP}/Main.java`, `${APP}/Receipt.java`, 'app/src/main/kotlin/com/acme/shop/app/Report.kt', 'core/src/test/java/com/acme/shop/core/CartTest.java']) expect(g).toContain(p);
  });

  it('slice: a real trace seeds the raise frame then its caller, with what they import and the test of the class', () => {
    const m = slice(shop(), symptom('main_index_out_of_bounds.txt'));
    expect(m.seeds.slice(0, 2).map((s) => `${s.path}:${s.line}`)).toEqual([`${CORE}/Cart.java:23`, `${APP}/Main.java:11`]);
    const roles = Object.fromEntries(m.files.map((f) => [f.path, f.role]));
    expect(roles).toMatchObject({ [`${CORE}/Item.java`]: 'dependency', [`${CORE}/Money.java`]: 'dependency', 'core/src/test/java/com/acme/shop/core/CartTest.java': 'test' });
    expect(m.files.every((f) => f.edges === 'precise')).toBe(true);
  });

  it('slice: a Surefire report seeds the failing tests and the code they call', () => {
    const m = slice(shop(), symptom('surefire3_failures.txt'));
    const seeds = [...new Set(m.seeds.map((s) => s.path))];
    expect(seeds.slice(0, 2).sort()).toEqual([`${CORE}/Cart.java`, 'core/src/test/java/com/acme/shop/core/CartTest.java']);
  });

  it('symbols and skeleton of a Java file', () => {
    const root = shop();
    const s = JSON.parse(runCli(['symbols', join(root, CORE, 'Cart.java'), '--name', 'Cart.item', '--format', 'json']).stdout);
    expect(s.ranges.map((x: { name: string; start: number; end: number }) => [x.name, x.start, x.end])).toEqual([['Cart', 7, 7], ['Cart.item', 22, 24]]);
    const k = JSON.parse(runCli(['skeleton', join(root, CORE, 'Cart.java'), '--format', 'json']).stdout);
    expect(k.text).toContain('public Item item(int index) { /* … lines 22-24 */ }');
  });

  it('frames of dependency jars are declared, with the sources jar found in the Maven repository or the Gradle cache', () => {
    const home = mkdtempSync(join(tmpdir(), 'ck-jhome-'));
    // The jar's group (com.fasterxml.jackson.core) is not a prefix of its classes' package (…jackson.databind).
    writeFiles(join(home, '.m2/repository/com/fasterxml/jackson/core/jackson-databind/2.15.2'), { 'jackson-databind-2.15.2.jar': '', 'jackson-databind-2.15.2-sources.jar': '' });
    writeFiles(join(home, '.gradle/caches/modules-2/files-2.1/org.yaml/snakeyaml/2.2/5f1e'), { 'snakeyaml-2.2.jar': '' });
    const trace = [
      'com.fasterxml.jackson.databind.exc.InvalidDefinitionException: Cannot construct instance of `com.acme.shop.core.Item`',
      '\tat com.fasterxml.jackson.databind.exc.InvalidDefinitionException.from(InvalidDefinitionException.java:67) ~[jackson-databind-2.15.2.jar:2.15.2]',
      '\tat org.yaml.snakeyaml.Yaml.load(Yaml.java:10) ~[snakeyaml-2.2.jar:?]',
      '\tat org.other.Lib.call(Lib.java:5)',
      '\tat com.acme.shop.core.Cart.item(Cart.java:23) ~[shop-core-1.0.jar:1.0]',
      '\tat com.acme.shop.app.Main.main(Main.java:11) ~[shop-app-1.0.jar:1.0]',
    ].join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'ck-jtrace-'));
    writeFiles(dir, { 'trace.txt': trace });
    const m = slice(shop(), join(dir, 'trace.txt'), isolatedEnv({ HOME: home, GRADLE_USER_HOME: join(home, '.gradle') }));
    expect(m.seeds.slice(0, 2).map((s) => `${s.path}:${s.line}`)).toEqual([`${CORE}/Cart.java:23`, `${APP}/Main.java:11`]);
    const deps = m.warnings.filter((w) => w.kind === 'dependency-frame');
    expect(deps.map((w) => w.path)).toEqual(['jackson-databind-2.15.2.jar', 'snakeyaml-2.2.jar', 'org.other']);
    expect(deps[0]!.detail).toContain(join(home, '.m2/repository/com/fasterxml/jackson/core/jackson-databind/2.15.2/jackson-databind-2.15.2-sources.jar'));
    expect(deps[1]!.detail).toContain('snakeyaml-2.2.jar has no sources jar beside it');
    expect(deps[2]!.detail).toContain('a jar the trace does not name');
  });

  it('a framework trace through many dependencies declares the first five, then one warning for the rest', () => {
    const pkgs = ['org.a.web', 'org.b.servlet', 'org.c.filter', 'org.d.proxy', 'org.e.aop', 'org.f.tx', 'org.g.jdbc'];
    const trace = ['java.lang.IllegalStateException: no cart', '\tat com.acme.shop.core.Cart.item(Cart.java:23)', ...pkgs.map((p, i) => `\tat ${p}.Step.run(Step.java:${i + 1})`)].join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'ck-jtrace-'));
    writeFiles(dir, { 'trace.txt': trace });
    const deps = slice(shop(), join(dir, 'trace.txt')).warnings.filter((w) => w.kind === 'dependency-frame');
    expect(deps.map((w) => w.path)).toEqual([...pkgs.slice(0, 5), 'org.f.tx']);
    expect(deps[5]!.detail).toBe('frames of 2 more dependencies are not in this repository either: org.f.tx, org.g.jdbc');
  });
});
