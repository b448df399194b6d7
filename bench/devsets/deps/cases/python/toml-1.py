"""Parses a TOML file whose string value is not quoted."""
import toml

TEXT = """
[tool.app]
name = my-app
version = "0.1.0"
"""

print(toml.loads(TEXT)["tool"]["app"])
