// Edge agreement of our repository index with real resolvers (bench/oracles/py_edges.py, js_edges.mjs, go_edges.mjs,
// php_edges.php).
//
// usage: node bench/agreement.mjs [pandas sympy lodash-es rxjs go-cobra go-fzf go-cli rust-fd rust-bat rust-ripgrep java-gson java-commons-lang java-jackson-databind php-phpunit php-dbal] [--json]     (after `npm run build`)
//
// The Go corpora are tagged checkouts under $CK_CORPORA/go (bench/oracles/fetch-go-corpora.sh); the Go oracle needs
// the go command (Debian's golang) and no network: only the repositories' own packages are compared. The Java corpora
// (java-gson, java-commons-lang, java-jackson-databind) are under $CK_CORPORA/java (bench/oracles/fetch-java-corpora.sh
// --all); the Java oracle needs a JDK (javac 17+) and no network or build tool. The PHP corpora
// (bench/oracles/fetch-php-corpora.sh) need php and composer (Debian's php-cli, composer), offline: Composer's optimized
// classmap of the repository's own classes, and PHP's tokenizer for the references.
//
// For each corpus: builds our index (dist/repo, no cache) and runs the oracle, restricts both edge sets to the
// corpus' scope (Python: .py/.pyi -> .py/.pyi, i.e. not compiled .so/.pyx targets; JS/TS: source -> source, rxjs: under src/), then prints
//   agreement = |ours ∩ oracle| / |ours ∪ oracle|, precision = |∩| / |ours|, recall = |∩| / |oracle|, the share of
//   shared edges whose line is the oracle's (the first import line that makes the edge),
// every disagreement class with its count and 3 examples, and the number of false edges from suffix guessing
// (an edge ours has and the oracle lacks, whose import line names a standard-library, Node built-in or
// third-party module that the target file merely shares a basename with). Writes bench/results/agreement.json.
// Oracle outputs are cached in bench/results/oracle-cache/, keyed by the oracle script and the content hashes of
// the indexed files.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { homedir } from 'node:os';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(here, 'results');

/** The corpora and how each is compared. */
export const CORPORA = {
  pandas: { dir: 'pandas', lang: 'python', inScope: (p) => /\.pyi?$/.test(p) },
  sympy: { dir: 'sympy', lang: 'python', inScope: (p) => /\.pyi?$/.test(p) },
  'lodash-es': { dir: 'lodash-es', lang: 'js', inScope: (p) => /\.(?:[cm]?[jt]s|[jt]sx)$/.test(p) && !p.endsWith('.d.ts') },
  rxjs: { dir: 'rxjs', lang: 'js', inScope: (p) => p.startsWith('src/') && /\.(?:[cm]?[jt]s|[jt]sx)$/.test(p) && !p.endsWith('.d.ts') },
  // Go: the files the go command builds (not testdata/, vendor/, or folders starting with `_` or `.`).
  'go-cobra': { dir: 'go/cobra', lang: 'go', inScope: goInScope },
  'go-fzf': { dir: 'go/fzf', lang: 'go', inScope: goInScope },
  'go-cli': { dir: 'go/cli', lang: 'go', inScope: goInScope },
  // Rust: edges inside one crate (the oracle compiles each crate alone: edges between the workspace's crates are
  // outside what it sees, so both sides' cross-crate edges are out of scope; bench/oracles/rust_edges.mjs).
  'rust-fd': { dir: 'rust/fd', lang: 'rust', inScope: rustInScope, edgeScope: sameCrate },
  'rust-bat': { dir: 'rust/bat', lang: 'rust', inScope: rustInScope, edgeScope: sameCrate },
  'rust-ripgrep': { dir: 'rust/ripgrep', lang: 'rust', inScope: rustInScope, edgeScope: sameCrate },
  // Java: the files javac compiles (not under hidden folders, target/ or build/; module-info.java left out).
  'java-gson': { dir: 'java/gson', lang: 'java', inScope: javaInScope },
  'java-commons-lang': { dir: 'java/commons-lang', lang: 'java', inScope: javaInScope },
  'java-jackson-databind': { dir: 'java/jackson-databind', lang: 'java', inScope: javaInScope },
  // PHP: the repository's .php and .phpt files (not a committed vendor/).
  'php-phpunit': { dir: 'php/phpunit', lang: 'php', inScope: phpInScope },
  'php-dbal': { dir: 'php/dbal', lang: 'php', inScope: phpInScope },
};

