"""A minimal signal registry (what Django's dispatch does, in a few lines)."""

_handlers = {}


class Signal:
    """A named event that handlers can subscribe to."""

    def __init__(self, name):
        self.name = name

    def send(self, sender, **kwargs):
        """Call every handler registered for this signal; returns their results."""
        return [h(sender, **kwargs) for h in _handlers.get(self.name, [])]


post_save = Signal("post_save")


def receiver(signal):
    """Register the decorated function as a handler of `signal`."""

    def register(fn):
        _handlers.setdefault(signal.name, []).append(fn)
        return fn

    return register
