"""Business logic between views and models."""
from app.models import User
from app.signals import post_save, receiver

AUDIT_LOG = []


def create_user(name: str, email: str = "") -> User:
    """Create and save a user."""
    user = User(name, email)
    user.save()
    return user


@receiver(post_save)
def on_user_saved(sender, **kwargs):
    """Record every saved user (called by the signal, never directly)."""
    AUDIT_LOG.append(sender.name)
    return len(AUDIT_LOG)
