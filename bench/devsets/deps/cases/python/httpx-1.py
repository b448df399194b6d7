"""A client whose base URL lacks its scheme."""
import httpx

client = httpx.Client(base_url="api.example.com")
print(client.get("/health").status_code)
