// Identity dump for refactors that must not change a result: writes, for one build, what the engine answers on real
// inputs, in a form two builds can be compared by (`--compare`). Made to prove that moving Python and JS/TS into
// language packs (src/languages/) changed no edge, no parsed symptom and no slice.
//
// usage: CK_DIST=<build dir> node bench/identity.mjs OUT_DIR [--parts index,symptoms,real,synth,go,issues] [--sample K] [--only IDS]
//        node bench/identity.mjs --compare A_DIR B_DIR   (records matched by fixture, issue or corpus; a new pack's zero
//                                                    file count and a package's index cache state are not differences)
//   CK_DIST     the build to run (a folder holding dist/ and wasm/ as the package does; default this checkout)
//   --parts     what to dump (default all):
//               index     each corpus's index (pandas, sympy, lodash, lodash-es, rxjs; $CK_CORPORA) and this
//                         repository's examples: files (path, lang, defs, dynamic sites, externals), edges, unresolved
//               symptoms  parseSymptom of every text under test/fixtures/symptoms and every dev issue's text
//               real      the slices of the captured pandas/sympy tracebacks (tuned and held-out), in their three forms
//               synth     `benchSufficiency` on pandas (20 cases, budgets 8k and 30k)
//               go        each Go repository's index ($CK_CORPORA/go: cli, cobra, fzf) and the slice of every Go symptom
//                         under test/fixtures/symptoms/go on each (budget 30000); not in the default parts
//               issues    the slice manifest of every dev issue (../shared/bench-data/issue-localization-dev.jsonl) at
//                         its base commit, as bench/issues.bench.mjs makes them (budget 30000)
//   --sample K  every K-th dev issue (default 1)
//   --only IDS  these dev issues alone (comma-separated instance ids): to dump again the few a loaded machine changed
//               (an interpreter query that timed out: a `python-query-failed` warning in one dump and not the other)
//   CK_DUMP_WORK  work trees of the issues (default ~/.cache/context-kernel-devsets/identity): not the bench's own,
//                 so that both can run; written as $WORK in the dump, so two builds can be dumped side by side, each
//                 in its own work folder
// Volatile fields are dropped: timings, the operator hash (it hashes the code), cache states. Give each run a fresh
// OUT_DIR: its caches live there.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);

if (args[0] === '--compare') {
  const [a, b] = args.slice(1);
  let differ = 0;
  /** Returns a record's key (its fixture, issue, corpus and form) and its text with volatile or additive parts made equal. */
  const keyed = (line) => {
    const r = JSON.parse(line);
    if (r.byLang) r.byLang = Object.fromEntries(Object.entries(r.byLang).filter(([, n]) => n)); // a new pack's zero count
    for (const f of r.manifest?.files ?? []) delete f.edges; // the additive manifest field of issue 40
    const key = JSON.stringify([r.file ?? r.issue ?? r.root ?? '', r.form ?? '']);
    // A package's index cache state is volatile (dumps made before it was dropped still hold it).
    return [key, JSON.stringify(r).replace(/index cache (?:hit|miss|partial)/g, 'index cache …')];
  };
  for (const name of readdirSync(a).filter((f) => f.endsWith('.jsonl')).sort()) {
    if (!existsSync(join(b, name))) { console.log(`${name}: only in ${a}`); continue; }
    const read = (dir) => new Map(readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean).map(keyed));
    const ma = read(a), mb = read(b);
    let diff = 0, onlyA = 0, onlyB = 0;
    for (const [k, v] of ma) {
      if (!mb.has(k)) { onlyA++; continue; }
      if (mb.get(k) === v) continue;
      if (diff++ < 3) console.log(`${name}: ${k} differs: ${v.slice(0, 160)} | ${mb.get(k).slice(0, 160)}`);
    }
    for (const k of mb.keys()) if (!ma.has(k)) onlyB++;
    console.log(`${name}: ${ma.size} records, ${diff ? `${diff} differ` : 'identical'}${onlyA ? `, ${onlyA} only in ${a}` : ''}${onlyB ? `, ${onlyB} only in ${b}` : ''}`);
    if (diff) differ++;
  }
  process.exit(differ ? 1 : 0);
}

