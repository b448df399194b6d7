"""Rendering invoices as text."""


def money(value):
    """Return `value` formatted as euros."""
    return f"EUR {value:,.2f}"


def render(customer, lines, amount):
    """Return the invoice as plain text."""
    rows = [f"{l['qty']:>4} x {l['name']:<20} {money(l['unit'])}" for l in lines]
    return "\n".join([f"Invoice for {customer}", *rows, f"Total: {money(amount)}"])
