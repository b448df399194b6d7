"""Parses a date with a format string that does not match it."""
import arrow

when = arrow.get("15/01/2024 10:30", "YYYY-MM-DD HH:mm")
print(when)
