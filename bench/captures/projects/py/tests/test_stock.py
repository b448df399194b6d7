import os
import pytest
from inventory import Stock, restock, reserve
from inventory.stock import total

BUG = os.environ.get("CAPTURE_BUG", "")


@pytest.mark.parametrize("n", range(int(os.environ.get("CAPTURE_N", "60"))))
def test_restock_adds(n):
    s = restock(Stock("a"), n)
    assert s.count == n


@pytest.mark.parametrize("n", range(1, 40))
def test_reserve_leaves(n):
    s = Stock("b", 100)
    left = reserve(s, n)
    expected = 100 - n + (1 if BUG == "off-by-one" and n % 13 == 0 else 0)
    assert left == expected


def test_reserve_too_much():
    with pytest.raises(KeyError):
        reserve(Stock("c", 1), 2)


def test_total():
    stocks = [Stock("x", 2), Stock("y", 3)]
    assert total(stocks) == (6 if BUG == "total" else 5)


def test_negative_restock_message():
    with pytest.raises(ValueError, match="negative restock"):
        restock(Stock("d"), -1)
