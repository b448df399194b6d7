"""Reads the start date of a project, written the way people write it."""
import isodate

project = {"start": "March 3rd 2021"}


def start(p):
    return isodate.parse_date(p["start"])


print(start(project))
