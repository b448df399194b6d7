"""Inserts a child built by a helper that returned nothing."""
from bs4 import BeautifulSoup

soup = BeautifulSoup("<ul><li>a</li></ul>", "html.parser")


def make_item(text):
    if text:
        item = soup.new_tag("li")
        item.string = text
        return item


soup.ul.insert(0, make_item(""))
print(soup)
