/**
 * The language registry: the one ordered list of language packs, and the lookups the engine makes through it. The
 * index, the graph, the slice and the dependency layer ask these functions; none of them names a language. Adding a
 * language is a folder under src/languages/ and one line in LANGUAGES (README.md in this folder says how).
 *
 * ```ts
 * import { LANGUAGES, langOfPath } from './languages/index.js';
 * LANGUAGES.map((p) => p.id);          // ['python', 'js', …]
 * langOfPath('pkg/mod.py');           // 'python'
 * ```
 * @internal
 */
import type { Lang } from '../repo/types.js';
import type { LangId } from '../parse/languages.js';
import type { Frame } from '../slice/symptom/types.js';
import type { DiscoverOptions } from '../deps/types.js';
import type { EdgeClass, FloorLanguage, FrameFormatSpec, ImportLexer, KernelLexer, LanguagePack, SymbolQueries } from './types.js';
import { floorLanguageOf, lexFloor } from './floor/floor.js';
import { python } from './python/index.js';
import { js } from './js/index.js';
import { go } from './go/index.js';
import { rust } from './rust/index.js';
import { java } from './java/index.js';
import { php } from './php/index.js';
import { floor } from './floor/index.js';

export type * from './types.js';

/** Every language pack, in the order their lookups are tried (first wins where two could answer). */
export const LANGUAGES: readonly LanguagePack[] = [python, js, go, rust, java, php, floor];

/** The file kind of everything no pack lexes precisely: recorded (size, hash, tokens), lexed only by the floor. */
export const OTHER: Lang = 'other';

// Lookups built once, on first use: a module that imports this one may be evaluated before the packs are.
interface Tables {
  byExt: Map<string, Lang>;
  packOfLang: Map<Lang, LanguagePack>;
  langs: Lang[];
  kernels: KernelLexer[];
  grammars: Map<string, LangId>;
  formats: Map<string, FrameFormatSpec>;
}
let tables: Tables | undefined;

function build(): Tables {
  const t: Tables = { byExt: new Map(), packOfLang: new Map(), langs: [], kernels: [], grammars: new Map(), formats: new Map() };
  for (const p of LANGUAGES) {
    for (const [ext, lang] of Object.entries(p.extensions)) {
      if (!t.byExt.has(ext)) t.byExt.set(ext, lang);
      if (!t.packOfLang.has(lang)) { t.packOfLang.set(lang, p); t.langs.push(lang); }
    }
    if (p.lexer?.kernel) t.kernels.push(p.lexer.kernel);
    for (const [ext, g] of Object.entries(p.syntax?.grammars ?? {})) if (!t.grammars.has(ext)) t.grammars.set(ext, g);
    for (const f of p.symptoms?.formats ?? []) if (!t.formats.has(f.format)) t.formats.set(f.format, f);
  }
  return t;
}

function tablesOf(): Tables {
  return (tables ??= build());
}

/** Returns the lower-case extension of a path's file name, with its dot ('' when none). */
export function extensionOf(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(dot).toLowerCase() : '';
}

/** Returns the file kind of `path` by its extension: a pack's, or `other`. */
export function langOfPath(path: string): Lang {
  return tablesOf().byExt.get(extensionOf(path)) ?? OTHER;
}

/** Returns the pack that lexes and resolves files of kind `lang`, or undefined (`other`). */
export function packOfLang(lang: Lang): LanguagePack | undefined {
  return tablesOf().packOfLang.get(lang);
}

/** Returns the lexer of files of kind `lang`, or undefined when none lexes them. */
export function lexerOfLang(lang: Lang): ImportLexer | undefined {
  return tablesOf().packOfLang.get(lang)?.lexer;
}

/** Returns every file kind the packs give, in registration order, then `other`. */
export function allLangs(): Lang[] {
  return [...tablesOf().langs, OTHER];
}