/**
 * How each language's oracle runs: its script in bench/oracles/ (and the `helpers` there it runs: part of the oracle
 * cache's key) and what runs it, the command that fetches its corpora,
 * the tools it needs (each [command, args, extra env]) with the message when one is absent, a further reason to skip a
 * corpus (`tooOld`), the module names that count as external beside the index's own (`externals`), and what more its
 * report holds (`more`).
 */
const ORACLES = {
  python: { script: 'py_edges.py', run: 'python3', fetch: '../shared/corpora/fetch.sh', externals: () => pythonStdlib() },
  js: { script: 'js_edges.mjs', run: process.execPath, fetch: '../shared/corpora/fetch.sh', externals: () => builtinModules.map((m) => m.replace(/^node:/, '').split('/')[0]) },
  go: {
    script: 'go_edges.mjs', helpers: ['go_file_imports.go'], run: process.execPath, fetch: 'bash bench/oracles/fetch-go-corpora.sh', tools: [['go', ['version']]],
    missing: 'the go command is not installed (apt-get install golang-go): the Go oracle needs it',
    // Edges inside one folder: a package's same-package references (and its tests' edges to it), counted apart.
    subset: ['same folder', (from, to) => dirname(from) === dirname(to)],
  },
  rust: {
    script: 'rust_edges.mjs', run: process.execPath, fetch: 'bash bench/oracles/fetch-rust-corpora.sh', tools: [['rustc', ['--version']], ['cargo', ['--version']]],
    missing: 'rustc and cargo are not installed (rustup, or apt-get install rustc cargo): the Rust oracle needs them', tooOld: (root) => rustTooOld(root),
  },
  java: {
    script: 'JavaEdges.java', run: 'java', fetch: 'bash bench/oracles/fetch-java-corpora.sh --all', tools: [['javac', ['-version']]],
    missing: 'no JDK (javac) is installed (apt-get install openjdk-17-jdk-headless): the Java oracle needs it',
  },
  php: {
    script: 'php_edges.php', run: 'php', fetch: 'bash bench/oracles/fetch-php-corpora.sh', tools: [['php', ['--version']], ['composer', ['--version'], { COMPOSER_ALLOW_SUPERUSER: '1' }]],
    missing: 'php or composer is not installed (apt-get install php-cli composer): the PHP oracle needs both', more: async (root, index) => ({ classmap: await phpClassmap(root, index) }),
  },
};

/** Whether each language's tools are installed, asked once per process. */
const toolsFound = new Map();

/** Returns the message saying which tool the oracle of `lang` lacks, or undefined when it has them all. */
function missingTools(lang) {
  const o = ORACLES[lang];
  if (!toolsFound.has(lang)) toolsFound.set(lang, (o.tools ?? []).every(([cmd, args, env]) => spawnSync(cmd, args, env ? { env: { ...process.env, ...env } } : {}).status === 0));
  return toolsFound.get(lang) ? undefined : o.missing;
}

/** Returns true for a Rust source file. */
function rustInScope(p) {
  return p.endsWith('.rs');
}

/**
 * Returns a test of whether an edge lies inside one crate by the oracle's edges: its connected components are the
 * crates it compiled (every crate's files hang together by their `mod` edges); a file it has no edge of is alone.
 */
function sameCrate(oracleEdges) {
  const parent = new Map();
  const find = (x) => { while (parent.has(x) && parent.get(x) !== x) x = parent.get(x); return x; };
  for (const [from, to] of oracleEdges) { const a = find(from), b = find(to); if (a !== b) parent.set(a, b); }
  return (from, to) => find(from) === find(to);
}

/** Returns true for a Java file the Java oracle compiles. */
function javaInScope(p) {
  return p.endsWith('.java') && !p.endsWith('module-info.java') && !/(?:^|\/)(?:target|build|node_modules|\.[^/]*)\//.test(p);
}

/** Returns true for a PHP file of the repository's own. */
function phpInScope(p) {
  return /\.(?:php|phpt)$/.test(p) && !/(?:^|\/)vendor\//.test(p);
}

/** Returns true for a Go file the go command builds. */
function goInScope(p) {
  return p.endsWith('.go') && !/(?:^|\/)(?:testdata|vendor)\//.test(p) && !/(?:^|\/)[._][^/]*\//.test(p);
}

