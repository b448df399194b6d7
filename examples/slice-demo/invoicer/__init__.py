"""invoicer: a tiny invoicing package used by `ck demo` to show a slice from a real traceback."""
from .api import make_invoice
from .errors import InvoiceError, UnknownCurrencyError

__all__ = ["make_invoice", "InvoiceError", "UnknownCurrencyError"]
