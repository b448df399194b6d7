"""Monthly reports: nothing the views reach."""


def monthly_total(orders) -> float:
    """Sum order totals."""
    return sum(o.total for o in orders)
