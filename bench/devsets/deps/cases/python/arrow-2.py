"""Shifts by a unit arrow does not know."""
import arrow

start = arrow.get("2024-03-01")
print(start.shift(fortnights=1))
