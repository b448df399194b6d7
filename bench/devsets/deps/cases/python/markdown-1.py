"""Asks for an output format Python-Markdown does not have."""
import markdown

html = markdown.markdown("# Title\n\nSome *text*.", output_format="xml")
print(html)
