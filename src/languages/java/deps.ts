/**
 * The JVM's dependency layout, as far as the engine can use it: a dependency is a jar (Maven's local repository,
 * `~/.m2/repository/<group path>/<artifact>/<version>/`, or Gradle's cache, `$GRADLE_USER_HOME/caches/modules-2/
 * files-2.1/<group>/<artifact>/<version>/<hash>/`), compiled classes the index does not read. Its sources are a
 * `-sources.jar` beside it when the build fetched one (`mvn dependency:sources`, an IDE); nothing unpacks it.
 *
 * A stack frame names a class and a file name, never a path: a frame whose package the repository does not hold is
 * declared a dependency frame, with the jar when the frame prints it (logback's `~[name-1.2.jar:1.2]`) and where that
 * jar's sources jar is on this machine when it can be found from the frame's package (the group is a prefix of it).
 * @internal
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from '../../slice/symptom/types.js';
import { resolveDiscoverOptions } from '../../deps/options.js';

/** `name-1.2.3.jar` (a version starts with a digit). */
const JAR = /^(.+?)-(\d[\w.+-]*?)\.jar$/;

/** Returns the entries of folder `dir`, sorted, or [] when it cannot be read. */
function entries(dir: string): string[] {
  try { return readdirSync(dir).sort(); } catch { return []; }
}

/**
 * Returns the groups a jar of classes in package `pkg` may be published under, most specific first: every prefix of the
 * package of two parts or more, and each group one level below such a prefix (`com.fasterxml.jackson.core` for
 * `com.fasterxml.jackson.databind`), as `/`-separated folders.
 */
function candidateGroups(pkg: readonly string[], children: (group: string) => string[]): string[] {
  const out: string[] = [];
  for (let k = pkg.length; k >= 2; k--) {
    const group = pkg.slice(0, k).join('/');
    out.push(group, ...children(group).map((c) => `${group}/${c}`));
  }
  return [...new Set(out)];
}

/** Returns where the jar `artifact`-`version` and its sources jar are in the local caches, or undefined when no cache holds it. */
function findJar(artifact: string, version: string, pkg: readonly string[]): { jar: string; sources?: string } | undefined {
  const { maven, gradle } = resolveDiscoverOptions({}).jarCaches;
  for (const group of candidateGroups(pkg, (g) => entries(join(maven, g)))) {
    const dir = join(maven, group, artifact, version);
    const jar = join(dir, `${artifact}-${version}.jar`);
    if (!existsSync(jar)) continue;
    const sources = join(dir, `${artifact}-${version}-sources.jar`);
    return { jar, sources: existsSync(sources) ? sources : undefined };
  }
  // Gradle names a group's folder by its dotted name: its children are the groups that extend it.
  const groups = entries(gradle);
  for (const group of candidateGroups(pkg, (g) => groups.filter((e) => e.startsWith(`${g.split('/').join('.')}.`)).map((e) => e.slice(g.length + 1)))) {
    const dir = join(gradle, group.split('/').join('.'), artifact, version);
    const hashes = entries(dir);
    const at = (name: string): string | undefined => hashes.map((h) => join(dir, h, name)).find((p) => existsSync(p));
    const jar = at(`${artifact}-${version}.jar`);
    if (jar) return { jar, sources: at(`${artifact}-${version}-sources.jar`) };
  }
  return undefined;
}

/** Returns the dependency a JVM frame outside the repository's packages is declared in, with where its sources are. */
export function javaFrameDependency(frame: Frame, ownsFolder: (p: string) => boolean): { name: string; detail: string } | undefined {
  if (frame.format !== 'java' || !frame.qualifiedClass) return undefined;
  const pkg = frame.qualifiedClass.split('.').slice(0, -1);
  if (pkg.length < 2 || ownsFolder(pkg.join('/'))) return undefined;
  const where = `${frame.path}${frame.line ? `:${frame.line}` : ''}`;
  const jar = frame.container ? JAR.exec(frame.container) : null;
  if (!jar) {
    return {
      name: pkg.join('.'),
      detail: `frames of package ${pkg.join('.')} (${where}) are not in this repository: a dependency's classes, run from a jar the trace does not name; jars are not indexed (unpack the dependency's -sources.jar and slice that folder to follow them)`,
    };
  }
  const found = findJar(jar[1]!, jar[2]!, pkg);
  const sources = !found ? `not found in ~/.m2/repository or Gradle's cache on this machine`
    : found.sources ? `its sources jar is ${found.sources} (unpack it and slice that folder to follow them)`
      : `${found.jar} has no sources jar beside it (\`mvn dependency:sources\` fetches them)`;
  return { name: frame.container!, detail: `frames of package ${pkg.join('.')} (${where}) run from ${frame.container}, a dependency: jars are not indexed; ${sources}` };
}
