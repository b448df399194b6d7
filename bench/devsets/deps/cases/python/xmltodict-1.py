"""Reads a feed entry whose closing tag is misspelled."""
import xmltodict

FEED = "<entry><title>Release 2.1</titel></entry>"


def load(text):
    return xmltodict.parse(text)


print(load(FEED)["entry"]["title"])
