import pytest

from invoicer.errors import UnknownCurrencyError
from invoicer.rates import convert, rate_for


def test_known_rate():
    assert rate_for("usd") == 0.92


def test_unknown_currency():
    with pytest.raises(UnknownCurrencyError):
        convert(10, "XYZ")
