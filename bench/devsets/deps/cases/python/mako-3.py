"""Looks up a template under a directory that does not hold it."""
from mako.lookup import TemplateLookup

lookup = TemplateLookup(directories=["templates"])
page = lookup.get_template("/index.html")
print(page.render())
