"""Validates a job definition that lacks a required key."""
from voluptuous import All, Length, Required, Schema

job = Schema({
    Required("name"): All(str, Length(min=1)),
    Required("command"): str,
    "retries": int,
})

print(job({"name": "nightly", "retries": 3}))
