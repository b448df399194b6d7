"""Loads a CI config whose list is not closed."""
from ruamel.yaml import YAML

CONFIG = "stages: [build, test\nimage: python:3.11\n"


def load(text):
    return YAML(typ="safe").load(text)


print(load(CONFIG))
