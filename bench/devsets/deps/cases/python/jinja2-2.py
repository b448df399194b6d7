"""Loads a template by a name the loader does not hold."""
from jinja2 import DictLoader, Environment

env = Environment(loader=DictLoader({"base.html": "<html>{% block body %}{% endblock %}</html>"}))


def render_page(name, **context):
    return env.get_template(name).render(**context)


print(render_page("index.html", title="Home"))
