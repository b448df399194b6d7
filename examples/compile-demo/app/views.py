"""HTTP-ish views: the file being edited."""
import importlib

from app import services
from app.models import User


def signup(request: dict) -> dict:
    """Create a user from a request and notify them."""
    user = services.create_user(request["name"], request.get("email", ""))
    user.save()
    dispatch_handler(request.get("notify", "email"), user)
    return {"ok": True, "user": user.name}


def dispatch_handler(kind: str, user: User):
    """Send a notification through the handler module named by `kind`."""
    module = importlib.import_module(f"app.handlers.handler_{kind}")
    handler = getattr(module, f"handle_{kind}")
    return handler(user)
