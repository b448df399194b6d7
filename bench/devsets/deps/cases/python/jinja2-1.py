"""StrictUndefined and a context missing the object the template reads."""
from jinja2 import Environment, StrictUndefined

env = Environment(undefined=StrictUndefined)
template = env.from_string("Hello {{ user.name }}, you have {{ count }} messages")
print(template.render(account={"name": "Ada"}, count=3))
