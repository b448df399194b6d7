// Issue 39: no rule may name a project, one of its files or directories, or a single exception type. A deny list of
// the names known to have crept in (`asv_bench`, `galleries`) would only stop those; instead:
// 1. No string or regex literal of src/ (the benchmark harness src/bench/ aside, whose job is to name its corpora)
//    holds, as a word, the name of a repository or package the engine was tuned or measured on: the issue dev sets'
//    repositories (the table of bench/devsets/issues/README.md, and every `repo` of the dev set when it is present),
//    the corpora scripts/fetch-corpora.sh fetches, and, where the mirrors of those repositories are on this machine,
//    their top-level Python packages (`sklearn`). A tool whose output the engine reads (pytest: a frame format a pack
//    declares) is a format, not a project.
// 2. A path rule of the seeding (a directory named before a `/` in a regex of src/slice/ or src/rank/) may name only
//    a directory from GENERAL_DIRS: conventions every project may follow, each with its reason. A project's own
//    folder (`asv_bench`, `galleries`) fails here until someone argues it is general, in review, where it is seen.
// What this cannot see: a project's directory written as a plain string compared with path segments, or a project
// named in a name the tests do not list (a held-out set made later, a library tuned on by hand). Those stay review's.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../src/languages/index.js';
import { isTestPath } from '../../src/graph/tests.js';
import { SRC, literals, sources } from './source.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEV_DATA = join(ROOT, '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl');
const MIRRORS = process.env.CK_MIRRORS ?? '/work/.mirror';

/** Directory names a path rule of the seeding may use, each a convention across projects and ecosystems. */
const GENERAL_DIRS: Readonly<Record<string, string>> = {
  vendor: 'vendored code (Go modules, PHP composer, many C projects)',
  vendored: 'vendored code (Python projects: pip, setuptools)',
  _vendor: 'vendored code, private (pip, setuptools, pkg_resources)',
  compat: 'compatibility shims',
  benchmarks: 'benchmarks (asv, pytest-benchmark, Go and Rust benches)',
  benchmark: 'benchmarks, singular',
  doc: 'documentation',
  docs: 'documentation',
  examples: 'examples',
  example: 'examples, singular',
  tutorials: 'tutorials',
  tutorial: 'tutorials, singular',
  demos: 'demos',
  demo: 'demos, singular',
  blob: "GitHub's URL path of a file (github.com/o/r/blob/…)",
  tree: "GitHub's URL path of a folder",
  blame: "GitHub's URL path of a file's blame",
  edit: "GitHub's URL path of a file's editor",
  raw: "GitHub's URL path of a file's raw text",
};

