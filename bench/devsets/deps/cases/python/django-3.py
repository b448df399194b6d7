"""Unsigns a token that was signed with a different salt."""
from django.conf import settings

settings.configure(SECRET_KEY="not-so-secret")

from django.core import signing

token = signing.dumps({"user": 42}, salt="password-reset")


def read_reset_token(value):
    return signing.loads(value, salt="email-confirm", max_age=3600)


print(read_reset_token(token))
