"""Calls an API whose base URL lacks its scheme."""
import requests

API_BASE = "localhost:8000/api"


def fetch_items():
    return requests.get(f"{API_BASE}/items", timeout=5).json()


print(fetch_items())
