"""Exact solvers by enumeration (small search spaces such as the full-domain lattice)."""

from . import full_domain  # noqa: F401  (registers full-domain)
