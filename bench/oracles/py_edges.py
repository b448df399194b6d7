#!/usr/bin/env python3
"""Python import-edge oracle: the file-level import graph of a source tree, from Python's own `ast` module.

usage: python3 bench/oracles/py_edges.py ROOT [--parents] [--lines] > edges.json

Prints a sorted JSON list of [from, to] pairs of repo-relative, '/'-separated paths (no self-edges);
with --lines, [from, to, line] triples (the first line that produced the edge).

Conventions (what one edge means; bench/agreement.mjs compares our index under the same ones):
  * Files: every *.py and *.pyi (stubs import too) under ROOT, skipping the directories the index skips by default
    (.git, node_modules, .venv, venv, __pycache__, build, dist, .tox, .mypy_cache, .eggs, site-packages).
  * Module names come from paths relative to ROOT (the one import root): `a/b/c.py` is `a.b.c`,
    `a/b/__init__.py` is `a.b` (likewise for .pyi); directories without `__init__.py` are namespace packages (PEP 420).
  * A module `a.b.c` is implemented by the first of: `a/b/c/__init__.py` (a package wins over a module, as in
    CPython's FileFinder), `a/b/c.py`, then for compiled modules the stub or source that stands for them:
    `a/b/c/__init__.pyi`, `a/b/c.pyi`, `a/b/c.<abi>.so`, `a/b/c.pyx`; or a namespace directory `a/b/c/`
    (exists, but no file: no edge). `import a.b.missing` is no edge (Python raises ImportError).
    Modules that are not under ROOT (stdlib, third-party) produce no edge: nothing is guessed by suffix.
  * Every Import / ImportFrom node anywhere in the tree counts (module level, functions, classes, try/except,
    if/else, `if TYPE_CHECKING:`).
  * `import a.b.c` -> an edge to the leaf `a.b.c` only; with --parents also to `a` and `a.b`
    (Python executes their `__init__.py` too).
  * `from M import x`: an edge to submodule `M.x` when it exists, otherwise to `M` itself; a statement can
    produce both kinds of edges (`from pkg import submod, func`). `from M import *` -> an edge to `M`.
    With --parents, also to every package above `M`.
  * Relative imports are resolved with `importlib.util.resolve_name` against the file's package: the module
    itself for `__init__.py`, its parent otherwise. Levels above ROOT are reported on stderr and skipped.
  * `importlib.import_module("x")`, `import_module("x")` and `__import__("x")` with a constant string argument
    count as `import x` (a relative first argument with `package=__name__`/`__package__` is resolved too).
  * Files that fail to parse are reported on stderr (one line each) and contribute no edges.
"""
import ast
import importlib.util
import json
import multiprocessing
import os
import sys

SKIP_DIRS = {'.git', 'node_modules', '.venv', 'venv', '__pycache__', 'build', 'dist', '.tox', '.mypy_cache', '.eggs', 'site-packages'}


