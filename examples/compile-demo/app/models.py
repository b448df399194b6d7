"""User model."""
from app.signals import post_save


class User:
    """A registered user."""

    table = "users"

    def __init__(self, name: str, email: str = ""):
        self.name = name
        self.email = email
        self.saved = False

    def save(self) -> "User":
        """Persist the user and fire post_save."""
        self.saved = True
        post_save.send(self)
        return self
