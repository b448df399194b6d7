"""A tiny app for the context-compiler demo."""
