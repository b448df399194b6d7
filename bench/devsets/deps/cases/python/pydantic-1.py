"""Builds a model from a request payload with a wrong type and a missing field."""
from typing import List

from pydantic import BaseModel


class Item(BaseModel):
    sku: str
    quantity: int


class Order(BaseModel):
    id: int
    items: List[Item]


payload = {"id": "A-17", "items": [{"sku": "x1"}]}
order = Order(**payload)
print(order)
