"""Adds a travel time to a distance by mistake."""
import pint

ureg = pint.UnitRegistry()


def total(distance, time):
    return distance + time


print(total(3 * ureg.kilometer, 20 * ureg.minute))
