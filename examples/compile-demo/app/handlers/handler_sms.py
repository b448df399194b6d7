"""SMS notifications."""


def handle_sms(user):
    """Send a welcome SMS."""
    return f"sms to {user.name}"
