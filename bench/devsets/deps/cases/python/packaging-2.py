"""A version specifier with a dangling operator."""
from packaging.specifiers import SpecifierSet

spec = SpecifierSet(">=1.0,<2.0,>")
print("1.5" in spec)
