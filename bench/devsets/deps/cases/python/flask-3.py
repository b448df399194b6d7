"""Registers two different blueprints under the same name."""
from flask import Blueprint, Flask

admin_users = Blueprint("admin", __name__, url_prefix="/admin/users")
admin_posts = Blueprint("admin", __name__, url_prefix="/admin/posts")


@admin_users.route("/")
def list_users():
    return "users"


@admin_posts.route("/")
def list_posts():
    return "posts"


def create_app():
    app = Flask(__name__)
    app.register_blueprint(admin_users)
    app.register_blueprint(admin_posts)
    return app


create_app()
