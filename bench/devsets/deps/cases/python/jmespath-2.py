"""Compiles the queries of a report definition once, one of them with a stray dot."""
import jmespath

QUERIES = {"total": "summary.total", "owner": "meta.owner."}


def compile_all(queries):
    return {k: jmespath.compile(q) for k, q in queries.items()}


print(compile_all(QUERIES))
