"""`seqanon compare`: parameter sweeps over specs and solvers, resumable, local / process pool / Dask.

sweep.py reads and checks the sweep file, cells.py expands the grid and applies
a cell's parameters to a Problem, run.py runs the cells on an executor, and
outputs.py writes results.csv, results.md and the plots.
"""

from .cells import Cell, apply_params, expand_cells
from .sweep import PARAMETERS, Sweep, load_sweep

__all__ = ["Cell", "PARAMETERS", "Sweep", "apply_params", "expand_cells", "load_sweep"]
