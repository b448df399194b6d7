"""Parses a free-text date the parser cannot read."""
from dateutil import parser

rows = ["2024-01-31", "31st of Febtober"]
dates = [parser.parse(r) for r in rows]
print(dates)
