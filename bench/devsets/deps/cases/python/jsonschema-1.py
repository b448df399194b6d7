"""Validates a config where a port is given as a string."""
from jsonschema import validate

schema = {
    "type": "object",
    "properties": {"host": {"type": "string"}, "port": {"type": "integer"}},
    "required": ["host", "port"],
}

config = {"host": "localhost", "port": "8080"}
validate(instance=config, schema=schema)
print("ok")
