"""Reads a settings file written with single quotes."""
import simplejson

TEXT = "{'debug': true}"


def load(text):
    return simplejson.loads(text)


print(load(TEXT))
