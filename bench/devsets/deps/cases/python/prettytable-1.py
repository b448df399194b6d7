"""Prints a table of users; one row lacks a column."""
from prettytable import PrettyTable

table = PrettyTable(["name", "email", "role"])


def add(users):
    for u in users:
        table.add_row(u)


add([["ada", "ada@example.com", "admin"], ["grace", "grace@example.com"]])
print(table)
