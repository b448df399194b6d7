// Errors raised inside installed packages: a user project laid out the ordinary way (a git repository whose
// node_modules/ or .venv/ is gitignored), the error provoked for real by running the user's code, sliced through the
// CLI in the three forms a user pastes (whole trace, the user's frame + the error line, the error line alone).
// The packages are small ones written here, so the test needs no registry; node and python3 produce the traces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { writeFiles } from '../helpers/repo.js';

interface Manifest {
  seeds: { path: string; line: number; why: string }[];
  files: { path: string; role: string; tier: string; ranges: [number, number][]; package?: { name: string; version: string } }[];
  warnings: { kind: string; path: string; detail: string }[];
  page_faults: { path: string; command: string }[];
  tokens: { task_state: number };
}

const write = writeFiles;
const git = (root: string): void => { spawnSync('git', ['init', '-q'], { cwd: root }); };
const visible = (m: Manifest, path: string, line: number): boolean =>
  m.files.some((f) => f.path === path && (f.tier === 'full' || f.ranges.some(([a, b]) => a <= line && line <= b)));

/** The three symptom forms cut from a real trace: the whole of it, the user's frames + the error line, the error line. */
function forms(trace: string, userFile: string, errorLine: RegExp): Record<'full' | 'frame' | 'message', string> {
  const lines = trace.split('\n');
  const err = lines.find((l) => errorLine.test(l))!;
  const frame: string[] = [];
  lines.forEach((l, i) => {
    if (!l.includes(userFile)) return;
    frame.push(l);
    if (/^\s*File "/.test(l) && lines[i + 1] && /^\s{4}\S/.test(lines[i + 1]!)) frame.push(lines[i + 1]!);
  });
  return { full: trace, frame: `${frame.join('\n')}\n${err}\n`, message: `${err}\n` };
}

let tmp: string;
const env = isolatedEnv();
beforeAll(() => { tmp = mkdtempSync(join(tmpdir(), 'ck-deps-')); });
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

function slice(root: string, symptom: string, extra: string[] = []): { code: number; m: Manifest; stderr: string } {
  const r = runCli(['slice', root, '--symptom', symptom, '--budget', '30000', '--format', 'json', ...extra], { env });
  return { code: r.code, m: JSON.parse(r.stdout) as Manifest, stderr: r.stderr };
}

/** Returns the root of a new npm project under `dir` that depends on the package `name` (its entry `main`), with `files`. */
function npmProject(dir: string, name: string, version: string, main: string, files: Record<string, string>): string {
  const root = join(tmp, dir);
  write(root, {
    '.gitignore': 'node_modules/\n',
    'package.json': JSON.stringify({ name: 'app', version: '1.0.0', dependencies: { [name]: version } }),
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, main }),
    ...files,
  });
  git(root);
  return root;
}

