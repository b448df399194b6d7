"""Coerces a value that is not a number."""
from voluptuous import Coerce, Range, All, Schema

settings = Schema({"workers": All(Coerce(int), Range(min=1, max=64))})
print(settings({"workers": "eight"}))
