#!/usr/bin/env node
// Usage: node bench/devsets/deps/capture.mjs [--dir DIR] [--only LIB] [--jobs N]
//
// Lays out the deps devset in DIR ($CK_DEVSET_DIR, default ~/.cache/context-kernel-devsets/deps):
//   projects/<case>/   a git repo with the user's program (app/main.py or src/app.js), its requirements.txt or
//                      package.json, and the library installed the ordinary way inside it (.venv or node_modules);
//                      the cases in libs.mjs `systemSite` use `venv --system-site-packages` instead, so the library
//                      stays in /usr/lib/python3/dist-packages outside the project
//   checkouts/<lib>/   the library's own source tree as a repository root, git-initialized
//   traces/<case>.txt  the program's real stderr, and <case>.{full,frame,message}.txt cut from it
//   cases.json         per case: the layout, the raise site (the innermost frame, inside the library) and the forms
// Python libraries come from Debian's packages (apt-get, as root), npm ones from the npm registry, at the versions
// in libs.mjs. Idempotent: projects, checkouts and installs carry a stamp and are rebuilt only when it changes;
// programs are run again every time. Progress goes to stderr. A case whose innermost frame is not inside its
// library is dropped with a message.
import { createHash } from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { npm as NPM_LIBS, python as PY_LIBS, systemSite } from './libs.mjs';
import { cutForms, parseNode, parsePython } from './trace.mjs';

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));
const PY = '/usr/bin/python3';
const DIST = '/usr/lib/python3/dist-packages';

