"""Parses a version string that is not PEP 440."""
from packaging.version import Version

installed = "2.0-final-hotfix"
print(Version(installed) >= Version("1.5"))
