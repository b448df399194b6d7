"""A nested field names a schema class that was never defined."""
from marshmallow import Schema, fields


class OrderSchema(Schema):
    id = fields.Integer()
    customer = fields.Nested("CustomerSchema")


print(OrderSchema().load({"id": 1, "customer": {"name": "Ada"}}))
