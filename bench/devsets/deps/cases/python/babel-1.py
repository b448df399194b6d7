"""Formats a price for a locale written as a language name."""
from babel.numbers import format_currency

user_prefs = {"language": "english", "currency": "GBP"}
print(format_currency(12.5, user_prefs["currency"], locale=user_prefs["language"]))
