"""Reads a quantity with a unit name the registry does not know."""
import pint

ureg = pint.UnitRegistry()


def parse(text):
    return ureg.Quantity(text)


print(parse("12 furlongz"))
