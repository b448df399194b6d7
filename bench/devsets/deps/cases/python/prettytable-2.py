"""Sorts a table by a column name that is not one of its fields."""
from prettytable import PrettyTable

table = PrettyTable(["city", "population"])
table.add_row(["Oslo", 700000])


def show(t):
    t.sortby = "size"
    return t.get_string()


print(show(table))
