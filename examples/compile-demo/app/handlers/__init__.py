"""Notification handlers, loaded by name at run time."""
