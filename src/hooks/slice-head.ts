/**
 * What the hooks that hand the model a slice share (the prompt hook for a pasted symptom, the ambient slice for a
 * failing tool output): is the repository worth slicing, the slice itself within a time limit, and the manifest head
 * printed as a short block. The slice backend is loaded on first use and stays loaded in a warm hook server.
 */
import { readdirSync, existsSync, realpathSync, statSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { cacheDir, stateDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
import { claimMarker } from '../store/private.js';
import { errorLine, hookLog, type LogLevel } from '../store/log.js';
import { formatTokens } from '../tokens.js';
import { importOperator } from './lazy.js';
import { requireWithCodeCache } from '../runtime/code-cache.js';

const SOURCE_EXT = /\.(py|pyi|js|mjs|cjs|jsx|ts|tsx|mts|cts|go|rs|java|kt|rb|php|c|cc|cpp|h|hpp|cs|swift|scala)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'build', '__pycache__', '.venv', 'venv', '.tox', 'target', '.mypy_cache']);

/** Returns true when `root` holds at least `min` source files (a bounded walk that stops as soon as it knows). */
export function hasAtLeastSourceFiles(root: string, min: number, maxDirs = 5000): boolean {
  let count = 0;
  let dirs = 0;
  const stack = [root];
  while (stack.length > 0 && dirs < maxDirs) {
    const dir = stack.pop()!;
    dirs++;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) stack.push(join(dir, e.name));
      } else if (e.isFile() && SOURCE_EXT.test(e.name) && ++count >= min) {
        return true;
      }
    }
  }
  return false;
}

/** The parts of a slice manifest (DESIGN.md, version 1) the hooks print. */
export interface ManifestHead {
  operator?: string;
  scanned?: { files?: number; tokens?: number };
  budget?: { requested?: string | number; resolved?: number; fits?: boolean; note?: string };
  seeds?: { path: string; line?: number; why?: string }[];
  files?: { path: string; role?: string; tier?: string; ranges?: number[][]; tokens?: number }[];
  warnings?: { kind: string; path?: string; line?: number; detail?: string }[];
  tokens?: { repo?: number; task_state?: number; rate?: number };
}

/** The slice backend as the hooks call it. */
interface SliceModule {
  sliceRepo(root: string, opts: { symptom?: string; budget?: number | 'auto' | 'none'; sessionId?: string; transcriptPath?: string }): Promise<ManifestHead>;
}

/**
 * Returns the manifest head as a short text block for the model (at most ~40 lines). `source` says where the symptom
 * came from, as the first line prints it ("the symptom in this prompt").
 */
export function formatManifestHead(m: ManifestHead, symptomFile: string, root: string, source = 'the symptom in this prompt'): string {
  const files = m.files ?? [];
  const lines = [
    `[ck: task slice for ${source} (${m.operator ?? 'T2'}): ${files.length} of ${m.scanned?.files ?? '?'} files, ~${formatTokens(m.tokens?.task_state ?? 0)} of ~${formatTokens(m.tokens?.repo ?? m.scanned?.tokens ?? 0)} tokens; budget ${m.budget?.requested ?? '?'} → ${m.budget?.resolved ?? '?'}${m.budget?.fits === false ? ' (does not fit)' : ''}]`,
  ];
  const seeds = (m.seeds ?? []).slice(0, 8).map((s) => `${s.path}${s.line ? `:${s.line}` : ''} (${s.why ?? 'seed'})`);
  if (seeds.length) lines.push(`seeds: ${seeds.join(', ')}`);
  for (const f of files.slice(0, 25)) {
    const ranges = f.tier === 'symbols' && f.ranges?.length ? ` lines ${f.ranges.map((r) => `${r[0]}-${r[1]}`).join(',')}` : '';
    lines.push(`  ${(f.role ?? '').padEnd(10)} ${f.path} [${f.tier ?? 'full'}${ranges}]`);
  }
  if (files.length > 25) lines.push(`  … ${files.length - 25} more files in the full manifest`);
  for (const w of (m.warnings ?? []).slice(0, 6)) lines.push(`warning: ${w.kind}${w.path ? ` ${w.path}${w.line ? `:${w.line}` : ''}` : ''}${w.detail ? ` — ${w.detail}` : ''}`);
  lines.push(`full manifest: ck slice '${root}' --symptom-file '${symptomFile}' --format json`);
  return lines.join('\n');
}

/** Returns the path of `text` saved under `stateDir(kind)`, named by its hash (the head's `--symptom-file`). */
export function saveSymptom(kind: string, text: string): string {
  const file = stateDir(kind, `${createHash('sha1').update(text).digest('hex').slice(0, 16)}.txt`);
  writeFileAtomic(file, text);
  return file;
}

let backend: SliceModule | undefined;

/**
 * Returns the slice backend: the CommonJS bundle dist/cli/slice-api.bundle.cjs through require() — which also works
 * in the hook bundle run from a V8 code cache, where import() cannot — else dist/slice/index.js through import().
 * Loaded once per process: a warm hook server keeps it.
 */
export async function loadSliceBackend(): Promise<SliceModule> {
  if (backend) return backend;
  const bundle = fileURLToPath(new URL('../cli/slice-api.bundle.cjs', import.meta.url));
  // Through the V8 code cache the hook launcher keeps (runtime/code-cache.ts): compiling the ~1 MB bundle from source
  // was ~30 ms of a session's first failing Bash output. The bundle holds no import(), which cached code cannot run.
  if (existsSync(bundle)) backend = requireWithCodeCache(bundle, { tag: 'slice-api', require: createRequire(bundle) }).exports as SliceModule;
  else backend = await importOperator<SliceModule>('slice');
  return backend;
}

