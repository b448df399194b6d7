"""Parses a page with a parser name misspelled."""
from bs4 import BeautifulSoup

HTML = "<html><body><p>hello</p></body></html>"


def parse(html):
    return BeautifulSoup(html, "html-parser")


print(parse(HTML).p.text)
