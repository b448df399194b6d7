"""Extracts names from an API response with an unfinished query."""
import jmespath

response = {"items": [{"name": "a"}, {"name": "b"}]}


def names(data):
    return jmespath.search("items[*].name[", data)


print(names(response))
