"""safe_load on a document that asks for a Python object tag."""
import yaml

document = """
handler: !!python/name:os.getcwd
retries: 3
"""


def load_job(text):
    return yaml.safe_load(text)


print(load_job(document))
