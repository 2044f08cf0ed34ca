"""Independent checks of reposition plans (Wang, Xu, Wong, Fu 2010), from their counts alone.

A plan (:class:`~.reposition.RepositionPlan`) is judged without any model:

* conservation -- every input record is published once or suppressed;
* allowed moves -- (a) first window: forward (j >= i, section III) inside the
  window; (b) recycle reposition (Definition 2): every record ends at or after
  where the initial solution holds it and no record is newly suppressed;
* (b) only: |P_j[s]| unchanged for every inherited snapshot j <= w-2;
* l-eligibility of every published snapshot (Definition 1):
  ``l * max_s |P_j[s]| <= |P_j|``;
* IL of Eq. (1)-(2) (:func:`~.reposition.plan_cost`) and timestamp order
  preservation (section IV).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from .reposition import TOL, CostFunction, Moves, RecycleWindow, RepositionPlan, _arrays, _inputs, plan_cost


@dataclass(frozen=True)
class PlanCheck:
    """A plan judged from its counts alone (no model involved), with its IL recomputed."""

    conserved: bool  # each input record is published once or suppressed
    moves_allowed: bool  # (a) forward / in the window; (b) reachable by forward moves, no new suppression
    counts_kept: bool  # (b) |P_j[s]| unchanged for j <= w-2; always True for (a)
    eligible: np.ndarray  # per snapshot: l * max_s |P_j[s]| <= |P_j|
    cost: float
    order_preserving: bool  # section IV

    @property
    def ok(self) -> bool:
        return self.conserved and self.moves_allowed and self.counts_kept and bool(self.eligible.all())


def is_timestamp_order_preserving(moves: Moves) -> bool:
    """Section IV: r1 in P_i[s], r2 in P_j[s], i < j imply r1.TS <= r2.TS."""
    keys, _ = _arrays({k: n for k, n in moves.items() if n}, 3)
    for s in np.unique(keys[:, 2]):
        src, dst = keys[keys[:, 2] == s, 0], keys[keys[:, 2] == s, 1]
        order = np.lexsort((src, dst))
        src, dst = src[order], dst[order]
        starts = np.flatnonzero(np.r_[True, dst[1:] != dst[:-1]])
        latest = np.maximum.accumulate(np.maximum.reduceat(src, starts))
        if (latest[:-1] > src[starts][1:]).any():  # a later snapshot holds an older record
            return False
    return True


def _eligible(published: np.ndarray, l: float) -> np.ndarray:
    return l * published.max(axis=1, initial=0) <= published.sum(axis=1) + TOL


def _inside(keys: np.ndarray, n: np.ndarray, upper: Sequence[int], lower: Sequence[int]) -> bool:
    return bool(((keys >= np.asarray(lower)) & (keys < np.asarray(upper))).all() and (n >= 0).all())


def check_first_window_plan(
    counts, l: float, mu: CostFunction, beta, plan: RepositionPlan, *, direction: str = "forward"
) -> PlanCheck:
    """Judge a plan for problem (a): conservation, allowed moves, l-eligibility of every P_j, IL."""
    counts, l, beta = _inputs(counts, l, beta)
    w, n_values = counts.shape
    keys, n = _arrays(plan.moves, 3)
    skeys, sn = _arrays(plan.suppressed, 2)
    if not (_inside(keys, n, (w, w, n_values), (0, 0, 0)) and _inside(skeys, sn, (w, n_values), (0, 0))):
        return PlanCheck(False, False, True, np.zeros(w, dtype=bool), float("nan"), False)
    home = np.zeros((w, n_values), dtype=np.int64)
    np.add.at(home, (keys[:, 0], keys[:, 2]), n)
    np.add.at(home, (skeys[:, 0], skeys[:, 1]), sn)
    published = np.zeros((w, n_values), dtype=np.int64)
    np.add.at(published, (keys[:, 1], keys[:, 2]), n)
    allowed = direction == "both" or bool((keys[:, 1] >= keys[:, 0]).all())
    return PlanCheck(
        bool(np.array_equal(home, counts)),
        allowed,
        True,
        _eligible(published, l),
        plan_cost(plan.moves, plan.suppressed, mu, beta),
        is_timestamp_order_preserving(plan.moves),
    )


def check_recycle_plan(window: RecycleWindow, l: float, mu: CostFunction, beta, plan: RepositionPlan) -> PlanCheck:
    """Judge a plan for problem (b) against the initial solution ``window``.

    Records of each (source t, value s) sit at positions (published: j; suppressed:
    home t). Forward moves only <=> for every position x, the records at
    positions <= x never increase, and suppressed counts never increase.
    """
    w, n_values = window.w, window.n_values
    ip, ipn = _arrays(window.published, 3)
    isup, isn = _arrays(window.suppressed, 2)
    fp, fpn = _arrays(plan.moves, 3)
    fs, fsn = _arrays(plan.suppressed, 2)
    t0 = int(min(ip[:, 0].min(initial=0), fp[:, 0].min(initial=0)))
    if not (_inside(fp, fpn, (w, w, n_values), (t0, 0, 0)) and _inside(fs, fsn, (w, n_values), (0, 0))):
        return PlanCheck(False, False, False, np.zeros(w, dtype=bool), float("nan"), False)

    def place(pub, pub_n, sup, sup_n):  # [t - t0, position, s]
        published = np.zeros((w - t0, w, n_values), dtype=np.int64)
        np.add.at(published, (pub[:, 0] - t0, pub[:, 1], pub[:, 2]), pub_n)
        suppressed = np.zeros_like(published)
        np.add.at(suppressed, (sup[:, 0] - t0, sup[:, 0], sup[:, 1]), sup_n)
        return published, suppressed

    (ia, isa), (fa, fsa) = place(ip, ipn, isup, isn), place(fp, fpn, fs, fsn)
    conserved = np.array_equal((ia + isa).sum(axis=1), (fa + fsa).sum(axis=1))
    forward = (np.cumsum(fa + fsa, axis=1) <= np.cumsum(ia + isa, axis=1)).all() and (fsa <= isa).all()
    kept = np.array_equal(fa.sum(axis=0)[: w - 1], ia.sum(axis=0)[: w - 1])
    return PlanCheck(
        bool(conserved),
        bool(forward),
        bool(kept),
        _eligible(fa.sum(axis=0), l),
        plan_cost(plan.moves, plan.suppressed, mu, beta),
        is_timestamp_order_preserving(plan.moves),
    )
