"""Matches a path the URL map does not have (a trailing segment typo)."""
from werkzeug.routing import Map, Rule

url_map = Map([
    Rule("/api/items", endpoint="items"),
    Rule("/api/items/<int:item_id>", endpoint="item"),
])


def dispatch(path):
    adapter = url_map.bind("example.com")
    endpoint, args = adapter.match(path)
    return endpoint, args


print(dispatch("/api/item/3"))
