"""Exact integer linear programs solved with PuLP's bundled CBC."""
