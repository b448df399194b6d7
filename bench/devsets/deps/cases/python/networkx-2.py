"""Orders build steps whose dependency graph has a cycle."""
import networkx as nx

steps = nx.DiGraph()
steps.add_edges_from([("fetch", "compile"), ("compile", "test"), ("test", "compile")])
print(list(nx.topological_sort(steps)))
