"""Validates a signup form against a schema with a typo in a type name."""
from cerberus import Validator

schema = {"name": {"type": "strin", "required": True}, "age": {"type": "integer", "min": 0}}


def check(doc):
    v = Validator(schema)
    return v.validate(doc)


print(check({"name": "ada", "age": 36}))
