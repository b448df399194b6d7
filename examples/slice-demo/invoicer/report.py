"""Monthly reports over many invoices (not involved in the demo's error)."""
from .api import make_invoice


def monthly(invoices):
    """Return all invoices of a month, separated by blank lines."""
    return "\n\n".join(make_invoice(c, lines, cur) for c, lines, cur in invoices)
