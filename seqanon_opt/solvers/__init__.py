"""Solvers behind one contract: base (protocol), registry, cpsat (exact)."""
