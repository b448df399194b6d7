"""Loads a YAML config with a mis-indented key."""
import yaml

TEXT = """
server:
  host: localhost
   port: 8080
"""

config = yaml.safe_load(TEXT)
print(config["server"])
