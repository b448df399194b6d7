"""Parses a key=value line whose key starts with a digit."""
import pyparsing as pp

key = pp.Word(pp.alphas)
line = key + pp.Suppress("=") + pp.Word(pp.alphanums)


def parse(text):
    return line.parse_string(text, parse_all=True)


print(parse("1key=value"))
