"""Serializes a record that holds a set."""
import simplejson

record = {"id": 1, "tags": {"a", "b"}}


def dump(r):
    return simplejson.dumps(r)


print(dump(record))