/** Returns the corpora root, or undefined when ../shared/corpora/fetch.sh has not run. */
export function corporaDir() {
  const root = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
  return existsSync(join(root, 'pandas')) ? root : undefined;
}

let stdlibNames;
// Returns the names Python's standard library defines (sys.stdlib_module_names), asked once.
function pythonStdlib() {
  if (!stdlibNames) {
    const r = spawnSync('python3', ['-c', 'import sys, json; print(json.dumps(sorted(sys.stdlib_module_names)))'], { encoding: 'utf8' });
    stdlibNames = new Set(r.status === 0 ? JSON.parse(r.stdout) : []);
  }
  return stdlibNames;
}

// Starts the oracle for a corpus; resolves to [from, to, line] triples (cached by content key).
function runOracle(name, root, key) {
  const spec = CORPORA[name];
  const oracle = ORACLES[spec.lang];
  const script = join(here, 'oracles', oracle.script);
  const hash = createHash('sha1').update(readFileSync(script));
  for (const h of oracle.helpers ?? []) hash.update(readFileSync(join(here, 'oracles', h))); // programs the script runs
  const cacheKey = hash.update(key).digest('hex').slice(0, 16);
  const cacheFile = join(RESULTS, 'oracle-cache', `${name}-${cacheKey}.json`);
  if (existsSync(cacheFile)) return Promise.resolve({ edges: JSON.parse(readFileSync(cacheFile, 'utf8')), cached: true, ms: 0 });
  const cmd = oracle.run;
  const args = [script, root, '--lines'];
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let err = '';
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => reject(new Error(`oracle for ${name} could not start (${cmd}): ${e.message}`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`oracle for ${name} exited ${code}: ${err.slice(-400)}`));
      const edges = JSON.parse(Buffer.concat(out).toString('utf8'));
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(edges));
      resolve({ edges, cached: false, ms: Date.now() - t0, warnings: err.split('\n').filter(Boolean) });
    });
  });
}

