"""A URL rule with an unclosed converter."""
from werkzeug.routing import Map, Rule

url_map = Map([
    Rule("/", endpoint="index"),
    Rule("/users/<int:user_id", endpoint="user"),
])
print(url_map)
