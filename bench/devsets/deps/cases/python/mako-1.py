"""Renders a template without one of the variables it uses."""
from mako.template import Template

invoice = Template("Invoice ${number} for ${customer}: ${total}")
print(invoice.render(number=17, total="12.50"))
