"""Invokes the command in non-standalone mode with a bad integer value."""
import click


@click.command()
@click.option("--port", type=int, default=8000)
@click.option("--host", default="127.0.0.1")
def serve(port, host):
    click.echo(f"serving on {host}:{port}")


def run_from_tests():
    return serve.main(["--port", "eighty"], standalone_mode=False)


run_from_tests()
