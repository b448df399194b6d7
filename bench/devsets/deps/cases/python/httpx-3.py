"""Default headers with an int value."""
import httpx

client = httpx.Client(headers={"X-Client-Version": 3})
print(client.headers)
