"""Fetches a user that is not in the table."""
from peewee import CharField, Model, SqliteDatabase

db = SqliteDatabase(":memory:")


class User(Model):
    username = CharField(unique=True)

    class Meta:
        database = db


db.create_tables([User])
User.create(username="ada")


def find(username):
    return User.get(User.username == username)


print(find("grace").id)
