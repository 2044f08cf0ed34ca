"""Scalable greedy solvers from the literature, behind the same Solver contract as the exact ones.

They never claim optimality: status ``feasible``, no bound (a heuristic
proves nothing), and their loss is checked against the exact optimum in
tests/property on random small instances.
"""

# registers the solvers, in the order `seqanon solvers` lists them and auto considers them
from . import bottom_up, personalized_clustering, top_down  # noqa: F401, I001
from . import tds4sa, two_stage_solver  # noqa: F401, I001
