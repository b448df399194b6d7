"""Parses a version with trailing text the grammar does not allow."""
import pyparsing as pp

number = pp.Word(pp.nums)
version = number + pp.Literal(".") + number


def parse(text):
    return version.parse_string(text, parse_all=True)


print(parse("3.11-beta"))
