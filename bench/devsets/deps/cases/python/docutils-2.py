"""Halts on warnings while building docs that have an unknown directive."""
from docutils.core import publish_doctree

SOURCE = """
Guide
=====

.. callout:: note

   Remember to save.
"""

tree = publish_doctree(SOURCE, settings_overrides={"halt_level": 2, "report_level": 5})
print(tree)
