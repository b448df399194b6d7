"""Reads an INI-style config with a line that has no equals sign."""
from configobj import ConfigObj

lines = [
    "[server]",
    "host = localhost",
    "port 8080",
]
config = ConfigObj(lines)
print(config["server"])
