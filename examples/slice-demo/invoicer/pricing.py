"""Line totals, discounts and taxes."""
from .rates import convert

VAT = 0.2


def line_total(line):
    """Return quantity × unit price of one invoice line, after its discount."""
    qty, unit, discount = line["qty"], line["unit"], line.get("discount", 0.0)
    if not 0.0 <= discount < 1.0:
        raise ValueError(f"discount must be in [0, 1), got {discount}")
    return qty * unit * (1.0 - discount)


def total(lines, currency):
    """Return the invoice total in EUR, VAT included."""
    net = sum(line_total(line) for line in lines)
    return round(convert(net, currency) * (1.0 + VAT), 2)
