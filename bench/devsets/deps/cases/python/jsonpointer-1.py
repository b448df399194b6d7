"""Reads a nested setting by its JSON pointer; the setting is missing."""
from jsonpointer import resolve_pointer

doc = {"server": {"host": "localhost"}}


def setting(d, path):
    return resolve_pointer(d, path)


print(setting(doc, "/server/port"))
