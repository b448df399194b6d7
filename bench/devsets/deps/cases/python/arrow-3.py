"""humanize() with a granularity arrow does not support."""
import arrow

posted = arrow.get("2024-03-01T10:00:00")
now = arrow.get("2024-03-20T10:00:00")
print(posted.humanize(now, granularity="fortnight"))
