"""A validated attribute given a string instead of an int."""
import attr


@attr.s
class Endpoint:
    host = attr.ib(validator=attr.validators.instance_of(str))
    port = attr.ib(validator=attr.validators.instance_of(int))


env = {"HOST": "localhost", "PORT": "8080"}
print(Endpoint(env["HOST"], env["PORT"]))
