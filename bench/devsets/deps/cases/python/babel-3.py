"""Passes a BCP 47 tag (with a hyphen) where babel expects en_GB."""
from babel.dates import format_date
from datetime import date

print(format_date(date(2024, 1, 15), format="long", locale="en-GB"))
