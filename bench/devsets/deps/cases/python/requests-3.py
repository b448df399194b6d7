"""Sends a header whose value is an int."""
import requests

session = requests.Session()
session.headers.update({"X-Request-Id": 1234})
print(session.get("http://localhost:9/status", timeout=1).status_code)
