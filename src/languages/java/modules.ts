/**
 * The modules of a Maven or Gradle build, as far as resolution needs them: which folder is a module (a `pom.xml`, a
 * `build.gradle(.kts)`, a `<modules>` entry, an `include` of `settings.gradle(.kts)`), its Maven artifactId, and the
 * other modules of the same build it depends on (`<dependency><artifactId>` naming a sibling's artifactId; Gradle's
 * `project(':a:b')`). Build files are read with patterns, not evaluated: a dependency computed by a script is not seen.
 * @internal
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dirOf, joinRel } from '../../repo/paths.js';

/** One module of a build. */
export interface BuildModule {
  /** Its folder, repo-relative (`''` at the root). */
  dir: string;
  /** Maven's artifactId (`''` for a Gradle module or a pom without one). */
  artifactId: string;
  /** Folders of the modules it names as dependencies (resolved after every build file is read). */
  deps: string[];
  /** What it names: Maven artifactIds, Gradle project folders. */
  depArtifacts: string[];
  depDirs: string[];
}

const POM = /(?:^|\/)pom\.xml$/;
const GRADLE_BUILD = /(?:^|\/)build\.gradle(?:\.kts)?$/;
const GRADLE_SETTINGS = /(?:^|\/)settings\.gradle(?:\.kts)?$/;

/** Returns true for a build file that defines modules (resolve.ts reads them; a change resolves every file again). */
export function isBuildFile(path: string): boolean {
  return POM.test(path) || GRADLE_BUILD.test(path) || GRADLE_SETTINGS.test(path);
}

/** Returns a file's text, or '' when it cannot be read (a warning is the caller's). */
function readText(root: string, rel: string, warn: (m: string) => void): string {
  try {
    return readFileSync(join(root, rel), 'utf8');
  } catch (e) {
    warn(`${rel}: unreadable (${(e as Error).message}); its modules are not known`);
    return '';
  }
}

/** Returns `xml` without comments and the elements named (their whole content). */
function without(xml: string, names: readonly string[]): string {
  let out = xml.replace(/<!--[\s\S]*?-->/g, '');
  for (const name of names) out = out.replace(new RegExp(`<${name}\\b[^>]*>[\\s\\S]*?</${name}>`, 'g'), '');
  return out;
}

/** Returns the text of every `<tag>` element in `xml`, trimmed. */
function elements(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`, 'g'))].map((m) => m[1]!);
}

/** Returns the module a `pom.xml` (repo-relative) declares, with its sub-module folders. */
function readPom(root: string, rel: string, warn: (m: string) => void): { module: BuildModule; children: string[] } {
  const dir = dirOf(rel);
  const xml = readText(root, rel, warn);
  const own = without(xml, ['parent', 'dependencyManagement', 'dependencies', 'build', 'profiles', 'reporting', 'modules', 'licenses', 'developers', 'contributors']);
  const deps = without(xml, ['dependencyManagement', 'parent', 'plugins', 'pluginManagement']);
  const depArtifacts = [...deps.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].flatMap((m) => elements(m[1]!, 'artifactId'));
  const children = elements(xml.replace(/<!--[\s\S]*?-->/g, ''), 'module').map((m) => joinRel(dir, m)).filter((d): d is string => d !== null);
  return { module: { dir, artifactId: elements(own, 'artifactId')[0] ?? '', deps: [], depArtifacts, depDirs: [] }, children };
}

/** Returns `:a:b` (a Gradle project path) as the folder `a/b`. */
const projectDir = (path: string): string => path.replace(/^:/, '').split(':').join('/');

/** Returns the Gradle module of a `build.gradle(.kts)` (repo-relative): the projects it depends on. */
function readGradleBuild(root: string, rel: string, warn: (m: string) => void): BuildModule {
  const text = readText(root, rel, warn).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const depDirs = [...text.matchAll(/\bproject\s*\(\s*(?:path\s*[:=]\s*)?["']([^"']+)["']/g)].map((m) => projectDir(m[1]!));
  return { dir: dirOf(rel), artifactId: '', deps: [], depArtifacts: [], depDirs };
}

/** Returns the module folders a `settings.gradle(.kts)` includes. */
function readGradleSettings(root: string, rel: string, warn: (m: string) => void): string[] {
  const text = readText(root, rel, warn).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of text.matchAll(/\binclude\s*\(?([^\n)]*)/g)) {
    for (const q of m[1]!.matchAll(/["']([^"']+)["']/g)) {
      const d = joinRel(dirOf(rel), projectDir(q[1]!));
      if (d !== null) out.push(d);
    }
  }
  return out;
}

/**
 * Returns the modules of the builds among repo-relative `paths` (every folder with a build file, and every folder a
 * `<modules>` list or a settings `include` names), deepest folder first, each with the folders of the modules it
 * depends on.
 */
export function readModules(root: string, paths: readonly string[], warn: (m: string) => void): BuildModule[] {
  const byDir = new Map<string, BuildModule>();
  const named = new Set<string>();
  const add = (m: BuildModule): void => {
    const had = byDir.get(m.dir);
    if (!had) { byDir.set(m.dir, m); return; }
    had.artifactId ||= m.artifactId;
    had.depArtifacts.push(...m.depArtifacts);
    had.depDirs.push(...m.depDirs);
  };
  for (const p of paths) {
    if (POM.test(p)) { const r = readPom(root, p, warn); add(r.module); r.children.forEach((c) => named.add(c)); }
    else if (GRADLE_BUILD.test(p)) add(readGradleBuild(root, p, warn));
    else if (GRADLE_SETTINGS.test(p)) readGradleSettings(root, p, warn).forEach((c) => named.add(c));
  }
  for (const d of named) if (!byDir.has(d)) add({ dir: d, artifactId: '', deps: [], depArtifacts: [], depDirs: [] });
  const byArtifact = new Map<string, string>();
  for (const m of byDir.values()) if (m.artifactId && !byArtifact.has(m.artifactId)) byArtifact.set(m.artifactId, m.dir);
  for (const m of byDir.values()) {
    const deps = [...m.depArtifacts.map((a) => byArtifact.get(a)), ...m.depDirs].filter((d): d is string => d !== undefined && d !== m.dir && byDir.has(d));
    m.deps = [...new Set(deps)];
  }
  return [...byDir.values()].sort((a, b) => b.dir.length - a.dir.length || (a.dir < b.dir ? -1 : 1));
}
