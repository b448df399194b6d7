"""Asks for a route between two stops that are not connected."""
import networkx as nx

G = nx.Graph()
G.add_edges_from([("A", "B"), ("B", "C"), ("X", "Y")])
print(nx.shortest_path(G, "A", "Y"))
