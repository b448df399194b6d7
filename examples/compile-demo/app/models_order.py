"""Order model: has its own save(), which a name-only resolver cannot tell apart from User.save()."""


class Order:
    """An order placed by a user."""

    def __init__(self, user, total: float = 0.0):
        self.user = user
        self.total = total

    def save(self, validate: bool = True) -> "Order":
        """Persist the order after checking the total."""
        if validate and self.total < 0:
            raise ValueError("negative total")
        return self
