#!/usr/bin/env python3
"""Mutated real Python sources and their imports as Python's own ast reads them: an oracle for the lexer's lines.

usage: python3 bench/oracles/py_imports_mutated.py SRC_ROOT OUT_DIR COUNT SEED

Copies up to COUNT .py files of SRC_ROOT (a seeded sample) into OUT_DIR as f0000.py, f0001.py, ..., each changed in
ways real code is written but rarely seen together: a backslash line continuation before some tokens of a logical
line (15% of them; never inside a dotted name, where `a . b` is valid but not written), and CRLF line ends in 30% of
the files. Copies that no longer parse are dropped. Writes OUT_DIR/imports.json: {file: [[lineno, module], ...]},
one entry per name of an `import` statement and one per `from` statement (relative level as leading dots),
`from __future__` left out (the lexer skips it by design). Prints the number of files written.
"""
import ast
import io
import json
import os
import random
import sys
import tokenize

SKIP = (tokenize.NEWLINE, tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER, tokenize.ENCODING)


def mutate(text, rng):
    """Returns `text` with backslash continuations inserted before some tokens, or None when it does not tokenize."""
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return None
    inserts = {}
    prev_end, prev_str = None, ''
    for t in toks:
        if t.type in SKIP:
            prev_end = None
            continue
        dotted = t.string == '.' or prev_str == '.'
        if prev_end is not None and t.start[0] == prev_end[0] and not dotted and rng.random() < 0.15:
            inserts.setdefault(t.start[0], []).append(t.start[1])
        prev_end, prev_str = t.end, t.string
    out = []
    for i, line in enumerate(text.splitlines(keepends=True), 1):
        for col in sorted(set(inserts.get(i, [])), reverse=True):
            line = line[:col] + '\\\n    ' + line[col:]
        out.append(line)
    new = ''.join(out)
    return new.replace('\n', '\r\n') if rng.random() < 0.3 else new


def imports(tree):
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend([node.lineno, a.name] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module != '__future__':
            found.append([node.lineno, '.' * node.level + (node.module or '')])
    return sorted(found)


def main(argv):
    if len(argv) != 5:
        sys.stderr.write('usage: py_imports_mutated.py SRC_ROOT OUT_DIR COUNT SEED\n')
        return 2
    src_root, out_dir, count, seed = argv[1], argv[2], int(argv[3]), int(argv[4])
    rng = random.Random(seed)
    paths = sorted(os.path.join(d, f) for d, _, fs in os.walk(src_root) for f in fs if f.endswith('.py'))
    rng.shuffle(paths)
    os.makedirs(out_dir, exist_ok=True)
    listing = {}
    for path in paths:
        if len(listing) >= count:
            break
        try:
            with open(path, encoding='utf-8') as f:
                new = mutate(f.read(), rng)
            tree = ast.parse(new) if new is not None else None
        except (SyntaxError, ValueError, UnicodeDecodeError):
            continue
        if tree is None:
            continue
        name = f'f{len(listing):04d}.py'
        with open(os.path.join(out_dir, name), 'w', encoding='utf-8', newline='') as f:
            f.write(new)
        listing[name] = imports(tree)
    with open(os.path.join(out_dir, 'imports.json'), 'w', encoding='utf-8') as f:
        json.dump(listing, f)
    print(len(listing))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
