"""Exact solvers by enumeration (small search spaces such as the full-domain lattice)."""
