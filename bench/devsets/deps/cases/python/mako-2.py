"""A control line without its closing % endfor."""
from mako.template import Template

source = """<ul>
% for item in items:
  <li>${item}</li>
</ul>
"""
print(Template(source).render(items=[1, 2]))
