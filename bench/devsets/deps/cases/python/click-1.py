"""A multiple option with a scalar default."""
import click


@click.command()
@click.option("--tag", "-t", multiple=True, default="latest", help="image tags")
def build(tag):
    click.echo(", ".join(tag))


if __name__ == "__main__":
    build()
