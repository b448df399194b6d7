"""Compares a release against a requirement written with a bad operator."""
import semver


def allowed(version, requirement):
    return semver.match(version, requirement)


print(allowed("2.3.4", "=>2.0.0"))
