/**
 * Adapter to the repository index (src/repo) and the installed packages (src/deps): what a slice computes on.
 *
 * A symptom usually comes from code the project runs, not only from its own files: the raise site of most errors a
 * user meets lies in an installed package. So the slice joins to the project index the packages that take part
 * (src/deps/participants.ts): those the frames point into, and, when nothing in the project itself can have raised
 * the error, those the project imports. Each package keeps its own index and literal table, cached by name, version
 * and content and shared across projects.
 */
import { existsSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { buildIndex, DEFAULT_EXCLUDED_DIRS } from '../repo/index.js';
import type { RepoIndex } from '../repo/types.js';
import { cacheDir } from '../store/paths.js';
import { loadPackageIndex, packageKey, type PackageIndex } from '../deps/cache.js';
import { composeIndex, type ComposedIndex, type ComposedPackage } from '../deps/compose.js';
import { resolveDependencyEnv } from './options.js';
import { participants, type Participant, MAX_PARTICIPANTS, topModule } from '../deps/participants.js';
import type { DependencyEnvironment, InstalledPackage } from '../deps/types.js';
import { prefetchDependencies, prefetchedDependencies } from '../deps/discover.js';
import { createHash } from 'node:crypto';
import { concatTables, loadLiteralTable, matchMessage, raiseSitesOf, type LiteralTable } from './literals.js';
import { PathResolver } from './resolve.js';
import { isProse } from './evidence/prose.js';
import type { ParsedSymptom } from './symptom/index.js';
import type { ManifestWarning } from './types.js';
import { isTestPath } from '../graph/tests.js';
import { sliceKey } from './cache.js';
import { LANGUAGES, discoverOptionsFor, installDirs, langOfEcosystem, packsInPlay } from '../languages/index.js';
import { postingsSink } from '../rank/keep.js';

/**
 * Returns the repository index of `root` (cached by the index layer; `noCache` rebuilds it). When the symptom's
 * frames name files the walk leaves out by default (`dist/`, `build/`: a library's built output, which is what its
 * users run), those directories are indexed too. With `lexical` (a symptom that will be ranked lexically), the
 * index's pass keeps the BM25F postings beside it (rank/keep.ts).
 */
export async function loadIndex(root: string, opts: { noCache?: boolean; symptom?: ParsedSymptom; lexical?: boolean } = {}): Promise<RepoIndex> {
  const sink = opts.lexical ? () => postingsSink({ noCache: opts.noCache }) : undefined;
  const index = await buildIndex(root, { noCache: opts.noCache, sink });
  const sy = opts.symptom;
  // Build output matters to a symptom that names files in it, or whose message must be found among its literals.
  const extra = sy ? [...new Set([...(sy.messages.length || sy.exceptionTypes.length ? [...excludedEntryDirs(index), ...excludedImportDirs(index)] : []), ...excludedFrameDirs(index, sy)])].sort() : [];
  return extra.length ? buildIndex(root, { noCache: opts.noCache, dependencyRoots: extra, sink }) : index;
}

/**
 * Returns the default-excluded directories (`dist/`, `build/`) that hold an entry point the root's manifest declares
 * (a language pack's `dependencies.declaredEntries`: package.json `main`, `module`, `exports`, `bin`): there the build
 * output is the code the package's users run.
 */
export function excludedEntryDirs(index: RepoIndex): string[] {
  const targets = LANGUAGES.flatMap((p) => p.dependencies?.declaredEntries?.(index.root) ?? []);
  const out: string[] = [];
  for (const t of targets) {
    const top = t.replace(/^\.\//, '').split('/')[0];
    if (!top || INSTALL_DIRS.has(top) || !(DEFAULT_EXCLUDED_DIRS as readonly string[]).includes(top)) continue;
    const dir = join(index.root, top);
    if (!out.includes(dir) && existsSync(dir)) out.push(dir);
  }
  return out;
}

/**
 * Returns the default-excluded directories that the repository's own code imports from (`require('../dist/cjs/x')`
 * in a package whose entry re-exports its build): the imports the walk left unresolved name them.
 */
export function excludedImportDirs(index: RepoIndex): string[] {
  const out: string[] = [];
  for (const u of index.unresolved) {
    if (!u.specifier.startsWith('.')) continue;
    const from = index.files[u.from]?.path ?? '';
    const target = posix.normalize(posix.join(posix.dirname(from), u.specifier));
    const top = target.split('/')[0];
    if (!top || top === '..' || INSTALL_DIRS.has(top) || !(DEFAULT_EXCLUDED_DIRS as readonly string[]).includes(top)) continue;
    const dir = join(index.root, top);
    if (!out.includes(dir) && existsSync(dir)) out.push(dir);
  }
  return out;
}

/** Directories of a package manager's installs (the packs' layouts) and git's: the packages taking part cover those. */
let installDirSet: Set<string> | undefined;
const INSTALL_DIRS = { has: (d: string): boolean => (installDirSet ??= new Set([...installDirs(), '.git'])).has(d) };

/**
 * Returns the default-excluded directories under the root that hold files the symptom's frames name (tried by the
 * frame path's trailing segments, longest first, after the root's own name when the path holds it), at most three.
 */
export function excludedFrameDirs(index: RepoIndex, symptom: ParsedSymptom): string[] {
  const out: string[] = [];
  const rootName = basename(index.root);
  for (const f of symptom.frames) {
    // Resolved frames too: a path through `dist/cjs/pkg/x.js` also matches a shorter `lib/pkg/x.js` by suffix.
    if (out.length >= 3 || f.internal || f.path.startsWith('<')) continue;
    const segs = f.path.split('/').filter(Boolean);
    const at = segs.lastIndexOf(rootName);
    const tails = at >= 0 ? [segs.slice(at + 1)] : [];
    for (let k = Math.min(segs.length - 1, 8); k >= 2; k--) tails.push(segs.slice(-k));
    for (const tail of tails) {
      const top = tail[0];
      if (!top || INSTALL_DIRS.has(top) || !(DEFAULT_EXCLUDED_DIRS as readonly string[]).includes(top)) continue;
      if (!existsSync(join(index.root, ...tail))) continue;
      const dir = join(index.root, top);
      if (!out.includes(dir)) out.push(dir);
      break;
    }
  }
  return out;
}

/**
 * Returns nothing; when planSliceIndex may list the installed packages for `symptom` (frames, a message or an error
 * class), starts ahead what that listing waits for (an interpreter's sys.path query, deps/discover.ts
 * prefetchDependencies), so that it runs beside the project's index instead of after it.
 */
export function prefetchSliceDependencies(abs: string, symptom: ParsedSymptom): void {
  const hasFrames = symptom.frames.some((f) => !f.internal && !f.path.startsWith('<'));
  if (hasFrames || symptom.messages.length || symptom.exceptionTypes.length) prefetchDependencies(abs);
}

/** The index a slice computes on: the project's, joined with the packages taking part. */
export interface SliceIndex {
  index: RepoIndex;
  /** Set when packages take part. */
  composed?: ComposedIndex;
  /** Returns the literal table over the whole index (the project's and each package's, each cached on its own). */
  literals: () => LiteralTable;
  warnings: ManifestWarning[];
}

/** Returns the literal-table cache file of a repository root. */
export function literalCacheFile(abs: string): string {
  return join(cacheDir('literals'), `${sliceKey({ root: abs })}.lit`);
}

/**
 * What a slice will compute on, decided before anything is loaded: `key` names the installed packages taking part
 * (their cache keys and the environment's package list) so that a slice cache hit needs no package index; `join()`
 * loads them and returns the joined index.
 */
export interface SliceIndexPlan {
  /** '' when no package takes part. */
  key: string;
  /**
   * True when no installed package can take part whatever is installed: the symptom points at none (no frame into
   * one, no message to look up in what the project imports). Such a slice depends on the project's files alone.
   */
  envFree: boolean;
  join(): Promise<SliceIndex>;
}

/**
 * Returns which installed packages a slice of `symptom` joins to the project's index, and their key, with the loading
 * deferred to `join()`. Packages take part when the symptom's frames point into them, or, for a symptom whose frames
 * do not show the raise, when the project's own code neither raises the error's class nor holds a literal of its
 * message (then the error came from code the project calls).
 */
export async function planSliceIndex(project: RepoIndex, symptom: ParsedSymptom, opts: { noCache?: boolean; env?: DependencyEnvironment; text?: string } = {}): Promise<SliceIndexPlan> {
  const abs = project.root;
  let projectTable: LiteralTable | undefined;
  const projectLiterals = (): LiteralTable => (projectTable ??= loadLiteralTable(abs, project.files, literalCacheFile(abs)));
  const plainIndex = (warnings: ManifestWarning[] = [], envFree = false): SliceIndexPlan => ({ key: '', envFree, join: async () => ({ index: project, literals: projectLiterals, warnings }) });
  const plain = plainIndex([], true);
  const hasFrames = symptom.frames.some((f) => !f.internal && !f.path.startsWith('<'));
  if (!hasFrames && !symptom.messages.length && !symptom.exceptionTypes.length) return plain;

  const resolver = new PathResolver(abs, project.files.map((f) => f.path));
  const framePaths: string[] = [];
  const focus: number[] = [];
  let raiseShown = false;
  const lastChain = Math.max(-1, ...symptom.frames.map((f) => f.chain));
  for (const f of symptom.frames) {
    if (f.internal || f.path.startsWith('<')) continue;
    const r = resolver.resolve(f.path, f.qualifiedClass);
    if (r.kind === 'ok') {
      const id = project.fileId(r.path);
      if (id !== undefined && !focus.includes(id)) focus.push(id);
      const innermost = !symptom.frames.some((g) => g.chain === f.chain && g.order > f.order);
      if (innermost && f.chain === lastChain && /^(?:raise|throw)\b/.test(f.source ?? '')) raiseShown = true;
    } else if (r.kind === 'none') framePaths.push(f.path);
  }
  if (raiseShown) return plain;
  // An issue's prose (mentions, a long text) is about the repository itself: its imports do not join on its word.
  const prose = symptom.frames.length === 0 && opts.text !== undefined && isProse(opts.text);
  const imports = !prose && !framePaths.length && (symptom.messages.length > 0 || symptom.exceptionTypes.length > 0) && !projectExplains(symptom, project, projectLiterals());

  let env: DependencyEnvironment;
  await prefetchedDependencies(); // what sliceFrom started before the index (an interpreter's answer) has come in
  try {
    // Asking an interpreter for its search path costs a process (cached per interpreter): only for the languages in
    // play (the project's files, the symptom's frames).
    env = resolveDependencyEnv(opts.env, abs, discoverOptionsFor(packsInPlay(project.stats.byLang, symptom.frames)));
  } catch (err) {
    return plainIndex([{ kind: 'dependency-discovery', path: abs, line: 0, detail: `installed packages could not be listed: ${(err as Error).message}` }]);
  }
  const warnings: ManifestWarning[] = env.warnings.map((w) => ({ kind: w.kind, path: w.path, line: 0, detail: w.detail }));
  const chosen = participants(env, project, { framePaths, focus, imports });
  // Frames into packages that are not installed here stay unresolved: seeding declares them (dependency-frame).
  // With neither such frames nor imports to follow, no package could have been chosen (participants.ts).
  if (!chosen.length) return plainIndex(warnings, !framePaths.length && !imports);
  // The key: each package's own (memoized per root), and the environment's package list (a transitive package
  // that was upgraded changes it too).
  const keys = new Map<string, string>();
  const keyOf = (pkg: InstalledPackage): string => {
    let k = keys.get(pkg.root);
    if (k === undefined) { try { k = packageKey(pkg); } catch { k = `${pkg.name}@${pkg.version}:unreadable`; } keys.set(pkg.root, k); }
    return k;
  };
  const envSig = createHash('sha1');
  for (const p of env.packages) envSig.update(`${p.ecosystem}\0${p.name}\0${p.version}\0${p.root}\0`);
  const key = createHash('sha1').update(JSON.stringify([chosen.map((c) => keyOf(c.pkg)), imports, envSig.digest('hex')])).digest('hex');
  return { key, envFree: false, join: () => joinPackages(project, env, chosen, imports, warnings, projectLiterals, keyOf, opts.noCache) };
}

/** Returns the project's index joined with the chosen packages (and, for `imports`, what they import in turn). */
async function joinPackages(
  project: RepoIndex, env: DependencyEnvironment, chosen: Participant[], imports: boolean, warnings: ManifestWarning[],
  projectLiterals: () => LiteralTable, keyOf: (pkg: InstalledPackage) => string, noCache: boolean | undefined,
): Promise<SliceIndex> {
  const plain: SliceIndex = { index: project, literals: projectLiterals, warnings };
  const loaded: { part: Participant; pi: PackageIndex }[] = [];
  const tryLoad = async (part: Participant): Promise<void> => {
    const { pkg } = part;
    try {
      const pi = await loadPackageIndex(pkg, { noCache, key: keyOf(pkg) });
      if (!pi.index.files.some((f) => f.lang !== 'other')) {
        warnings.push({ kind: 'no-sources', path: pkg.root, line: 0, detail: `${pkg.name} ${pkg.version}: no ${LANGUAGES.filter((p) => p.edgeClass === 'precise').map((p) => p.shortName).join('/')} sources (compiled modules only): its raise sites cannot be seen` });
        return;
      }
      loaded.push({ part, pi });
    } catch (err) {
      warnings.push({ kind: 'dependency-unreadable', path: pkg.root, line: 0, detail: `${pkg.name}: ${(err as Error).message}` });
    }
  };
  for (const part of chosen) await tryLoad(part);
  // One more step: what the packages the user's code calls import in turn (an error raised one library further down).
  if (imports) {
    const more = new Set<string>();
    for (const { pi } of loaded) {
      if (loaded.length + more.size >= MAX_PARTICIPANTS) break;
      const eco = pi.pkg.ecosystem;
      for (const f of pi.index.files) for (const spec of f.external) if (!spec.startsWith('node:') && !spec.startsWith('.')) more.add(topModule(spec, eco));
    }
    const transitive = participants(env, { ...project, files: [{ path: '', lang: langOfEcosystem(loaded[0]?.pi.pkg.ecosystem), size: 0, mtimeMs: 0, hash: '', tokens: 0, defs: [], dynamic: [], external: [...more].sort() }] } as RepoIndex, { framePaths: [], focus: [], imports: true });
    for (const t of transitive) {
      if (loaded.length >= MAX_PARTICIPANTS) break;
      if (loaded.some((l) => l.pi.pkg.root === t.pkg.root)) continue;
      await tryLoad({ ...t, why: 'transitive' });
    }
  }
  if (!loaded.length) return plain;
  const composed = composeIndex(project, loaded.map((l) => ({ pkg: l.pi.pkg, index: l.pi.index })));
  for (const { part, pi } of loaded) {
    const cp = composed.packages.find((p) => p.pkg.root === pi.pkg.root)!;
    const why = part.why === 'frame' ? 'frames of the symptom point into it' : part.why === 'import' ? `the project imports it (${part.importers} file(s)) and its own code does not explain the error` : 'a package the project\'s imports import';
    warnings.push({ kind: 'dependency-indexed', path: cp.prefix, line: 0, detail: `${pi.pkg.name} ${pi.pkg.version || '(version unknown)'} takes part: ${why}; ${pi.index.files.length} files, index cache ${pi.cache}` });
  }
  let table: LiteralTable | undefined;
  const literals = (): LiteralTable => (table ??= concatTables([
    { prefix: '', table: projectLiterals() },
    ...loaded.map(({ pi }) => ({ prefix: composed.packages.find((p) => p.pkg.root === pi.pkg.root)!.prefix, table: loadLiteralTable(pi.pkg.root, pi.index.files, join(cacheDir('deps'), `${pi.key}.lit`)) })),
  ]));
  return { index: composed.index, composed, literals, warnings };
}

/**
 * Returns true when the project's own code can explain the error: a literal of its message, or, for an error class
 * the project defines itself or a message that is only a value (`KeyError: 'x'`) or absent, a raise of that class.
 * A builtin class with a message of its own (`ValueError: invalid version`) needs the literal: most projects raise
 * ValueError somewhere.
 */
function projectExplains(symptom: ParsedSymptom, project: RepoIndex, table: LiteralTable): boolean {
  for (const msg of symptom.messages) {
    const hits = matchMessage(table, msg, { limit: 3, isTest: isTestPath });
    if (hits.some((h) => !isTestPath(h.path) && h.coverage >= 0.5)) return true;
  }
  const type = symptom.exceptionTypes[symptom.exceptionTypes.length - 1];
  if (!type) return false;
  const msg = symptom.messages[symptom.messages.length - 1]?.trim() ?? '';
  const valueOnly = !msg || /^(["'`]).*\1$|^-?\d+(?:\.\d+)?$/.test(msg);
  const defined = project.files.some((f) => !isTestPath(f.path) && f.defs.some((d) => d.kind === 'class' && (d.name === type || d.name.endsWith(`.${type}`))));
  return (defined || valueOnly) && raiseSitesOf(table, type).some((s) => !isTestPath(s.path));
}

export type { ComposedPackage };