/**
 * Returns the manifest of a slice of `root` for `symptom` (budget `auto` for the given session), or undefined when it
 * takes longer than `limitMs`. Rejects when the backend cannot be loaded or the slice fails.
 */
export async function sliceWithin(root: string, symptom: string, limitMs: number, session: { sessionId?: string; transcriptPath?: string }): Promise<ManifestHead | undefined> {
  const slice = await loadSliceBackend();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((res) => {
    timer = setTimeout(() => res(undefined), limitMs);
  });
  try {
    return await Promise.race([slice.sliceRepo(root, { symptom, budget: 'auto', sessionId: session.sessionId, transcriptPath: session.transcriptPath }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Files that mark the root of a project in the languages the engine reads (or of a build around them). */
const PROJECT_MARKERS = [
  'package.json', 'tsconfig.json', 'deno.json', 'pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'Pipfile',
  'Cargo.toml', 'go.mod', 'pom.xml', 'build.gradle', 'build.gradle.kts', 'settings.gradle', 'Gemfile', 'composer.json',
  'Makefile', 'CMakeLists.txt', 'meson.build', 'Package.swift', 'mix.exs', 'build.sbt',
];

/**
 * Returns true when `dir` is inside a version-controlled tree (it or an ancestor holds `.git`, `.hg`, `.svn`) or holds
 * a project file (package.json, pyproject.toml, Cargo.toml, go.mod…): a project worth slicing, not a scratch or home
 * directory such as `/tmp`, whose slice would be large, slow and beside the point.
 */
export function isProjectDir(dir: string): boolean {
  if (PROJECT_MARKERS.some((m) => existsSync(join(dir, m)))) return true;
  for (let d = dir; ; d = dirname(d)) {
    if (['.git', '.hg', '.svn'].some((m) => existsSync(join(d, m)))) return true;
    if (dirname(d) === d) return false;
  }
}

/** Returns true when the repository index of `root` is in the cache (a slice of it then costs no full scan). */
export function indexCached(root: string): boolean {
  try {
    const key = createHash('sha1').update(realpathSync(root)).digest('hex');
    return readdirSync(cacheDir('index', key)).some((f) => f.endsWith('.msgpack'));
  } catch {
    return false;
  }
}

/** A warm-up started less than this long ago for the same root is still running (or just finished): none is added. */
const WARMING_MS = 120_000;

/** What `warmIndex` did: started a background `ck index`, or why not (`error`: it will not change by itself). */
export type WarmUp = { started: true } | { started: false; reason: string; level: LogLevel };

/**
 * Returns whether a detached `ck index ROOT` was started, and if not why: a slice that lost the race against the time
 * limit is killed with the hook process, so without this a cold repository would time out on every call. One warm-up
 * per root at a time (an `O_EXCL` marker in an owner-only folder it creates): a burst of failures must not start a
 * burst of indexers. Never throws.
 */
export function warmIndex(root: string): WarmUp {
  const marker = stateDir('warming', `${createHash('sha1').update(root).digest('hex').slice(0, 16)}`);
  try {
    const age = Date.now() - statSync(marker).mtimeMs;
    if (age < WARMING_MS) return { started: false, reason: `a warm-up of this repository started ${Math.round(age / 1000)} s ago`, level: 'info' };
    rmSync(marker, { force: true });
  } catch { /* no warm-up recorded */ }
  try {
    if (!claimMarker(marker)) return { started: false, reason: 'another hook process is starting a warm-up of this repository', level: 'info' };
  } catch (err) {
    return { started: false, reason: `cannot record a warm-up in ${dirname(marker)}: ${errorLine(err)}`, level: 'error' };
  }
  // Loaded here, not at the top: a static import would make every hook process (the bundle hoists builtin imports)
  // load child_process, net and dgram — about 7 ms of CPU per PostToolUse call for a path only slices take.
  const { spawn } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
  const tried: string[] = [];
  for (const rel of ['../../bin/context-kernel.js', '../bin/context-kernel.js']) {
    const bin = fileURLToPath(new URL(rel, import.meta.url));
    tried.push(bin);
    if (!existsSync(bin)) continue;
    try {
      spawn(process.execPath, [bin, 'index', root], { detached: true, stdio: 'ignore' }).unref();
      return { started: true };
    } catch (err) {
      rmSync(marker, { force: true });
      return { started: false, reason: `cannot start ${bin}: ${errorLine(err)}`, level: 'error' };
    }
  }
  rmSync(marker, { force: true });
  return { started: false, reason: `no ck launcher at ${tried.join(' or ')}`, level: 'error' };
}

/**
 * Returns nothing; logs that a slice of `root` was skipped for `why`, with what the warm-up did about it (at the
 * warm-up's level when it could not start: a folder that cannot be written is an error, not a silent skip).
 */
export function logSkippedForWarmUp(event: string, root: string, why: string): void {
  const w = warmIndex(root);
  if (w.started) hookLog(event, `${why}: nothing added; index warm-up of ${root} started in the background`);
  else hookLog(event, `${why}: nothing added; no warm-up started (${w.reason})`, w.level);
}

/** Returns true when the slice says the symptom belongs to another project (then it is not worth showing). */
export function isForeign(m: ManifestHead): boolean {
  return m.warnings?.some((w) => w.kind === 'foreign-symptom') ?? false;
}
