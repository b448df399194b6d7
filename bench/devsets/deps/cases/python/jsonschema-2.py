"""A schema with a misspelled type name."""
from jsonschema import Draft7Validator

schema = {"type": "object", "properties": {"name": {"type": "strng"}}}
Draft7Validator.check_schema(schema)
validator = Draft7Validator(schema)
print(list(validator.iter_errors({"name": "x"})))
