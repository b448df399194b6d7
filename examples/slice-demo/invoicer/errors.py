"""Errors raised by invoicer."""


class InvoiceError(Exception):
    """Base class of every invoicer error."""


class UnknownCurrencyError(InvoiceError, KeyError):
    """A currency code with no exchange rate."""
