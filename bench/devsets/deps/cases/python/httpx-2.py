"""A Timeout given only a connect value."""
import httpx

timeout = httpx.Timeout(connect=5.0)
client = httpx.Client(timeout=timeout)
print(client)
