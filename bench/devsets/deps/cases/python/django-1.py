"""Renders a report template whose for tag is missing its iterable."""
import django
from django.conf import settings

settings.configure(TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates"}])
django.setup()

from django.template import Context, Template

REPORT = "<ul>{% for row in %}<li>{{ row.name }}</li>{% endfor %}</ul>"


def render_report(rows):
    return Template(REPORT).render(Context({"rows": rows}))


print(render_report([{"name": "a"}]))
