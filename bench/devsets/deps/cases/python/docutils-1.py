"""Publishes reStructuredText with a writer name that does not exist."""
from docutils.core import publish_string

SOURCE = """
Title
=====

Some *text*.
"""

print(publish_string(SOURCE, writer_name="html7").decode())
