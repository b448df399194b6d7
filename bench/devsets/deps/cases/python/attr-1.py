"""A mandatory attribute declared after one with a default."""
import attr


@attr.s
class Job:
    name = attr.ib()
    retries = attr.ib(default=3)
    command = attr.ib()


print(Job("nightly", command="run"))
