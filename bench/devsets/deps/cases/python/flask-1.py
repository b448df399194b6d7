"""Two views registered under the same endpoint name."""
from flask import Flask

app = Flask(__name__)


@app.route("/profile")
def profile():
    return "profile"


@app.route("/settings", endpoint="profile")
def settings_page():
    return "settings"
