"""Exact CP-SAT models: compiled in small named steps, solved, read back."""

from . import (
    cell_sequential,  # noqa: F401  (registers cpsat-sequential-cell)
    cell_solver,  # noqa: F401  (registers cpsat-cell)
    cut_solver,  # noqa: F401  (registers cpsat-cut)
    personalized,  # noqa: F401  (registers cpsat-personalized)
    sequential_cut,  # noqa: F401  (registers cpsat-sequential-cut)
)