// Returns a line reader for a corpus: (path, line) -> text, files read once.
function lineReader(root) {
  const cache = new Map();
  return (path, line) => {
    let lines = cache.get(path);
    if (!lines) {
      try {
        lines = readFileSync(join(root, path), 'utf8').split(/\r?\n/);
      } catch {
        lines = [];
      }
      cache.set(path, lines);
    }
    return lines[line - 1] ?? '';
  };
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Returns the module-ish basename of a target file: utils/json.py -> json, x/json/__init__.py -> json, util.js -> util.
function targetName(path) {
  const parts = path.split('/');
  let last = parts.pop();
  if (/^__init__\.pyi?$/.test(last) || /^index\.[cm]?[jt]sx?$/.test(last)) last = parts.pop() ?? last;
  return last.replace(/\.[^.]+$/, '').replace(/\.[^.]+$/, '');
}

// True when `text` imports `name` as a top-level (absolute, bare) module.
function importsBare(lang, text, name) {
  const n = escapeRe(name);
  if (lang === 'python') return new RegExp(`(?:^|[\\s;])(?:import\\s+(?:[\\w.]+\\s*,\\s*)*|from\\s+)${n}(?:[\\s.,;]|$)`).test(text) || new RegExp(`(?:import_module|__import__)\\(\\s*['"]${n}(?:\\.[\\w.]*)?['"]`).test(text);
  return new RegExp(`['"\`](?:node:)?${n}(?:/[^'"\`]*)?['"\`]`).test(text);
}

function classifyMissing(lang, text, to) {
  if (lang === 'java') {
    if (/^\s*import\s+static\b/.test(text)) return 'missing: static import';
    if (/^\s*import\b.*\*\s*;/.test(text)) return 'missing: on-demand import';
    if (/^\s*import\b/.test(text)) return 'missing: single-type import';
    const cls = targetName(to);
    if (new RegExp(`\\b[a-z]\\w*(?:\\.\\w+)*\\.${escapeRe(cls)}\\b`).test(text)) return 'missing: qualified name in code';
    if (new RegExp(`\\b${escapeRe(cls)}\\b`).test(text)) return 'missing: simple name in code';
    return 'missing: a name of another class of the target file (nested, secondary)';
  }
  if (lang === 'python') {
    if (/import_module|__import__/.test(text)) return 'missing: constant importlib.import_module/__import__';
    if (/^\s*from\s+\.[\s.\w]*import/.test(text)) return 'missing: relative from-import';
    if (/[(\\]\s*$/.test(text)) return 'missing: statement continued over lines';
    if (/^\s+/.test(text)) return 'missing: nested (indented) import';
    if (/^\s*from\s/.test(text) && new RegExp(`\\b${escapeRe(targetName(to))}\\b`).test(text.replace(/^\s*from\s+\S+/, ''))) return 'missing: from-import of a submodule';
    if (!/\b(import|from)\b/.test(text)) return 'missing: import not on its reported line';
    return 'missing: other';
  }
  if (lang === 'go') return /^\s*(?:import\s+)?(?:[\w.]+\s+)?"[^"]+"\s*$/.test(text) ? 'missing: import' : /^package\s/.test(text) ? 'missing: package clause' : 'missing: same-package name';
  if (lang === 'rust') return /\bmod\s/.test(text) ? 'missing: mod' : /\buse\s/.test(text) ? 'missing: use' : /\b(?:crate|super|self)::/.test(text) ? 'missing: path in code' : 'missing: other';
  if (/\brequire\s*\(/.test(text)) return 'missing: require()';
  if (/\bimport\s*\(/.test(text)) return 'missing: dynamic import()';
  if (/\bimport\s+type\b|\bexport\s+type\b/.test(text)) return 'missing: type-only import';
  if (/^\s*export\b/.test(text)) return 'missing: export … from';
  if (!/\b(import|export|require)\b/.test(text)) return 'missing: statement continued over lines';
  return 'missing: other';
}

/**
 * Returns the agreement report of one corpus: counts, ratios, disagreement classes with examples.
 * `index` is our RepoIndex of the corpus root; `oracleEdges` the oracle's [from, to, line] triples.
 */
export function compare(name, root, index, oracleEdges, externals) {
  const spec = CORPORA[name];
  const text = lineReader(root);
  const edgeIn = spec.edgeScope ? spec.edgeScope(oracleEdges) : () => true;
  const ours = new Map(); // "from\0to" -> {line, kind}
  let oursOut = 0;
  for (let e = 0; e < index.edgeFrom.length; e++) {
    const from = index.files[index.edgeFrom[e]].path;
    const to = index.files[index.edgeTo[e]].path;
    if (from === to) continue;
    if (!spec.inScope(from) || !spec.inScope(to) || !edgeIn(from, to)) {
      oursOut++;
      continue;
    }
    const k = `${from}\0${to}`;
    if (!ours.has(k)) ours.set(k, { line: index.edgeLine[e], kind: index.edgeKinds[index.edgeKind[e]] });
  }
  const indexed = new Set(index.files.map((f) => f.path));
  const oracle = new Map();
  let oracleOut = 0;
  for (const [from, to, line] of oracleEdges) {
    if (!spec.inScope(from) || !spec.inScope(to)) {
      oracleOut++;
      continue;
    }
    oracle.set(`${from}\0${to}`, { line });
  }
  const classes = new Map();
  const note = (cls, example) => {
    const c = classes.get(cls) ?? { count: 0, examples: [] };
    c.count++;
    if (c.examples.length < 3) c.examples.push(example);
    classes.set(cls, c);
  };
  let both = 0;
  let suffixGuess = 0;
  // Lines: of the edges both hold, how many carry the oracle's line (the first import line that makes the edge).
  let sameLine = 0;
  const lineMisses = [];
  for (const [k, o] of oracle) {
    const mine = ours.get(k);
    if (mine) {
      both++;
      if (mine.line === o.line) sameLine++;
      else if (lineMisses.length < 3) { const [from, to] = k.split('\0'); lineMisses.push(`${from}:${mine.line} (oracle ${o.line}) -> ${to}`); }
      continue;
    }
    const [from, to] = k.split('\0');
    const line = text(from, o.line).trim();
    const cls = !indexed.has(from) ? 'missing: importer not indexed' : !indexed.has(to) ? 'missing: target not indexed' : classifyMissing(spec.lang, text(from, o.line), to);
    note(cls, `${from}:${o.line} -> ${to}   ${line.slice(0, 100)}`);
  }
  const unresolvedAt = new Set(index.unresolved.map((u) => `${u.from}:${u.line}`));
  for (const [k, o] of ours) {
    if (oracle.has(k)) continue;
    const [from, to] = k.split('\0');
    const raw = text(from, o.line);
    const name = targetName(to);
    let cls;
    if ((externals.has(name)) && importsBare(spec.lang, raw, name)) {
      cls = 'extra: SUFFIX GUESS (target shares its name with an external module)';
      suffixGuess++;
    } else if (unresolvedAt.has(`${index.fileId(from)}:${o.line}`)) cls = 'extra: edge to the deepest existing package of an unresolved import';
    else cls = `extra: ${o.kind} edge`;
    note(cls, `${from}:${o.line} -> ${to}   ${raw.trim().slice(0, 100)}`);
  }
  const union = ours.size + oracle.size - both;
  const r4 = (x) => Math.round(x * 10000) / 10000;
  const subset = ORACLES[spec.lang].subset;
  const within = (m) => [...m.keys()].filter((k) => subset[1](...k.split('\0')));
  const sub = subset && ((o, t) => ({ name: subset[0], ours: o.length, oracle: t.length, both: o.filter((k) => oracle.has(k)).length }))(within(ours), within(oracle));
  if (sub) sub.agreement = r4(sub.both / Math.max(1, sub.ours + sub.oracle - sub.both));
  return {
    corpus: name,
    ours: ours.size,
    oracle: oracle.size,
    both,
    agreement: union ? r4(both / union) : 1,
    precision: ours.size ? r4(both / ours.size) : 1,
    recall: oracle.size ? r4(both / oracle.size) : 1,
    suffix_guess_false_edges: suffixGuess,
    same_line: both ? r4(sameLine / both) : 1,
    line_misses: lineMisses,
    out_of_scope: { ours: oursOut, oracle: oracleOut },
    ...(sub ? { subset: sub } : {}),
    classes: Object.fromEntries([...classes].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))),
  };
}

/** Returns [major, minor] of a `1.90.0`-like version, or [0, 0]. */
function minorOf(v) {
  const m = /(\d+)\.(\d+)/.exec(v ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/**
 * Returns why the installed rustc cannot compile the crates of the workspace at `root` (older than the highest
 * `rust-version` its Cargo.toml files ask, or than 1.85 for edition 2024: Debian's rustc is 1.63), or undefined.
 */
function rustTooOld(root) {
  const have = spawnSync('rustc', ['--version'], { encoding: 'utf8' }).stdout;
  let need = [0, 0];
  const manifests = spawnSync('git', ['ls-files', '*Cargo.toml'], { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const m of manifests) {
    const text = readFileSync(join(root, m), 'utf8');
    const asked = [minorOf(/^rust-version\s*=\s*["']([^"']+)/m.exec(text)?.[1]), /^edition\s*=\s*["']2024/m.test(text) ? [1, 85] : [0, 0]];
    for (const v of asked) if (v[0] > need[0] || (v[0] === need[0] && v[1] > need[1])) need = v;
  }
  const h = minorOf(have);
  if (h[0] > need[0] || (h[0] === need[0] && h[1] >= need[1])) return undefined;
  return `${have.trim()} is older than the ${need.join('.')} this corpus needs (its rust-version or edition 2024): the Rust oracle needs rustup's stable toolchain`;
}

/** Returns the agreement reports of the named corpora (oracles run concurrently with our index builds). */
export async function measureAgreement(names = Object.keys(CORPORA), opts = {}) {
  const corpora = opts.corpora ?? corporaDir();
  if (!corpora) throw new Error('corpora not found: run ../shared/corpora/fetch.sh or set CK_CORPORA');
  const { buildIndex } = await import(join(here, '..', 'dist', 'repo', 'index.js'));
  const jobs = [];
  const absent = [];
  for (const name of names) {
    const root = join(corpora, CORPORA[name].dir);
    if (!existsSync(root)) {
      absent.push({ corpus: name, skipped: `corpus directory ${root} is absent (run ${ORACLES[CORPORA[name].lang].fetch})` });
      continue;
    }
    const skipped = missingTools(CORPORA[name].lang) ?? ORACLES[CORPORA[name].lang].tooOld?.(root);
    if (skipped) {
      absent.push({ corpus: name, skipped });
      continue;
    }
    const t0 = Date.now();
    const index = await buildIndex(root, { noCache: true });
    const indexMs = Date.now() - t0;
    const key = index.files.map((f) => `${f.path}\0${f.hash}`).join('\n');
    jobs.push({ name, root, index, indexMs, oracle: runOracle(name, root, key) });
  }
  const reports = [];
  for (const job of jobs) {
    const o = await job.oracle;
    const lang = CORPORA[job.name].lang;
    const externals = new Set(ORACLES[lang].externals?.() ?? []);
    for (const f of job.index.files) for (const x of f.external) externals.add(x.replace(/^node:/, '').replace(/^[./]+/, '').split(/[./]/)[0]);
    const report = compare(job.name, job.root, job.index, o.edges, externals);
    Object.assign(report, await ORACLES[lang].more?.(job.root, job.index));
    reports.push({ ...report, timing_ms: { index: job.indexMs, oracle: o.ms, oracle_cached: o.cached } });
  }
  return [...reports, ...absent];
}

/**
 * Returns how our PHP resolver maps the classes of Composer's optimized classmap (the repository's own): of the
 * classes Composer maps to a file, how many ours maps to the same file (asked with no importer), and 3 misses.
 */
async function phpClassmap(root, index) {
  const r = spawnSync('php', [join(here, 'oracles', 'php_edges.php'), root, '--classmap'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) return { error: r.stderr.slice(-400) };
  const oracle = JSON.parse(r.stdout);
  const { lexPhp } = await import(join(here, '..', 'dist', 'languages', 'php', 'lex.js'));
  const { PhpResolver } = await import(join(here, '..', 'dist', 'languages', 'php', 'resolve.js'));
  const paths = index.files.map((f) => f.path);
  const imports = paths.map((p) => (/\.(?:php|phpt)$/.test(p) ? lexPhp(readFileSync(join(root, p)), p).imports : []));
  const resolver = new PhpResolver({ root, paths, files: new Set(paths), dependencyRoots: [], importsOf: (id) => imports[id], warn() {} });
  const entries = Object.entries(oracle);
  const misses = entries.filter(([cls, file]) => resolver.classFile('', cls) !== file);
  return { classes: entries.length, same: entries.length - misses.length, misses: misses.slice(0, 3).map(([c, f]) => `${c}: composer ${f}, ours ${resolver.classFile('', c) ?? '(none)'}`) };
}

function printReport(r) {
  if (r.skipped) return console.log(`\n${r.corpus}: skipped: ${r.skipped}`);
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  console.log(`\n${r.corpus}: agreement ${pct(r.agreement)}  precision ${pct(r.precision)}  recall ${pct(r.recall)}  ` +
    `(ours ${r.ours}, oracle ${r.oracle}, both ${r.both}; out of scope: ours ${r.out_of_scope.ours}, oracle ${r.out_of_scope.oracle})`);
  console.log(`  suffix-guessing false edges: ${r.suffix_guess_false_edges}`);
  if (r.subset) console.log(`  ${r.subset.name}: agreement ${pct(r.subset.agreement)}  (ours ${r.subset.ours}, oracle ${r.subset.oracle}, both ${r.subset.both})`);
  if (r.classmap) console.log(`  Composer's classmap: ${r.classmap.same} of ${r.classmap.classes} classes to the same file${r.classmap.misses?.length ? `  e.g. ${r.classmap.misses.join('; ')}` : ''}${r.classmap.error ? ` (oracle failed: ${r.classmap.error})` : ''}`);
  console.log(`  edges on the oracle's line: ${(100 * r.same_line).toFixed(2)}%${r.line_misses.length ? `  e.g. ${r.line_misses.join('; ')}` : ''}`);
  for (const [cls, c] of Object.entries(r.classes)) {
    console.log(`  ${String(c.count).padStart(5)}  ${cls}`);
    for (const ex of c.examples) console.log(`           ${ex}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const n of names) {
    if (!CORPORA[n]) {
      console.error(`agreement: unknown corpus '${n}' (known: ${Object.keys(CORPORA).join(', ')})`);
      process.exit(2);
    }
  }
  const reports = await measureAgreement(names.length ? names : undefined);
  if (process.argv.includes('--json')) console.log(JSON.stringify(reports, null, 2));
  else reports.forEach(printReport);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'agreement.json'), `${JSON.stringify({ node: process.version, reports }, null, 2)}\n`);
}
