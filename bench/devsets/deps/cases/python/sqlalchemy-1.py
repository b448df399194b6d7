"""A database URL with the old postgres:// scheme (as some hosts hand it out)."""
import os

from sqlalchemy import create_engine

DATABASE_URL = os.environ.get("DATABASE_URL", "postgres://app:secret@localhost:5432/shop")
engine = create_engine(DATABASE_URL)
print(engine.url)
