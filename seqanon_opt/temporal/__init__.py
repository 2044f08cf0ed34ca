"""Temporal publishing (Wang, Xu, Wong, Fu 2010): a sliding reposition window over snapshots.

- :mod:`.costs`: mu(d) and beta_s as picklable objects; snapshot positions from timestamps.
- :mod:`.records`: count plans (RepositionPlan) mapped onto records, deterministically.
- :mod:`.publisher`: the streaming API, :class:`SlidingWindowPublisher`.
- :mod:`.queries`: window-query distortion of a published stream.
- :mod:`.generator`: skewed temporal test data.
"""

from .costs import MuFunction, beta_vector, snapshot_positions
from .publisher import PublishedSnapshot, SlidingWindowPublisher, publish_stream

__all__ = [
    "MuFunction",
    "PublishedSnapshot",
    "SlidingWindowPublisher",
    "beta_vector",
    "publish_stream",
    "snapshot_positions",
]
