"""The verifier's checks of group requirement kinds registered from outside the built-ins
(:func:`seqanon_opt.requirements.register_group_requirement`).

A check is ``check(problem, requirement, release) -> Check``: it judges the published rows (the columns
the spec publishes, the rows matched to the input records; rows left out are suppressed) on their own
labels, with code of its own: like every checker here it shares nothing with the solvers' criterion
(:mod:`seqanon_opt.solvers.criteria`). :func:`seqanon_opt.verify.verify_release` looks a requirement's
checker up here when its kind is not a built-in; a kind without a check fails closed ("not judged").
A check counts the suppressed records as ``problem.n_records - len(release)``: on a weighted release
(the Dask engine's tuples) it is given the release expanded to one row per record
(:func:`registered_weighted_check`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from .checks import Check

if TYPE_CHECKING:
    from ..problem import Problem

RegisteredCheck = Callable[["Problem", Any, pd.DataFrame], Check]

_CHECKS: dict[str, RegisteredCheck] = {}


def register_check(kind: str, check: RegisteredCheck) -> None:
    """Judge requirements of ``kind`` with ``check`` (registering again replaces it)."""
    _CHECKS[kind] = check


def registered_check(kind: str) -> RegisteredCheck:
    """The check registered for ``kind``; KeyError (the verifier's "not judged") when there is none."""
    try:
        return _CHECKS[kind]
    except KeyError:
        raise KeyError(f"no verifier check is registered for requirement kind '{kind}'") from None


def registered_weighted_check(problem: Problem, req: Any, release: pd.DataFrame, weight: np.ndarray) -> Check:
    """A registered kind on a weighted release (``weight[i]`` records per row): its check judges the release
    expanded to one row per record (row i repeated ``weight[i]`` times), the verdict on the records
    themselves. Memory grows with the records, not the tuples."""
    expanded = release.loc[release.index.repeat(np.asarray(weight, dtype=np.int64))].reset_index(drop=True)
    return registered_check(req.kind)(problem, req, expanded)
