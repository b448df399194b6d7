"""What a user of invoicer runs: it fails because 'CHF' has no exchange rate."""
from invoicer import make_invoice

lines = [{"name": "consulting", "qty": 3, "unit": 400.0}]
print(make_invoice("ACME", lines, currency="CHF"))
