"""Caches tokens in a cache too small for one of them."""
from cachetools import LRUCache

cache = LRUCache(maxsize=10, getsizeof=len)


def remember(key, token):
    cache[key] = token


remember("user-1", "x" * 40)
