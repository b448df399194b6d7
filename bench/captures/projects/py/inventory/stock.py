from dataclasses import dataclass, field


@dataclass
class Stock:
    sku: str
    count: int = 0
    history: list = field(default_factory=list)


def restock(stock: Stock, amount: int) -> Stock:
    if amount < 0:
        raise ValueError(f"negative restock for {stock.sku}: {amount}")
    stock.count += amount
    stock.history.append(("restock", amount))
    return stock


def reserve(stock: Stock, amount: int) -> int:
    """Returns the count left after reserving `amount`."""
    if amount > stock.count:
        raise KeyError(stock.sku)
    stock.count -= amount
    stock.history.append(("reserve", amount))
    return stock.count


def total(stocks) -> int:
    return sum(s.count for s in stocks)
