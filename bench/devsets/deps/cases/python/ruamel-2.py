"""Loads a config file that repeats a key."""
from ruamel.yaml import YAML

CONFIG = "name: app\nport: 80\nport: 8080\n"


def load(text):
    return YAML().load(text)


print(load(CONFIG))
