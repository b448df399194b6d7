"""Sets an element of a list by a pointer whose index is not a number."""
from jsonpointer import set_pointer

doc = {"tags": ["a", "b"]}


def update(d):
    return set_pointer(d, "/tags/first", "z")


print(update(doc))
