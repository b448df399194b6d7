"""A fractional month in relativedelta."""
from datetime import date

from dateutil.relativedelta import relativedelta

start = date(2024, 1, 15)
print(start + relativedelta(months=1.5))
