"""Validates an order with a rule the validator does not have."""
from cerberus import Validator

schema = {"qty": {"type": "integer", "minimum": 1}}
v = Validator()


def check(order):
    return v.validate(order, schema)


print(check({"qty": 2}))
