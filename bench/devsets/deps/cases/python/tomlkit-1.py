"""Parses a pyproject with an array missing a comma."""
import tomlkit

TEXT = """
[project]
name = "demo"
dependencies = ["requests" "click"]
"""

doc = tomlkit.parse(TEXT)
print(doc["project"]["dependencies"])