/** Returns the floor language of `path` (by its extension) and the pack declaring it, or undefined. */
export function floorOf(path: string): { pack: LanguagePack; lang: FloorLanguage } | undefined {
  for (const pack of LANGUAGES) {
    const lang = pack.floor ? floorLanguageOf(pack.floor, path) : undefined;
    if (lang) return { pack, lang };
  }
  return undefined;
}

const floorLexers = new WeakMap<FloorLanguage, ImportLexer>();
/** Returns the lexer of a file no pack lexes precisely but a floor language covers (by `path`), or undefined. */
export function floorLexerOf(path: string): ImportLexer | undefined {
  const f = floorOf(path);
  if (!f) return undefined;
  let lexer = floorLexers.get(f.lang);
  if (!lexer) { const lang = f.lang; lexer = { lex: (src) => lexFloor(src, lang) }; floorLexers.set(lang, lexer); }
  return lexer;
}

/** Returns the pack whose resolver reads a file at `path` of kind `lang`: its language's, or the floor's, or undefined. */
export function resolvingPackOf(path: string, lang: Lang): LanguagePack | undefined {
  return packOfLang(lang) ?? (lang === OTHER ? floorOf(path)?.pack : undefined);
}

/** Returns how a file's import edges were found: `precise` (its pack's resolver) or `floor` (a regex), or undefined. */
export function edgeClassOf(path: string, lang: Lang): EdgeClass | undefined {
  const pack = packOfLang(lang);
  if (pack) return pack.edgeClass;
  return lang === OTHER && floorOf(path) ? 'floor' : undefined;
}

/** Returns the wasm lexer kernels of all packs, in registration order. */
export function lexerKernels(): readonly KernelLexer[] {
  return tablesOf().kernels;
}

/**
 * Returns the name of the kernel whose input region a file of kind `lang` is read into: its lexer's kernel, or, for a
 * file no lexer reads, the first kernel's (which counts its UTF-16 length); undefined for a TypeScript lexer's files.
 */
export function inputKernelOf(lang: Lang): string | undefined {
  const lexer = lexerOfLang(lang);
  return lexer ? lexer.kernel?.name : tablesOf().kernels[0]?.name;
}

/** Returns the kernel named `name` (`pylex`), or undefined. */
export function lexerKernel(name: string): KernelLexer | undefined {
  return tablesOf().kernels.find((k) => k.name === name);
}

/** Returns true when a change of `path` can change how other files' imports resolve (a pack's config file). */
export function isConfigFile(path: string): boolean {
  return LANGUAGES.some((p) => p.configFiles?.test(path) ?? false);
}

/** Returns true when `path` is a file of a pack whose files are never build output (languages/types.ts neverBuildOutput). */
export function isNeverBuildOutput(path: string): boolean {
  return packOfLang(langOfPath(path))?.neverBuildOutput === true;
}

/** Returns the directory names the packs' dependency layouts keep out of a walk (installs, caches), in pack order. */
export function excludedDependencyDirs(): string[] {
  return LANGUAGES.flatMap((p) => p.dependencies?.excludedDirs ?? []);
}

/** Returns the directory names package managers install into inside a project, over all packs. */
export function installDirs(): string[] {
  return LANGUAGES.flatMap((p) => p.dependencies?.installDirs ?? []);
}

/**
 * Returns the root of the installed package holding absolute `p` (`/`-separated), by the innermost install location
 * any pack recognizes that holds a root, or null.
 */
export function installedPackageRootOf(p: string): string | null {
  let best: { at: number; root: string | null } | null = null;
  for (const pack of LANGUAGES) {
    const r = pack.dependencies?.packageRootOf?.(p);
    if (r && r.root !== null && (!best || r.at > best.at)) best = r;
  }
  return best?.root ?? null;
}

/** Returns the directory names whose children are installed packages, over all packs. */
export function installRootDirs(): string[] {
  return LANGUAGES.flatMap((p) => p.dependencies?.installRoots ?? []);
}

