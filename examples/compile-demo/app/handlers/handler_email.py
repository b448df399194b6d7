"""Email notifications."""


def handle_email(user):
    """Send a welcome email."""
    return f"email to {user.email or user.name}"
