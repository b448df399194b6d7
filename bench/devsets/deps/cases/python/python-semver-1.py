"""Checks a version string taken from a git tag."""
import semver

tag = "v1.4"


def version_of(t):
    return semver.VersionInfo.parse(t.lstrip("v"))


print(version_of(tag))
