"""Pool options meant for a server database passed to an in-memory SQLite engine."""
from sqlalchemy import create_engine

DATABASE_URL = "sqlite://"


def make_engine(url):
    return create_engine(url, pool_size=10, max_overflow=20)


engine = make_engine(DATABASE_URL)
print(engine)
