"""Adds a plain function (missing @click.command) to a group."""
import click


@click.group()
def cli():
    pass


def migrate():
    click.echo("migrating")


cli.add_command(migrate)

if __name__ == "__main__":
    cli()
