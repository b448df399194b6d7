"""Builds a URL from an empty host setting."""
import requests

settings = {"host": ""}
response = requests.get(f"http://{settings['host']}/health", timeout=5)
print(response.status_code)
