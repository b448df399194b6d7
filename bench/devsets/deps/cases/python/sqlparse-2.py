"""Indents a query with a width read from a config file (a string)."""
import sqlparse

config = {"indent": "four"}


def pretty(sql):
    return sqlparse.format(sql, reindent=True, indent_width=config["indent"])


print(pretty("select a, b from t where a > 1"))
