"""Exact CP-SAT models: compiled in small named steps, solved, read back."""
