"""Loads the app config from a JSON file that does not exist."""
import json
from flask import Flask

app = Flask(__name__)
app.config.from_file("config.json", load=json.load)
print(app.config.get("DATABASE_URL"))
