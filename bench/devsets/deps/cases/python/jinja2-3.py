"""Calls get_template on an environment created without a loader."""
from jinja2 import Environment

env = Environment(autoescape=True)
page = env.get_template("email/welcome.txt")
print(page.render(name="Ada"))
