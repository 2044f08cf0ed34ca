"""Exact CP-SAT models: compiled in small named steps, solved, read back."""

from . import cut_solver  # noqa: F401  (registers cpsat-cut)
from . import cell_solver  # noqa: F401  (registers cpsat-cell)
from . import sequential_cut  # noqa: F401  (registers cpsat-sequential-cut)
from . import cell_sequential  # noqa: F401  (registers cpsat-sequential-cell)
from . import personalized  # noqa: F401  (registers cpsat-personalized)