/** Returns the extensions of packages installed as one file (`.py`), over all packs. */
export function singleFileModuleExtensions(): string[] {
  return LANGUAGES.flatMap((p) => (p.dependencies?.singleFileModule ? [p.dependencies.singleFileModule] : []));
}

/**
 * Returns the innermost install location in a path's segments that any pack recognizes (languages/types.ts
 * DependencyLayout.installedCopyOf), or null.
 */
export function installedCopyOf(segs: readonly string[], root: string): { at: number; dirs: readonly string[]; own: boolean } | null {
  let best: { at: number; dirs: readonly string[]; own: boolean } | null = null;
  for (const p of LANGUAGES) {
    const c = p.dependencies?.installedCopyOf?.(segs, root);
    if (c && (!best || c.at > best.at)) best = c;
  }
  return best;
}

/** Returns the repo-relative path a symptom's `printed` path means in a language's own terms, by the first pack that knows. */
export function repoPathOf(printed: string, root: string): string | undefined {
  for (const pack of LANGUAGES) {
    const r = pack.repoPathOf?.(printed, root);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** Returns the root of the installed package a frame's path lies in by its shape, by the first pack that knows. */
export function frameRootOf(p: string): string | undefined {
  for (const pack of LANGUAGES) {
    const r = pack.dependencies?.frameRootOf?.(p);
    if (r) return r;
  }
  return undefined;
}

/** Returns the dependency a frame that resolved to nothing is declared to be in, by the first pack that knows. */
export function frameDependencyOf(frame: Frame, ownsFolder: (p: string) => boolean): { name: string; detail: string } | undefined {
  for (const pack of LANGUAGES) {
    const r = pack.dependencies?.frameDependency?.(frame, ownsFolder);
    if (r) return r;
  }
  return undefined;
}

/** Returns true when a frame's path lies in an installed package or a runtime's own library, by some pack's layout. */
export function isInstalledFramePath(p: string): boolean {
  return LANGUAGES.some((pack) => pack.dependencies?.installedFramePath?.test(p) ?? false);
}

/** Returns the import names of the top-level packages the files of `paths` declare (by the packs' layouts), in path order. */
export function topLevelPackages(paths: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const packs = LANGUAGES.filter((pack) => pack.dependencies?.topLevelPackageOf);
  for (const p of paths) {
    for (const pack of packs) {
      const name = pack.dependencies!.topLevelPackageOf!(p, paths);
      if (name !== undefined) out.add(name);
    }
  }
  return out;
}

/** Returns the files that may define module path `rel` (`a/b` of `a.b`), in the packs' order (`a/b.py`, `a/b/__init__.py`, …). */
export function moduleFileCandidates(rel: string): string[] {
  return LANGUAGES.flatMap((p) => (p.syntax?.moduleFileSuffixes ?? []).map((s) => rel + s));
}

/** Returns the name of the module by which a package re-exports its API (`__init__`) when `path` is one, else undefined. */
export function reexportingModuleOf(path: string): string | undefined {
  return LANGUAGES.find((p) => p.syntax?.reexportingModule?.file.test(path))?.syntax?.reexportingModule?.name;
}

let raisers: RegExp | null | undefined;

/** Returns a regex of the lines calling a runtime where it raises by itself, over all packs, or null when none declares one. */
export function runtimeRaisers(): RegExp | null {
  if (raisers === undefined) {
    const srcs = LANGUAGES.flatMap((p) => (p.symptoms?.runtimeRaisers ? [p.symptoms.runtimeRaisers] : []));
    raisers = srcs.length === 0 ? null : srcs.length === 1 ? srcs[0]! : new RegExp(srcs.map((r) => r.source).join('|'));
  }
  return raisers;
}

/** Returns true when `base` (a file name) is a test file by some pack's convention. */
export function isTestFileName(base: string): boolean {
  return LANGUAGES.some((p) => p.tests?.fileName.test(base) ?? false);
}

/** Returns the stem of the source file the test file `base` is named after, by the first pack that knows, or undefined. */
export function testSubjectOf(base: string): string | undefined {
  for (const p of LANGUAGES) {
    const s = p.tests?.subjectOf(base);
    if (s !== undefined) return s;
  }
  return undefined;
}

/** Returns true when `stem` names a package's entry module (`__init__`, `index`): never a test's subject. */
export function isEntryStem(stem: string): boolean {
  return LANGUAGES.some((p) => p.tests?.entryStems?.includes(stem) ?? false);
}

/** Returns true when `name` is a method that instantiating a class runs in some language (`__init__`, `constructor`). */
export function isConstructorName(name: string): boolean {
  return LANGUAGES.some((p) => p.syntax?.constructorNames?.includes(name) ?? false);
}

/** Returns the files an unresolved import of `importer` with `reason` may have meant, by the pack that said so. */
export function unresolvedCandidates(importer: string, reason: string): string[] | undefined {
  for (const p of LANGUAGES) {
    const c = p.unresolvedCandidates?.(importer, reason);
    if (c) return c;
  }
  return undefined;
}

/** Returns the tree-sitter grammar of `path` by its extension, or undefined. */
export function grammarOfPath(path: string): LangId | undefined {
  return tablesOf().grammars.get(extensionOf(path));
}

/** Returns the symbol queries of grammar `lang` (the pack whose grammar it is), or undefined. */
export function grammarSymbolQueries(lang: LangId): SymbolQueries | undefined {
  return LANGUAGES.find((p) => p.syntax?.symbols && Object.values(p.syntax.grammars).includes(lang))?.syntax?.symbols;
}

/** Returns the extensions of the grammars that have symbol queries, in registration order (for messages). */
export function symbolQueryGrammars(): string[] {
  return LANGUAGES.flatMap((p) => (p.syntax?.symbols ? Object.keys(p.syntax.grammars) : []));
}

/** Returns the extensions a grammar covers, in registration order (for messages). */
export function grammarExtensions(): string[] {
  return [...tablesOf().grammars.keys()];
}

/** Returns how frames of `format` read (the packs' declaration), or undefined for a format no pack declares. */
export function frameFormat(format: string): FrameFormatSpec | undefined {
  return tablesOf().formats.get(format);
}

/**
 * Returns the packs that take part in a slice: the project holds their files (`byLang`, the index's counts) or the
 * symptom's frames are theirs (by path or by format).
 */
export function packsInPlay(byLang: Readonly<Record<string, number>>, frames: readonly Frame[]): LanguagePack[] {
  return LANGUAGES.filter((p) => {
    if (p.dependencies?.inPlay?.(byLang, frames)) return true;
    const formats = p.symptoms?.formats ?? [];
    return formats.length > 0 && frames.some((f) => formats.some((s) => s.format === f.format));
  });
}

/** Returns a file kind of the pack whose installed packages are of `ecosystem` (its first), or `other`. */
export function langOfEcosystem(ecosystem: string | undefined): Lang {
  const pack = LANGUAGES.find((p) => p.dependencies?.ecosystem === ecosystem);
  return (pack && Object.values(pack.extensions)[0]) ?? OTHER;
}

/** Returns the ecosystem of the installed packages files of kind `lang` import, or undefined. */
export function ecosystemOfLang(lang: Lang): string | undefined {
  return packOfLang(lang)?.dependencies?.ecosystem;
}

/** Returns the dependency-discovery options for a slice in which only the packs `inPlay` take part. */
export function discoverOptionsFor(inPlay: readonly LanguagePack[]): DiscoverOptions {
  let o: DiscoverOptions = {};
  for (const p of LANGUAGES) if (!inPlay.includes(p) && p.dependencies?.notInPlayOptions) o = { ...o, ...p.dependencies.notInPlayOptions };
  return o;
}
