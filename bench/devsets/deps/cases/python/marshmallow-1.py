"""Loads a signup payload with a malformed email and a missing field."""
from marshmallow import Schema, fields


class SignupSchema(Schema):
    email = fields.Email(required=True)
    name = fields.String(required=True)
    age = fields.Integer()


payload = {"email": "ada-at-example.com", "age": 36}
data = SignupSchema().load(payload)
print(data)
