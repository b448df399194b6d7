"""Restricts output with only= to a field the schema does not have."""
from marshmallow import Schema, fields


class UserSchema(Schema):
    id = fields.Integer()
    email = fields.Email()
    display_name = fields.String()


def public_view(user):
    return UserSchema(only=("id", "username")).dump(user)


print(public_view({"id": 1, "email": "a@b.c", "display_name": "Ada"}))
