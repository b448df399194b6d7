"""Opens the connection twice (once in a startup hook, once per request)."""
from peewee import SqliteDatabase

db = SqliteDatabase(":memory:")


def on_startup():
    db.connect()


def before_request():
    db.connect()


on_startup()
before_request()
