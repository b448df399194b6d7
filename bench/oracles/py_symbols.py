#!/usr/bin/env python3
"""Oracle for `ck symbols`: every class, function and method of each FILE, as Python's own `ast` sees them.

Usage: py_symbols.py FILE... (or `-` to read one path per line from stdin)
Prints one JSON object per file on its own line:
  {"path": FILE, "defs": [{"qname": "DataFrame.merge", "kind": "method", "start": 10, "end": 42}, ...]}
or {"path": FILE, "error": "..."} when the file does not parse with this Python.
`start` is the first decorator's line when decorated (else `lineno`), `end` is `end_lineno`;
qualified names join the enclosing classes and functions with dots (no `<locals>`).
"""
import ast
import json
import sys


def walk(body, prefix, in_class, out):
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            qname = f"{prefix}.{node.name}" if prefix else node.name
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            is_class = isinstance(node, ast.ClassDef)
            kind = "class" if is_class else ("method" if in_class else "function")
            out.append({"qname": qname, "kind": kind, "start": start, "end": node.end_lineno})
            walk(node.body, qname, is_class, out)
        else:
            # Definitions nested in if/try/with/for/while/match blocks keep the enclosing prefix.
            for field in ("body", "orelse", "finalbody", "handlers", "cases"):
                sub = getattr(node, field, None)
                if isinstance(sub, list):
                    inner = []
                    for s in sub:
                        if isinstance(s, (ast.ExceptHandler,)) or type(s).__name__ == "match_case":
                            inner.extend(s.body)
                        else:
                            inner.append(s)
                    walk(inner, prefix, in_class, out)


def main(argv):
    paths = argv[1:]
    if paths == ["-"]:
        paths = [l.strip() for l in sys.stdin if l.strip()]
    for path in paths:
        try:
            with open(path, "rb") as f:
                tree = ast.parse(f.read(), filename=path)
        except (SyntaxError, ValueError, OSError) as e:
            print(json.dumps({"path": path, "error": f"{type(e).__name__}: {e}"}))
            continue
        out = []
        walk(tree.body, "", False, out)
        print(json.dumps({"path": path, "defs": out}))


if __name__ == "__main__":
    main(sys.argv)
