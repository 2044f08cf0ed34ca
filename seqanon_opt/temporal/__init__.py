"""Temporal publishing (Wang, Xu, Wong, Fu 2010): the domain of a sliding reposition window over snapshots.

- :mod:`.costs`: mu(d) and beta_s as picklable objects, (C1)-(C3), the IL of a count plan (Eq. (1)-(2)),
  the initial solution of a new snapshot; snapshot positions from timestamps.
- :mod:`.records`: count plans (RepositionPlan) mapped onto records, deterministically.
- :mod:`.queries`: window-query distortion of a published stream.
- :mod:`.generator`: skewed temporal test data.

The streaming publisher, which solves the windows, is :mod:`seqanon_opt.solvers.sliding_window`.
"""

from .costs import MuFunction, beta_vector, snapshot_positions

__all__ = [
    "MuFunction",
    "beta_vector",
    "snapshot_positions",
]
