"""Pops a session that expired out of a TTL cache."""
import time
from cachetools import TTLCache

sessions = TTLCache(maxsize=100, ttl=0.01)
sessions["s1"] = {"user": "ada"}
time.sleep(0.05)


def end(sid):
    return sessions.pop(sid)


print(end("s1"))