/** Returns the repositories, owners and packages the engine was tuned or measured on, lower case. */
function measuredNames(): Set<string> {
  const names = new Set<string>();
  const add = (repo: string): void => { for (const p of repo.toLowerCase().split('/')) if (p) names.add(p); };
  const readme = readFileSync(join(ROOT, 'bench', 'devsets', 'issues', 'README.md'), 'utf8');
  for (const m of readme.matchAll(/^\| `[^`]+\.jsonl`[^|]*\| ([^|]+) \|/gm)) for (const r of m[1]!.split(',')) add(r.trim());
  for (const m of readme.matchAll(/\b([\w-]+\/[\w-]+) \(\d+ Lite issues\) is left out/g)) add(m[1]!);
  if (existsSync(DEV_DATA)) for (const l of readFileSync(DEV_DATA, 'utf8').split('\n').filter(Boolean)) add((JSON.parse(l) as { repo: string }).repo);
  const corpora = readFileSync(join(ROOT, 'scripts', 'fetch-corpora.sh'), 'utf8');
  for (const m of corpora.matchAll(/^(?:deb|npm)_corpus ([\w-]+)/gm)) add(m[1]!);
  return names;
}

/**
 * Returns the library package of each mirror of `repos` present on this machine (`sklearn`): of its top-level Python
 * packages that are no test folder, the one with the most files (helper folders are packages too, and smaller).
 */
function mirroredPackages(repos: Set<string>): string[] {
  if (!existsSync(MIRRORS)) return [];
  const out: string[] = [];
  for (const dir of execFileSync('ls', [MIRRORS], { encoding: 'utf8' }).split('\n').filter(Boolean)) {
    const git = join(MIRRORS, dir, 'repo');
    if (!repos.has(dir.split('+').pop()!.toLowerCase()) || !existsSync(join(git, 'HEAD'))) continue;
    const files = execFileSync('git', ['--git-dir', git, 'ls-tree', '-r', '--name-only', 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');
    const count = new Map<string, number>();
    for (const f of files) { const top = f.slice(0, f.indexOf('/')); if (top) count.set(top, (count.get(top) ?? 0) + 1); }
    const pkgs = files.filter((f) => /^[^/]+\/__init__\.py$/.test(f) && !isTestPath(f)).map((f) => f.slice(0, f.indexOf('/')));
    const lib = pkgs.sort((a, b) => count.get(b)! - count.get(a)!)[0];
    if (lib) out.push(lib.toLowerCase());
  }
  return out;
}

/** Returns the directory names a regex literal's body names before a `/` (`(?:a|b?)\/` → a, b; `x\/` → x). */
function dirsOfRegex(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/\(\?:([\w?|-]+)\)\\\//g)) out.push(...m[1]!.split('|').map((w) => w.replace(/\?/g, '')));
  for (const m of body.matchAll(/(?<![\\\w-])([A-Za-z_][\w-]*)\\\//g)) out.push(m[1]!);
  return out.filter((w) => w.length > 1);
}

describe('no rule names a project', () => {
  const formats = new Set(LANGUAGES.flatMap((p) => (p.symptoms?.formats ?? []).map((f) => f.format as string)));

  it('no literal names a repository or package the engine was tuned or measured on', () => {
    const measured = measuredNames();
    expect(['sympy', 'scikit-learn', 'matplotlib', 'astropy', 'django', 'pandas', 'lodash'].filter((n) => !measured.has(n))).toEqual([]);
    const pkgs = mirroredPackages(measured);
    if (!pkgs.length) console.log(`project-names: no mirror of the dev-set repositories under ${MIRRORS}; their package names are not checked`);
    const names = new Set([...measured, ...pkgs].filter((n) => !formats.has(n)));
    const found: string[] = [];
    for (const f of sources(SRC).filter((x) => !x.startsWith('bench/'))) {
      for (const { text, line } of literals(readFileSync(join(SRC, f), 'utf8'))) {
        for (const w of text.toLowerCase().split(/[^a-z0-9_-]+/)) if (names.has(w)) found.push(`${f}:${line}: ${w} in ${text.slice(0, 60)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('a path rule of the seeding names only general directories', () => {
    const found: string[] = [];
    for (const f of sources(SRC).filter((x) => /^(?:slice|rank)\//.test(x))) {
      for (const { text, line } of literals(readFileSync(join(SRC, f), 'utf8'))) {
        if (text[0] !== '/') continue;
        for (const d of dirsOfRegex(text.slice(1, text.lastIndexOf('/')))) if (!GENERAL_DIRS[d]) found.push(`${f}:${line}: ${d}/ in ${text.slice(0, 70)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('sees what it checks', () => {
    expect(dirsOfRegex('(?:^|\\/)(?:asv_bench|galleries|docs?)\\/')).toEqual(['asv_bench', 'galleries', 'docs']);
    expect(dirsOfRegex('(?:^|\\/)asv_bench\\/')).toEqual(['asv_bench']);
    expect(dirsOfRegex('\\/asv_bench\\/x')).toEqual(['asv_bench']);
    expect(dirsOfRegex('^\\s*(?:[\\w.]+)$')).toEqual([]);
    expect(formats.has('pytest')).toBe(true);
  });
});