describe('npm: a project whose error is thrown inside node_modules', () => {
  let root: string;
  let trace: string;
  beforeAll(() => {
    root = npmProject('npm-project', 'tiny-range', '2.3.4', 'index.js', {
      'src/app.js': "const range = require('tiny-range');\n\nfunction check(spec) {\n  return range.parseRange(spec);\n}\n\ncheck('>=>1');\n",
      'node_modules/tiny-range/index.js': "const { parseRange } = require('./lib/parse');\nconst { format } = require('./lib/format');\nmodule.exports = { parseRange, format };\n",
      'node_modules/tiny-range/lib/format.js': "exports.format = (r) => `${r.op}${r.version}`;\n",
      'node_modules/tiny-range/lib/parse.js': [
        "const OPS = ['>=', '<=', '>', '<', '='];",
        '',
        'function split(spec) {',
        '  const op = OPS.find((o) => spec.startsWith(o));',
        "  if (!op || !/^\\d/.test(spec.slice(op.length))) {",
        '    throw new TypeError(`Invalid range operator in ${JSON.stringify(spec)}`);',
        '  }',
        '  return { op, version: spec.slice(op.length) };',
        '}',
        '',
        'exports.parseRange = function parseRange(spec) {',
        '  return split(spec.trim());',
        '};',
        '',
      ].join('\n'),
    });
    trace = spawnSync(process.execPath, [join(root, 'src/app.js')], { encoding: 'utf8' }).stderr;
  });

  it('the trace is real and goes through the package', () => {
    expect(trace).toMatch(/node_modules\/tiny-range\/lib\/parse\.js:6/);
  });

  for (const form of ['full', 'frame', 'message'] as const) {
    it(`${form}: the throw line is visible, as a dependency file with its package, page faults absolute`, () => {
      const { code, m } = slice(root, forms(trace, 'src/app.js', /^TypeError: /)[form]);
      expect(code).toBe(0);
      expect(visible(m, 'node_modules/tiny-range/lib/parse.js', 6)).toBe(true);
      const dep = m.files.find((f) => f.path === 'node_modules/tiny-range/lib/parse.js')!;
      expect(dep.role).toBe('dependency');
      expect(dep.package).toEqual({ name: 'tiny-range', version: '2.3.4' });
      if (form !== 'message') expect(m.files.some((f) => f.path === 'src/app.js')).toBe(true); // the user's call site
      for (const pf of m.page_faults) expect(pf.command).toMatch(/^cat '\//);
      expect(m.warnings.some((w) => w.kind === 'dependency-indexed' && w.path === 'node_modules/tiny-range')).toBe(true);
    });
  }

  it('full: the ranked definitions start with the project\'s own (its call site), the package\'s throw site after it', () => {
    const { m } = slice(root, forms(trace, 'src/app.js', /^TypeError: /).full);
    const symbols = (m as Manifest & { symbols?: { path: string; name: string }[] }).symbols ?? [];
    const own = symbols.findIndex((s) => s.path === 'src/app.js');
    const pkg = symbols.findIndex((s) => s.path.startsWith('node_modules/'));
    expect(own).toBe(0);
    expect(pkg).toBeGreaterThan(own);
  });

  it('a broken symlink in node_modules is a warning, not a crash', () => {
    symlinkSync(join(root, 'nowhere'), join(root, 'node_modules', 'ghost'));
    const { code, m } = slice(root, forms(trace, 'src/app.js', /^TypeError: /).message);
    expect(code).toBe(0);
    expect(visible(m, 'node_modules/tiny-range/lib/parse.js', 6)).toBe(true);
    rmSync(join(root, 'node_modules', 'ghost'));
  });

  it('a symptom from another project is declared foreign (exit 3)', () => {
    const foreign = 'Traceback (most recent call last):\n  File "/home/me/other/main.py", line 3, in <module>\n    print(1 / 0)\nZeroDivisionError: division by zero\n';
    const { code, m, stderr } = slice(root, foreign);
    expect(code).toBe(3);
    expect(m.warnings.some((w) => w.kind === 'foreign-symptom')).toBe(true);
    expect(stderr).toMatch(/foreign-symptom/);
  });
});

describe('npm: a message a package ships in several builds, reached from the user\'s frame', () => {
  let root: string;
  let trace: string;
  // The same short message in the CommonJS build the user's require loads, an ESM copy, a browser copy and a UMD
  // bundle: over the whole package the literal is common; over the code the user's file reaches through its imports
  // it is one raise site (evidence/proximity.ts).
  const throwing = (name: string): string => `function parse(token) {\n  if (!/^[a-z]+$/.test(token)) {\n    throw new TypeError('Invalid token');\n  }\n  return token;\n}\n${name}\n`;
  beforeAll(() => {
    root = npmProject('npm-builds', 'tok-kit', '1.0.0', 'dist/cjs/index.js', {
      'src/app.js': "const { parse } = require('tok-kit');\n\nfunction read(header) {\n  return parse(header);\n}\n\nread('x-42');\n",
      'node_modules/tok-kit/dist/cjs/index.js': "exports.parse = require('./parse.js').parse;\n",
      'node_modules/tok-kit/dist/cjs/parse.js': throwing('exports.parse = parse;'),
      'node_modules/tok-kit/dist/esm/parse.js': throwing('export { parse };'),
      'node_modules/tok-kit/dist/browser/parse.js': throwing('window.parse = parse;'),
      'node_modules/tok-kit/dist/umd/tok-kit.js': throwing('module.exports = { parse };'),
      'node_modules/tok-kit/dist/umd/tok-kit.min.js': throwing('module.exports = { parse };'),
    });
    trace = spawnSync(process.execPath, [join(root, 'src/app.js')], { encoding: 'utf8' }).stderr;
  });

  it('frame: the throw line of the build the user loads is visible, its evidence says the user\'s file reaches it', () => {
    expect(trace).toMatch(/node_modules\/tok-kit\/dist\/cjs\/parse\.js:3/);
    const { code, m } = slice(root, forms(trace, 'src/app.js', /^TypeError: /).frame);
    expect(code).toBe(0);
    expect(visible(m, 'node_modules/tok-kit/dist/cjs/parse.js', 3)).toBe(true);
    const seed = (m.seeds as (Manifest['seeds'][number] & { explanation?: unknown })[]).find((s) => s.path === 'node_modules/tok-kit/dist/cjs/parse.js' && s.line === 3);
    expect(JSON.stringify(seed?.explanation)).toMatch(/"scorer":"proximity"/);
  });
});

const python = spawnSync('python3', ['-c', 'import venv'], { encoding: 'utf8' }).status === 0 ? 'python3' : undefined;
describe.skipIf(!python)('Python: a project whose error is raised inside its .venv', () => {
  let root: string;
  let trace: string;
  let site: string;
  beforeAll(() => {
    root = join(tmp, 'py-project');
    write(root, { '.gitignore': '.venv/\n', 'app/main.py': 'from widgetlib import build\n\n\ndef main():\n    return build.make_widget("sprocket", size=-3)\n\n\nmain()\n' });
    git(root);
    spawnSync('python3', ['-m', 'venv', '--without-pip', join(root, '.venv')]);
    const ver = spawnSync(join(root, '.venv/bin/python'), ['-c', 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")'], { encoding: 'utf8' }).stdout.trim();
    site = `.venv/lib/python${ver}/site-packages`;
    write(root, {
      [`${site}/widgetlib/__init__.py`]: 'from . import build\n',
      [`${site}/widgetlib/build.py`]: 'from .checks import check_size\n\n\ndef make_widget(kind, size):\n    check_size(kind, size)\n    return (kind, size)\n',
      [`${site}/widgetlib/checks.py`]: 'class WidgetError(ValueError):\n    pass\n\n\ndef check_size(kind, size):\n    if size <= 0:\n        raise WidgetError("widget %r needs a positive size, got %d" % (kind, size))\n',
      [`${site}/widgetlib-0.9.1.dist-info/METADATA`]: 'Metadata-Version: 2.1\nName: widgetlib\nVersion: 0.9.1\n',
      [`${site}/widgetlib-0.9.1.dist-info/top_level.txt`]: 'widgetlib\n',
      [`${site}/fastcore_only/_speedups.cpython-311-x86_64-linux-gnu.so`]: '\x7fELF',
      [`${site}/fastcore_only-1.0.dist-info/METADATA`]: 'Metadata-Version: 2.1\nName: fastcore-only\nVersion: 1.0\n',
      [`${site}/fastcore_only-1.0.dist-info/top_level.txt`]: 'fastcore_only\n',
    });
    trace = spawnSync(join(root, '.venv/bin/python'), [join(root, 'app/main.py')], { encoding: 'utf8' }).stderr;
  });

  it('the trace is real and goes through the venv', () => {
    expect(trace).toMatch(/site-packages\/widgetlib\/checks\.py", line 7/);
  });

  for (const form of ['full', 'frame', 'message'] as const) {
    it(`${form}: the raise line is visible as a dependency file of its package`, () => {
      const { code, m } = slice(root, forms(trace, 'app/main.py', /WidgetError: /)[form]);
      expect(code).toBe(0);
      expect(visible(m, `${site}/widgetlib/checks.py`, 7)).toBe(true);
      expect(m.files.find((f) => f.path === `${site}/widgetlib/checks.py`)!.package).toEqual({ name: 'widgetlib', version: '0.9.1' });
    });
  }

  it('a second project with the same installed package reuses its index (shared cache, keyed by name, version and files)', () => {
    const first = slice(root, forms(trace, 'app/main.py', /WidgetError: /).frame);
    expect(first.m.warnings.find((w) => w.kind === 'dependency-indexed')?.detail).toMatch(/index cache (hit|miss)/);
    const other = join(tmp, 'py-project-2');
    cpSync(root, other, { recursive: true, verbatimSymlinks: true });
    const second = slice(other, forms(trace, 'app/main.py', /WidgetError: /).frame.replaceAll(root, other));
    expect(second.m.warnings.find((w) => w.kind === 'dependency-indexed')?.detail).toMatch(/index cache hit/);
    expect(visible(second.m, `${site}/widgetlib/checks.py`, 7)).toBe(true);
  });

  it('an issue text quoting the package\'s message: the package is reached by the literal, not ranked lexically against the project', () => {
    // A session pasted from the interpreter (frames of <stdin> only), as issues do: the package joins the index.
    const issue = 'Widgets of a negative size should be refused by the app before the widget library sees them.\n'
      + 'Right now main() passes the size through and the widget build fails:\n\n'
      + '>>> main()\nTraceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n'
      + `${forms(trace, 'app/main.py', /WidgetError: /).message}\n`
      + 'The widget kind and size checks belong in main, which builds every widget of the app.\n';
    const { code, m } = slice(root, issue);
    expect(code).toBe(0);
    expect(m.warnings.some((w) => w.kind === 'dependency-indexed')).toBe(true);
    expect(m.seeds.some((s) => s.path === 'app/main.py')).toBe(true);
    expect(m.seeds.filter((s) => s.path.startsWith(site) && (s as { source?: string }).source === 'lexical')).toEqual([]);
    expect(m.seeds.some((s) => s.path === `${site}/widgetlib/checks.py` && s.why === 'literal')).toBe(true);
    // The issue asks for a change in the project: its own files lead the seeds, the package's raise site follows.
    const firstPackage = m.seeds.findIndex((s) => s.path.startsWith(site));
    expect(m.seeds.findIndex((s) => s.path === 'app/main.py')).toBeLessThan(firstPackage);
    expect(m.seeds.slice(firstPackage).every((s) => s.path.startsWith(site))).toBe(true);
  });

  it('a venv whose interpreter is gone and a package without sources give warnings and a slice', () => {
    writeFileSync(join(root, '.venv/pyvenv.cfg'), 'home = /nonexistent/python/bin\ninclude-system-site-packages = false\nversion = 3.11.0\n');
    const src = 'Traceback (most recent call last):\n  File "app/main.py", line 1, in <module>\n    import fastcore_only\nfastcore_only.Error: speedups failed\n';
    writeFileSync(join(root, 'app/other.py'), 'import fastcore_only\n');
    const { code, m } = slice(root, src);
    expect([0, 3]).toContain(code);
    expect(m.warnings.some((w) => w.kind === 'venv-interpreter-missing')).toBe(true);
    const again = slice(root, forms(trace, 'app/main.py', /WidgetError: /).message);
    expect(visible(again.m, `${site}/widgetlib/checks.py`, 7)).toBe(true);
  });

  it('an unreadable package folder is skipped with a warning', () => {
    const dir = join(root, site, 'widgetlib');
    chmodSync(dir, 0o000);
    try {
      const { m } = slice(root, forms(trace, 'app/main.py', /WidgetError: /).message);
      expect(Array.isArray(m.files)).toBe(true); // a slice of what remains, never a crash
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});
