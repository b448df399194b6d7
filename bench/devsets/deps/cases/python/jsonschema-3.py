"""A $ref to a definitions file that is not next to the program."""
from jsonschema import Draft7Validator

schema = {
    "type": "object",
    "properties": {"address": {"$ref": "definitions.json#/address"}},
}
validator = Draft7Validator(schema)
print(validator.is_valid({"address": {"city": "Paris"}}))