const out = resolve(args[0] ?? '');
if (!args[0]) { console.error('usage: CK_DIST=<build dir> node bench/identity.mjs OUT_DIR [--parts …] [--sample K] | --compare A B'); process.exit(2); }
const pi = args.indexOf('--parts');
const parts = new Set((pi > 0 ? args[pi + 1] : 'index,symptoms,real,synth,issues').split(','));
const si = args.indexOf('--sample');
const sample = si > 0 ? Number(args[si + 1]) : 1;
const oi = args.indexOf('--only');
const only = oi > 0 ? new Set(args[oi + 1].split(',')) : undefined;
const build = resolve(process.env.CK_DIST ?? join(here, '..'));
mkdirSync(out, { recursive: true });
// A cache of this run's own: two builds never read each other's index or slice caches.
process.env.XDG_CACHE_HOME = join(out, 'xdg-cache');
process.env.XDG_STATE_HOME = join(out, 'xdg-state');
const lib = await import(join(build, 'dist', 'index.js'));
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const devData = join(here, '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl');

/** Returns `m` without the fields that change from run to run or from build to build. */
function stable(m) {
  return JSON.parse(JSON.stringify(m, (k, v) => {
    if (k === 'timing_ms' || k === 'operator' || k === 'cache' || k === 'timingMs') return undefined;
    return typeof v === 'string' ? v.replace(/index cache (?:hit|miss|partial)/g, 'index cache …') : v; // a package's cache state
  }));
}
/** Writes one record per line. */
function writeLines(name, records) {
  writeFileSync(join(out, `${name}.jsonl`), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${name}: ${records.length} records`);
}

if (parts.has('index')) {
  const roots = ['pandas', 'sympy', 'lodash', 'lodash-es', 'rxjs'].map((c) => join(corpora, c)).filter(existsSync);
  roots.push(join(here, '..', 'examples', 'compile-demo'), join(here, '..', 'examples', 'slice-demo'));
  const recs = [];
  for (const root of roots) {
    const ix = await lib.buildIndex(root, { noCache: true });
    const files = ix.files.map((f) => ({ path: f.path, lang: f.lang, tokens: f.tokens, hash: f.hash, defs: f.defs, dynamic: f.dynamic, external: f.external }));
    const edges = [];
    for (let i = 0; i < ix.edgeFrom.length; i++) edges.push([ix.edgeFrom[i], ix.edgeTo[i], ix.edgeLine[i], ix.edgeKinds[ix.edgeKind[i]]]);
    recs.push({ root: root.replace(corpora, '$CORPORA'), files: files.length, edges: edges.length, unresolved: ix.unresolved.length,
      filesSha: createHash('sha1').update(JSON.stringify(files)).digest('hex'), edgesSha: createHash('sha1').update(JSON.stringify(edges)).digest('hex'),
      unresolvedSha: createHash('sha1').update(JSON.stringify(ix.unresolved)).digest('hex'), byLang: ix.stats.byLang, dynamicByKind: ix.stats.dynamicByKind });
  }
  writeLines('index', recs);
}

/** Returns every .txt under `dir`, recursively, sorted. */
function texts(dir) {
  const outp = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1))) {
    if (e.isDirectory()) outp.push(...texts(join(dir, e.name)));
    else if (e.name.endsWith('.txt')) outp.push(join(dir, e.name));
  }
  return outp;
}

if (parts.has('symptoms')) {
  const recs = [];
  for (const f of texts(join(here, '..', 'test', 'fixtures'))) recs.push({ file: f.slice(f.indexOf('test/fixtures')), parsed: lib.parseSymptom(readFileSync(f, 'utf8')) });
  if (existsSync(devData)) {
    for (const l of readFileSync(devData, 'utf8').split('\n').filter(Boolean)) {
      const row = JSON.parse(l);
      recs.push({ issue: row.instance_id, parsed: lib.parseSymptom(row.problem_statement) });
    }
  }
  writeLines('symptoms', recs);
}

if (parts.has('real')) {
  const { realCase } = await import(join(build, 'dist', 'bench', 'real.js'));
  const FIX = join(here, '..', 'test', 'fixtures', 'symptoms');
  const recs = [];
  for (const corpus of ['pandas', 'sympy']) {
    const root = join(corpora, corpus);
    if (!existsSync(root)) continue;
    const ix = await lib.buildIndex(root);
    const files = [...readdirSync(FIX).map((f) => join(FIX, f)), ...readdirSync(join(FIX, 'heldout')).map((f) => join(FIX, 'heldout', f))]
      .filter((f) => f.endsWith('.txt') && (f.includes(`/${corpus}_`) || (corpus === 'pandas' && f.includes('/pytest_')))).sort();
    for (const f of files) {
      const c = realCase(readFileSync(f, 'utf8'), ix.root, ix.files.map((x) => x.path));
      if (typeof c === 'string') { recs.push({ file: f.slice(f.indexOf('test/fixtures')), skipped: c }); continue; }
      for (const [form, symptom] of Object.entries(c.symptoms)) {
        const m = await lib.sliceRepo(root, { symptom, budget: 30000 });
        recs.push({ file: f.slice(f.indexOf('test/fixtures')), form, manifest: stable(m) });
      }
    }
  }
  writeLines('real', recs);
}

if (parts.has('synth') && existsSync(join(corpora, 'pandas'))) {
  const r = await lib.benchSufficiency(join(corpora, 'pandas'), { cases: 20, budgets: [8000, 30000] });
  writeLines('synth', [stable(r)]);
}

if (parts.has('go') && existsSync(join(corpora, 'go'))) {
  const repos = readdirSync(join(corpora, 'go')).sort().map((r) => join(corpora, 'go', r));
  const FIX = join(here, '..', 'test', 'fixtures', 'symptoms', 'go');
  const recs = [];
  for (const root of repos) {
    const ix = await lib.buildIndex(root, { noCache: true });
    const files = ix.files.map((f) => ({ path: f.path, lang: f.lang, defs: f.defs, dynamic: f.dynamic, external: f.external }));
    const edges = [];
    for (let i = 0; i < ix.edgeFrom.length; i++) edges.push([ix.edgeFrom[i], ix.edgeTo[i], ix.edgeLine[i], ix.edgeKinds[ix.edgeKind[i]]]);
    recs.push({ root: root.replace(corpora, '$CORPORA'), files: files.length, edges: edges.length, filesSha: createHash('sha1').update(JSON.stringify(files)).digest('hex'),
      edgesSha: createHash('sha1').update(JSON.stringify(edges)).digest('hex'), unresolvedSha: createHash('sha1').update(JSON.stringify(ix.unresolved)).digest('hex') });
    for (const f of readdirSync(FIX).filter((n) => n.endsWith('.txt')).sort()) {
      const m = await lib.sliceRepo(root, { symptom: readFileSync(join(FIX, f), 'utf8'), budget: 30000 });
      recs.push({ root: root.replace(corpora, '$CORPORA'), file: `go/${f}`, form: root.split('/').pop(), manifest: stable(m) });
    }
  }
  writeLines('go', recs);
}

if (parts.has('issues') && existsSync(devData)) {
  const { checkedOutIssues } = await import(join(here, 'lib', 'checkouts.mjs'));
  const work = process.env.CK_DUMP_WORK ?? join(homedir(), '.cache', 'context-kernel-devsets', 'identity');
  const rows = readFileSync(devData, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r, i) => (only ? only.has(r.instance_id) : i % sample === 0));
  const recs = [];
  for (const { tree, issue } of checkedOutIssues(rows, work)) {
    const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000 });
    // The work folder differs between runs made side by side (CK_DUMP_WORK): written as $WORK so they compare.
    recs.push({ issue: issue.instance_id, manifest: JSON.parse(JSON.stringify(stable(m)).replaceAll(work, '$WORK')) });
    if (recs.length % 20 === 0) console.log(`issues: ${recs.length}`);
  }
  recs.sort((a, b) => (a.issue < b.issue ? -1 : 1));
  writeLines('issues', recs);
}
