"""Copies a multi-line value into a response header."""
from werkzeug.datastructures import Headers

summary = "2 warnings\n1 error"
headers = Headers()
headers.add("Content-Type", "text/plain")
headers.add("X-Build-Summary", summary)
print(headers)
