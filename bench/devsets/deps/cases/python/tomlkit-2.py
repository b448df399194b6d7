"""Adds a key that the document already has."""
import tomlkit

doc = tomlkit.document()
doc.add("title", "Site")
doc.add("owner", "Ada")
doc.add("title", "Another site")
print(tomlkit.dumps(doc))
