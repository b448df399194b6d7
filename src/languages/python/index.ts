/**
 * Python: `.py`/`.pyi` files, lexed by the `pylex` kernel (twin: lex-twin.ts) and resolved from package roots only;
 * venvs, `site-packages` and the interpreter's site dirs as the dependency layout; pytest's test-file names.
 * @internal
 */
import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import type { LanguagePack, ResolveContext, ModuleResolver } from '../types.js';
import { toPosix } from '../../repo/paths.js';
import { lexPythonRecords } from './lex-twin.js';
import { decodePython, getattrImports } from './decode.js';
import { REC, PY_GETATTR_CONST } from '../../repo/lex/records.js';
import { pythonDynamicBlob } from './dynamic.js';
import { PythonResolver } from './resolve.js';
import { resolvePythonBatch } from './resolve-kernel.js';
import { discoverPython, prefetchSitePaths } from './deps.js';
import { PYTHON_DIALECTS } from './dialects.js';
import { pythonDefs, pythonUnits } from './symbols.js';
import { mypyContinuation, prefixedTraceStart, quotedOutputStart } from './symptom-lines.js';
import { PYTHON_NAMES } from './names.js';
import { PYTHON_LITERALS } from './literals.js';
import { PYTHON_OPERATORS } from './operators.js';

const TEST_SUBJECT = /^test_(.+)\.py$|^(.+)_test\.py$/;
const SITE_DIRS = new Set(['site-packages', 'dist-packages']);

/** Returns the Python resolver of one file set, with the resolution kernel for whole batches. */
function resolver(ctx: ResolveContext): ModuleResolver {
  // A dependency root is `…/site-packages/<pkg>`: its parent is a source root of the installed modules.
  const depRoots = ctx.dependencyRoots.map((d) => {
    const r = toPosix(relative(ctx.root, d));
    const p = r.startsWith('..') ? toPosix(d) : r;
    return p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
  });
  const py = new PythonResolver(ctx.files, basename(ctx.root), depRoots);
  return {
    resolve: (importer, imp) => py.resolve(importer, imp),
    resolveBatch: (ids, blobOf) => resolvePythonBatch(ctx.paths, py.roots, py.selfName, ids, blobOf),
    ownImportsOnly: true,
  };
}

export const python: LanguagePack = {
  id: 'python',
  title: 'Python',
  shortName: 'Python',
  edgeClass: 'precise',
  extensions: { '.py': 'python', '.pyi': 'python' },
  projectMarkers: ['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'Pipfile'],
  kernels: ['pylex', 'pyresolve'],
  lexer: {
    kernel: {
      name: 'pylex',
      records: lexPythonRecords,
      decode: (buf, rec, chars, o) => decodePython(buf, rec, chars, o.eventDecorators),
      dynamicBlob: (buf, rec, only, decoratorNames, o) => pythonDynamicBlob(buf, rec, o.eventDecorators, decoratorNames, only),
      extraImports: (buf, rec, only) => (only.some((i) => rec[i * REC] === PY_GETATTR_CONST) ? getattrImports(buf, rec) : []),
    },
  },
  resolver,
  unresolvedCandidates(_importer, reason) {
    const m = /\((\S+) not found\)$/.exec(reason);
    return m ? [`${m[1]}.py`, `${m[1]}/__init__.py`] : undefined;
  },
  tests: {
    fileName: /^(?:test_.*\.py|.*_test\.py|conftest\.py)$/,
    subjectOf: (base) => { const m = TEST_SUBJECT.exec(base); return m ? (m[1] ?? m[2]) : undefined; },
    entryStems: ['__init__'],
  },
  symptoms: {
    dialects: PYTHON_DIALECTS,
    errorNameSuffixes: ['Exit', 'Interrupt', 'Iteration', 'ErrorGroup', 'ExceptionGroup'],
    errorLinePrefixes: ['E\\s+'],
    messageMarker: 'E',
    frameExtensions: ['py', 'pyi'],
    mentionExtensions: ['py', 'pyi', 'pyx', 'pxd', 'pxi'],
    prefixedTraceStart,
    quotedOutputStart,
    // `open()`, `os.*` file calls, `eval`/`exec`/`compile`: the runtime raises inside them (no error class is named).
    runtimeRaisers: /(?<![\w.])(?:io\.)?open\s*\(|\bos\.(?:open|stat|listdir|scandir|remove|unlink|rename|mkdir|makedirs|rmdir)\s*\(|(?<![\w.])(?:eval|exec|compile)\s*\(/,
    gccLikeTool: { files: /\.pyi?$/, tool: 'mypy', continuation: mypyContinuation },
    formats: [
      { format: 'python', errorFollows: true, frameLine: /^\s*File "/ },
      { format: 'pytest', errorBeforeFrames: true },
      { format: 'ipython', errorFollows: true },
      { format: 'doctest', errorFollows: true, continuedBy: ['python'] },
    ],
  },
  names: PYTHON_NAMES,
  syntax: {
    grammars: { '.py': 'python', '.pyi': 'python' },
    symbols: { defs: pythonDefs, units: pythonUnits },
    stubSuffixes: [['.pyi', '.py']],
    constructorNames: ['__init__', '__new__'],
    moduleFileSuffixes: ['.py', '/__init__.py'],
    reexportingModule: { file: /(?:^|\/)__init__\.py$/, name: '__init__' },
    literals: PYTHON_LITERALS,
    operatorMethods: PYTHON_OPERATORS,
  },
  dependencies: {
    excludedDirs: ['.venv', 'venv', '__pycache__', '.tox', '.nox', '.mypy_cache', '.pytest_cache', '.ruff_cache', '.eggs', 'site-packages'],
    installDirs: ['.venv', 'venv', 'env', '__pycache__'],
    packageRootOf(p) {
      const m = /\/(site-packages|dist-packages)\//.exec(p);
      if (!m) return null;
      const base = m.index + m[0].length;
      const top = p.slice(base).split('/')[0]!;
      if (top.endsWith('.py')) return { at: m.index, root: null }; // a single-module distribution: not supported as a root
      const pkgDir = p.slice(0, base) + top;
      return { at: m.index, root: existsSync(pkgDir) ? pkgDir : null };
    },
    installRoots: ['site-packages', 'dist-packages'],
    singleFileModule: '.py',
    installedCopyOf(segs) {
      const at = segs.findLastIndex((x) => SITE_DIRS.has(x));
      return at < 0 ? null : { at, dirs: ['', 'src', 'lib'], own: true };
    },
    installedFramePath: /\/(?:site|dist)-packages\/|\/lib\/python3\.\d+\//,
    topLevelPackageOf(p, paths) {
      const m = /^(?:(.*)\/)?([A-Za-z_]\w*)\/__init__\.py$/.exec(p); // a top-level package: its parent is no package
      return m && !paths.has(m[1] ? `${m[1]}/__init__.py` : '__init__.py') ? m[2] : undefined;
    },
    inPlay: (byLang, frames) => (byLang.python ?? 0) > 0 || frames.some((f) => /\.pyx?$/.test(f.path)),
    notInPlayOptions: { python: false },
    discover: (root, env, opts) => discoverPython(root, env, opts),
    prefetch: (root, opts) => prefetchSitePaths(root, opts),
    ecosystem: 'python',
  },
};
