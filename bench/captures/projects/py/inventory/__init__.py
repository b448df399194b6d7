"""A tiny inventory model the capture runs test, type-check and lint."""
from .stock import Stock, restock, reserve

__all__ = ["Stock", "restock", "reserve"]
