"""Parses a decimal typed with a stray character."""
from babel.numbers import parse_decimal

user_input = "1,234.5x"
print(parse_decimal(user_input, locale="en_US"))
