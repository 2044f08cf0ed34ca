"""Suppression budgets for the greedy cut heuristics (an extension of the papers; budget 0 is the paper).

k-anonymity with a budget of ``B`` rows: the groups smaller than k are
suppressed (left out of the release; in the loss every QI of a suppressed row
counts at its root), and at most ``B`` rows may be. The property is
anti-monotone along specialization, since specializing only splits groups
and a part of a group is never larger than the group:

* bottom-up generalization (bottom_up.py) stops as soon as the rows in
  groups smaller than k are at most ``B``;
* top-down specialization (top_down.py) keeps a specialization *valid* while
  the rows in groups smaller than k after it are at most ``B``, and
  suppresses the groups still below k when it stops (as ARX and Datafly do).

For top-down, the counts come from the sizes of the parts a group splits
into when one of its nodes is specialized (TopDownSearch.refined_min):

* ``r(g)``: the smallest part of at least k rows (inf when none): the
  anonymity of the *released* table after the split, ``A_v``, is the minimum
  of these and of the untouched groups of at least k rows;
* ``x(g)``: the rows of g that the split pushes below k (0 when g is already
  below k: its parts are then all below k and suppressed already).

Then the rows suppressed after specializing v are ``suppressed + sum x(g)``
over the live groups g at v. With ``B = 0`` every live group holds at least
k rows, so ``x = 0`` exactly when every part holds at least k rows, ``r`` is
then the smallest part, and validity and ``A_v`` are the paper's
``A_v(QID) >= K``.

Top-down's InfoGain stays the paper's static InfoGain of ``T[v]``: it also
counts rows already in suppressed groups, whose loss a specialization does
not change, so with a budget it is no longer the exact loss decrease under
LM and distortion (the score is a heuristic choice either way; the reported
objective is always the loss of the release).
"""

from __future__ import annotations

import numpy as np


def part_statistics_dense(sizes: np.ndarray, k: float) -> tuple[np.ndarray, np.ndarray]:
    """``(r, x)`` per row of ``sizes[g, c]`` (rows of group g below child c; 0 for no part)."""
    group = sizes.sum(axis=1)
    kept = np.where(sizes >= k, sizes, np.inf).min(axis=1)
    pushed = np.where((sizes > 0) & (sizes < k), sizes, 0.0).sum(axis=1)
    return kept, np.where(group >= k, pushed, 0.0)


def part_statistics_sparse(
    part_group: np.ndarray, part_size: np.ndarray, n_groups: int, k: float
) -> tuple[np.ndarray, np.ndarray]:
    """``(r, x)`` per group from its parts listed sparsely (each part's group and size)."""
    group = np.bincount(part_group, weights=part_size, minlength=n_groups)
    kept = np.full(n_groups, np.inf)
    big = part_size >= k
    np.minimum.at(kept, part_group[big], part_size[big])
    pushed = np.bincount(part_group[~big], weights=part_size[~big], minlength=n_groups)
    return kept, np.where(group >= k, pushed, 0.0)


def released_anonymity(sizes: np.ndarray, k: float) -> float:
    """The smallest group of at least k rows (inf when every group is suppressed)."""
    kept = sizes[sizes >= k]
    return float(kept.min()) if len(kept) else float("inf")


def suppressed_rows(sizes: np.ndarray, k: float) -> float:
    """Rows in groups smaller than k."""
    return float(sizes[sizes < k].sum())


def privacy_loss(anonymity: float, after: np.ndarray) -> np.ndarray:
    """``PrivLoss(v) = A - A_v`` on the released groups; 0 when A_v is not smaller (a split that only
    suppresses a group, or no released group left). With budget 0 it is the paper's A - A_v."""
    after = np.asarray(after, dtype=float)
    with np.errstate(invalid="ignore"):
        return np.where(after >= anonymity, 0.0, anonymity - after)


def infeasible_at_root(n_rows: int, k: int, budget: int) -> bool:
    """Even the most general table fails: its one group of ``n_rows`` is below k and over the budget."""
    return n_rows < k and n_rows > budget