def walk_py(root):
    """Returns the sorted repo-relative paths of every .py and .pyi file under root."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not os.path.islink(os.path.join(dirpath, d)))
        for f in filenames:
            if f.endswith('.py') or f.endswith('.pyi'):
                out.append(os.path.relpath(os.path.join(dirpath, f), root).replace(os.sep, '/'))
    return sorted(out)


class Modules:
    """Maps dotted module names to the file under ROOT that implements them."""

    def __init__(self, root):
        self.root = root
        self.cache = {}

    def file_of(self, name):
        """Returns (path or None, exists): the implementing file, and whether the module exists under ROOT at all."""
        if name in self.cache:
            return self.cache[name]
        parts = name.split('.')
        if any(not p.isidentifier() for p in parts):
            self.cache[name] = (None, False)
            return self.cache[name]
        base = '/'.join(parts)
        found = (None, False)
        for cand in (base + '/__init__.py', base + '.py', base + '/__init__.pyi', base + '.pyi'):
            if os.path.isfile(os.path.join(self.root, cand)):
                found = (cand, True)
                break
        else:
            d = os.path.join(self.root, *parts[:-1]) if len(parts) > 1 else self.root
            leaf = parts[-1]
            ext = None
            if os.path.isdir(d):
                for f in sorted(os.listdir(d)):
                    if f.startswith(leaf + '.') and (f.endswith('.so') or f.endswith('.pyd')) and f.split('.')[0] == leaf:
                        ext = f
                        break
                if ext is None and os.path.isfile(os.path.join(d, leaf + '.pyx')):
                    ext = leaf + '.pyx'
            if ext is not None:
                found = ('/'.join(parts[:-1] + [ext]), True)
            elif os.path.isdir(os.path.join(self.root, base)):
                found = (None, True)  # namespace package: exists, no file to point at
        self.cache[name] = found
        return found


def module_of(path):
    """Returns (module name, package name) of a repo-relative .py or .pyi path."""
    parts = path[:path.rindex('.')].split('/')
    if parts[-1] == '__init__':
        parts = parts[:-1]
        return '.'.join(parts), '.'.join(parts)
    return '.'.join(parts), '.'.join(parts[:-1])


def const_str(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def dynamic_target(call, package):
    """Returns the absolute module name of a constant import_module/__import__ call, or None."""
    f = call.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
    if name not in ('import_module', '__import__') or not call.args:
        return None
    mod = const_str(call.args[0])
    if mod is None:
        return None
    if name == '__import__':
        level = 0
        for kw in call.keywords:
            if kw.arg == 'level' and isinstance(kw.value, ast.Constant):
                level = kw.value.value
        if len(call.args) >= 5 and isinstance(call.args[4], ast.Constant):
            level = call.args[4].value
        if level:
            return None
        return mod
    if mod.startswith('.'):
        pkg_arg = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == 'package'), None)
        if isinstance(pkg_arg, ast.Name) and pkg_arg.id in ('__name__', '__package__'):
            try:
                return importlib.util.resolve_name(mod, package)
            except (ImportError, ValueError):
                return None
        return None
    return mod


def import_nodes(tree, with_calls):
    """Yields every Import/ImportFrom statement at any nesting depth (and every Call when with_calls).

    Imports are statements, so only statement bodies are walked unless calls are needed: a full ast.walk
    visits ~10x more nodes (every expression) and dominated the run time.
    """
    if with_calls:
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom, ast.Call)):
                yield node
        return
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
            continue
        for field in ('body', 'orelse', 'finalbody', 'handlers', 'cases'):
            sub = getattr(node, field, None)
            if isinstance(sub, list):
                stack.extend(sub)


def edges_of(path, tree, mods, parents, warn, dynamic_calls):
    mod, package = module_of(path)
    targets = {}
    line = 0

    def target(f):
        if f != path and (f not in targets or targets[f] > line):
            targets[f] = line

    def add(name, with_parents):
        f, _ = mods.file_of(name)
        if f is not None:
            target(f)
        if with_parents:
            p = name.split('.')
            for i in range(1, len(p)):
                pf, _ = mods.file_of('.'.join(p[:i]))
                if pf is not None:
                    target(pf)

    for node in import_nodes(tree, dynamic_calls):
        line = node.lineno
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, parents)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                try:
                    base = importlib.util.resolve_name('.' * node.level + (node.module or ''), package)
                except (ImportError, ValueError) as e:
                    warn(f'{path}:{node.lineno}: relative import beyond the root: {e}')
                    continue
            else:
                base = node.module or ''
            if node.module == '__future__':
                continue
            for alias in node.names:
                sub = base + '.' + alias.name if alias.name != '*' else None
                sub_file, sub_exists = mods.file_of(sub) if sub else (None, False)
                if sub_exists:
                    if sub_file is not None:
                        target(sub_file)
                    if parents:
                        add(base, True)
                else:
                    add(base, parents)
        elif isinstance(node, ast.Call):
            name = dynamic_target(node, package)
            if name:
                add(name, parents)
    return targets


_MODS = {}


def file_edges(job):
    """Returns (path, targets, warnings) for one file (runs in a worker process)."""
    root, path, parents = job
    mods = _MODS.setdefault(root, Modules(root))
    warnings = []
    try:
        with open(os.path.join(root, path), 'rb') as fh:
            src = fh.read()
        tree = ast.parse(src, filename=path)
    except (SyntaxError, ValueError, OSError) as e:
        return path, [], [f'py_edges: {path}: not parsed: {e}']
    calls = b'import_module' in src or b'__import__' in src
    return path, sorted(edges_of(path, tree, mods, parents, warnings.append, calls).items()), warnings


def main(argv):
    args = [a for a in argv if not a.startswith('--')]
    if len(args) != 1:
        sys.stderr.write('usage: py_edges.py ROOT [--parents] [--lines]\n')
        return 2
    root = os.path.realpath(args[0])
    parents = '--parents' in argv
    lines = '--lines' in argv
    paths = walk_py(root)
    jobs = [(root, path, parents) for path in paths]
    with multiprocessing.Pool(min(os.cpu_count() or 1, 4)) as pool:
        results = pool.map(file_edges, jobs, chunksize=16)
    problems = []
    edges = []
    for path, targets, warnings in results:
        problems.extend(warnings)
        for t, line in targets:
            edges.append([path, t, line] if lines else [path, t])
    for p in problems:
        sys.stderr.write(p + '\n')
    json.dump(sorted(edges), sys.stdout, separators=(',', ':'))
    sys.stdout.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
