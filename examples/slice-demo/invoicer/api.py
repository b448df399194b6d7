"""The public API: build an invoice."""
from .formatting import render
from .pricing import total


def make_invoice(customer, lines, currency="EUR"):
    """Return the text of an invoice for `customer`; amounts are converted from `currency` to EUR."""
    if not lines:
        raise ValueError("an invoice needs at least one line")
    amount = total(lines, currency)
    return render(customer, lines, amount)
