"""Passes a dict of config file names to toml.load."""
import toml

sources = {"base": "base.toml", "local": "local.toml"}
config = toml.load(sources)
print(config)
