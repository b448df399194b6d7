"""Removes a node that is not in the graph."""
import networkx as nx

G = nx.path_graph(["a", "b", "c"])
G.remove_node("d")
print(G.nodes)