function args(argv) {
  const out = { dir: process.env.CK_DEVSET_DIR || join(homedir(), '.cache/context-kernel-devsets/deps'), only: null, jobs: 4 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir') out.dir = argv[++i];
    else if (argv[i] === '--only') out.only = argv[++i];
    else if (argv[i] === '--jobs') out.jobs = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}; usage: capture.mjs [--dir DIR] [--only LIB] [--jobs N]`);
  }
  out.dir = resolve(out.dir);
  return out;
}

const log = (msg) => process.stderr.write(`[capture] ${msg}\n`);
const hash = (...parts) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);
const stampOk = (dir, stamp) => existsSync(join(dir, '.devset-stamp')) && readFileSync(join(dir, '.devset-stamp'), 'utf8') === stamp;
// Bumped when the way projects and checkouts are laid out changes, so that stamps from older runs go stale.
const LAYOUT_VERSION = 2;
const GIT = ['-c', 'user.name=devset', '-c', 'user.email=devset@localhost', '-c', 'init.defaultBranch=main'];

async function gitInit(dir, message) {
  await run('git', [...GIT, 'init', '-q'], { cwd: dir });
  await run('git', [...GIT, 'add', '-A'], { cwd: dir, maxBuffer: 1 << 26 });
  await run('git', [...GIT, 'commit', '-q', '-m', message], { cwd: dir, maxBuffer: 1 << 26 });
}

/** Runs fn over items, at most n at a time; returns the results in order. */
async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) { const i = next++; out[i] = await fn(items[i], i); }
  }));
  return out;
}

// ---------- Python: Debian packages ----------

function dpkgInstalled(pkg) {
  try { return execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).includes('install ok installed'); } catch { return false; }
}

function ensureApt(pkgs) {
  const missing = pkgs.filter((p) => !dpkgInstalled(p));
  if (!missing.length) return;
  log(`apt-get install ${missing.join(' ')}`);
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-q', ...missing], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Returns the installed python3-* packages `pkg` needs, itself included (Depends and Pre-Depends, first installed alternative). */
function aptClosure(pkg) {
  const seen = new Set();
  const stack = [pkg];
  while (stack.length) {
    const p = stack.pop();
    if (seen.has(p)) continue;
    seen.add(p);
    const deps = execFileSync('dpkg-query', ['-W', '-f=${Pre-Depends},${Depends}', p], { encoding: 'utf8' });
    for (const clause of deps.split(',')) {
      const alts = clause.split('|').map((a) => a.trim().replace(/\s*\(.*\)$/, '').replace(/:any$/, '')).filter(Boolean);
      const pick = alts.find((a) => a.startsWith('python3-') && dpkgInstalled(a));
      if (pick) stack.push(pick);
    }
  }
  return [...seen].sort();
}

/** Returns the package's files under dist-packages, relative to it (no __pycache__, no directories). */
function distFiles(pkg) {
  const out = [];
  for (const f of execFileSync('dpkg', ['-L', pkg], { encoding: 'utf8' }).split('\n')) {
    if (!f.startsWith(DIST + '/') || f.includes('/__pycache__/')) continue;
    if (lstatSync(f).isDirectory()) continue;
    out.push(f.slice(DIST.length + 1));
  }
  return out;
}

const isMeta = (rel) => /^[^/]+\.(?:egg-info|dist-info)(?:\/|$)/.test(rel);

async function copyFiles(fromDir, rels, toDir) {
  mkdirSync(toDir, { recursive: true });
  const list = join(toDir, '.devset-files');
  writeFileSync(list, rels.join('\n') + '\n');
  // -h: Debian links some data out of dist-packages (babel's locale-data -> /usr/share/...); a relative link would
  // dangle in the copy, so copy what it points to.
  await run('bash', ['-c', 'set -o pipefail; tar -h -C "$1" -cf - -T "$2" | tar -C "$3" -xf -', 'copy', fromDir, list, toDir]);
  rmSync(list);
}

function pyDistName(files) {
  for (const f of files) {
    const m = /^([^/]+?)-(\d[^/-]*?)(?:-py\d[^/]*)?\.(?:egg-info|dist-info)(?:\/|$)/.exec(f);
    if (m) return `${m[1]}==${m[2]}`;
  }
  return null;
}

// ---------- npm ----------

async function npmStore(work, lib, version) {
  const dir = join(work, 'store/npm', lib);
  const stamp = `${lib}@${version}`;
  if (stampOk(dir, stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `store-${lib}`, private: true }, null, 2) + '\n');
  log(`npm install ${lib}@${version}`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `${lib}@${version}`], { cwd: dir, maxBuffer: 1 << 26 });
  writeFileSync(join(dir, '.devset-stamp'), stamp);
  return dir;
}

// ---------- cases ----------

function listCases(only) {
  const out = [];
  for (const [eco, ext, table] of [['python', '.py', PY_LIBS], ['npm', '.js', NPM_LIBS]]) {
    const dir = join(HERE, 'cases', eco);
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith(ext)) continue;
      const id = f.slice(0, -ext.length);
      const library = id.replace(/-\d+$/, '');
      if (!(library in table)) throw new Error(`${eco}/${f}: library ${library} is not in libs.mjs`);
      if (only && library !== only) continue;
      out.push({ id, ecosystem: eco, library, source: join(dir, f) });
    }
  }
  return out;
}

async function makeCheckout(work, c, info) {
  const dir = join(work, 'checkouts', c.library);
  const stamp = (c.ecosystem === 'python' ? `${info.apt} ${info.version}` : `${c.library}@${NPM_LIBS[c.library]}`) + ` layout ${LAYOUT_VERSION}`;
  if (stampOk(dir, stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (c.ecosystem === 'python') {
    await copyFiles(DIST, info.files.filter((f) => !isMeta(f)), dir);
  } else {
    const src = join(info.store, 'node_modules', c.library);
    cpSync(src, dir, { recursive: true, filter: (p) => !relative(src, p).split('/').includes('node_modules') });
  }
  writeFileSync(join(dir, '.gitignore'), '.devset-stamp\n');
  await gitInit(dir, `${c.library} ${stamp}`);
  writeFileSync(join(dir, '.devset-stamp'), stamp);
  return dir;
}

async function makeProject(work, c, info) {
  const dir = join(work, 'projects', c.id);
  const layout = c.ecosystem === 'npm' ? 'node_modules' : systemSite.has(c.id) ? 'system-site-packages' : 'venv';
  const source = readFileSync(c.source, 'utf8');
  const stamp = hash(source, layout, c.ecosystem === 'python' ? info.version : NPM_LIBS[c.library], LAYOUT_VERSION);
  if (stampOk(dir, stamp)) return { dir, layout };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n.venv/\n__pycache__/\n.devset-stamp\n');
  if (c.ecosystem === 'python') {
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app/main.py'), source);
    writeFileSync(join(dir, 'requirements.txt'), (info.requirement ?? c.library) + '\n');
    await gitInit(dir, 'initial commit');
    const venvArgs = ['-m', 'venv', '--without-pip', ...(layout === 'system-site-packages' ? ['--system-site-packages'] : []), '.venv'];
    await run(PY, venvArgs, { cwd: dir });
    if (layout === 'venv') await copyFiles(DIST, info.closureFiles, join(dir, '.venv/lib', info.pyDir, 'site-packages'));
  } else {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/app.js'), source);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({
      name: c.id, version: '1.0.0', private: true, type: 'commonjs', main: 'src/app.js',
      dependencies: { [c.library]: NPM_LIBS[c.library] },
    }, null, 2) + '\n');
    cpSync(join(info.store, 'package-lock.json'), join(dir, 'package-lock.json'));
    await gitInit(dir, 'initial commit');
    cpSync(join(info.store, 'node_modules'), join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  writeFileSync(join(dir, '.devset-stamp'), stamp);
  return { dir, layout };
}

/** Returns the raise site of a trace when its innermost frame lies in the library's own files, else a reason. */
function raiseSite(c, info, project, layout, frame) {
  const p = frame.path;
  if (c.ecosystem === 'npm') {
    const base = join(project, 'node_modules', c.library) + '/';
    if (!p.startsWith(base)) return { reason: `innermost frame ${p}:${frame.line} is not in node_modules/${c.library}` };
    const rel = p.slice(base.length);
    if (rel.split('/').includes('node_modules')) return { reason: `innermost frame ${p}:${frame.line} is in a nested dependency` };
    return { project_path: relative(project, p), absolute: p, checkout_path: rel, line: frame.line };
  }
  const base = layout === 'venv' ? join(project, '.venv/lib', info.pyDir, 'site-packages') + '/' : DIST + '/';
  if (!p.startsWith(base)) return { reason: `innermost frame ${p}:${frame.line} is not under ${base}` };
  const rel = p.slice(base.length);
  if (!info.fileSet.has(rel)) return { reason: `innermost frame ${p}:${frame.line} is not a file of ${info.apt}` };
  return { project_path: layout === 'venv' ? relative(project, p) : null, absolute: p, checkout_path: rel, line: frame.line };
}

async function capture(work, c, info, project, layout) {
  const cmd = c.ecosystem === 'python' ? ['.venv/bin/python', ['app/main.py']] : ['node', ['src/app.js']];
  const env = { PATH: process.env.PATH, HOME: process.env.HOME ?? '/root', LANG: 'C.UTF-8', PYTHONDONTWRITEBYTECODE: '1' };
  let stderr = '';
  try {
    // A library may log the error and exit 0 (koa's default onerror): its stderr counts too.
    ({ stderr } = await run(cmd[0], cmd[1], { cwd: project, env, timeout: 60_000, maxBuffer: 1 << 24 }));
  } catch (e) {
    stderr = e.stderr ?? '';
  }
  const parsed = c.ecosystem === 'python' ? parsePython(stderr) : parseNode(stderr);
  if (!parsed) return { reason: `no traceback in its output (${stderr.trim().split('\n').pop() ?? 'empty'})` };
  const userFile = join(project, c.ecosystem === 'python' ? 'app/main.py' : 'src/app.js');
  const site = raiseSite(c, info, project, layout, parsed.innermost);
  if (site.reason) return site;
  const forms = cutForms(c.ecosystem, stderr, parsed, userFile);
  const traces = join(work, 'traces');
  writeFileSync(join(traces, `${c.id}.txt`), stderr);
  for (const form of ['full', 'frame', 'message']) writeFileSync(join(traces, `${c.id}.${form}.txt`), forms[form]);
  return { site, error: parsed.error, userFrames: forms.userFrames };
}

async function main() {
  const opt = args(process.argv.slice(2));
  const work = opt.dir;
  for (const d of ['projects', 'checkouts', 'traces', 'store/npm']) mkdirSync(join(work, d), { recursive: true });
  const cases = listCases(opt.only);
  log(`${cases.length} cases into ${work}`);

  // Installs: Debian packages first (one apt-get), then one npm store per library, a few at a time.
  const pyLibs = [...new Set(cases.filter((c) => c.ecosystem === 'python').map((c) => c.library))];
  const npmLibs = [...new Set(cases.filter((c) => c.ecosystem === 'npm').map((c) => c.library))];
  if (pyLibs.length) ensureApt(pyLibs.map((l) => PY_LIBS[l]));
  const pyDir = pyLibs.length ? execFileSync(PY, ['-c', 'import sys; print(f"python{sys.version_info[0]}.{sys.version_info[1]}")'], { encoding: 'utf8' }).trim() : null;
  const info = {};
  for (const lib of pyLibs) {
    const apt = PY_LIBS[lib];
    const files = distFiles(apt);
    const closureFiles = [...new Set(aptClosure(apt).flatMap(distFiles))].sort();
    const version = execFileSync('dpkg-query', ['-W', '-f=${Version}', apt], { encoding: 'utf8' });
    info[`python:${lib}`] = { apt, files, fileSet: new Set(files), closureFiles, version, pyDir, requirement: pyDistName(files) };
  }
  const stores = await pool(npmLibs, opt.jobs, (lib) => npmStore(work, lib, NPM_LIBS[lib]));
  npmLibs.forEach((lib, i) => { info[`npm:${lib}`] = { store: stores[i] }; });

  // Checkouts, one per library.
  const libCases = [...new Map(cases.map((c) => [`${c.ecosystem}:${c.library}`, c])).values()];
  const checkouts = {};
  await pool(libCases, opt.jobs, async (c) => {
    checkouts[`${c.ecosystem}:${c.library}`] = await makeCheckout(work, c, info[`${c.ecosystem}:${c.library}`]);
    log(`checkout ${c.library}`);
  });

  // Projects and traces.
  const results = await pool(cases, opt.jobs, async (c) => {
    const li = info[`${c.ecosystem}:${c.library}`];
    const { dir, layout } = await makeProject(work, c, li);
    const got = await capture(work, c, li, dir, layout);
    if (got.reason) { log(`drop ${c.id}: ${got.reason}`); return null; }
    log(`${c.id}: ${got.error.slice(0, 100)}`);
    return {
      id: c.id, ecosystem: c.ecosystem, library: c.library, layout,
      project: relative(work, dir), checkout: relative(work, checkouts[`${c.ecosystem}:${c.library}`]),
      raise: got.site, error: got.error, user_frames: got.userFrames,
      trace: `traces/${c.id}.txt`,
      forms: Object.fromEntries(['full', 'frame', 'message'].map((f) => [f, `traces/${c.id}.${f}.txt`])),
    };
  });
  const kept = results.filter(Boolean);
  // With --only, keep the other libraries' entries from an earlier run.
  const file = join(work, 'cases.json');
  let prior = [];
  if (opt.only && existsSync(file)) prior = JSON.parse(readFileSync(file, 'utf8')).cases.filter((c) => c.library !== opt.only);
  const all = [...prior, ...kept].sort((a, b) => a.ecosystem.localeCompare(b.ecosystem) || a.id.localeCompare(b.id, 'en', { numeric: true }));
  writeFileSync(file, JSON.stringify({ version: 1, dir: work, cases: all }, null, 2) + '\n');
  const perLib = {};
  for (const c of all) perLib[`${c.ecosystem}:${c.library}`] = (perLib[`${c.ecosystem}:${c.library}`] ?? 0) + 1;
  const thin = Object.entries(perLib).filter(([, n]) => n < 2).map(([k]) => k);
  log(`kept ${kept.length}/${cases.length} cases; cases.json has ${all.length}` + (thin.length ? `; fewer than 2 cases: ${thin.join(', ')}` : ''));
}

main().catch((e) => { process.stderr.write(`[capture] failed: ${e.stack ?? e}\n`); process.exit(1); });
