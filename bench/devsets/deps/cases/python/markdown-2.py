"""Configures the toc extension with an option name it does not take."""
import markdown

md = markdown.Markdown(
    extensions=["toc"],
    extension_configs={"toc": {"anchor": True, "title": "Contents"}},
)
print(md.convert("[TOC]\n\n# One\n\n## Two"))
