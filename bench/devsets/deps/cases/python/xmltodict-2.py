"""Writes a settings dict as XML; it has two top-level keys."""
import xmltodict

settings = {"server": {"port": 8080}, "client": {"retries": 3}}


def save(path, data):
    with open(path, "w") as f:
        f.write(xmltodict.unparse(data, pretty=True))


save("/tmp/settings.xml", settings)
