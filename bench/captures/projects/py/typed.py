from typing import Optional
from inventory.stock import Stock, reserve


def pick(stocks: list[Stock], sku: str) -> Stock:
    for s in stocks:
        if s.sku == sku:
            return s
    return None


def left(s: Optional[Stock]) -> int:
    return reserve(s, "2")


def label(s: Stock) -> str:
    return s.sku + s.count
