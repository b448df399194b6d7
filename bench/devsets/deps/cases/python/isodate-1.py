"""Parses the retention period of a backup policy."""
import isodate

policy = {"retention": "P3Q"}


def retention(p):
    return isodate.parse_duration(p["retention"])


print(retention(policy))
