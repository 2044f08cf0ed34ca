"""Valid linear cuts that cut off a violating group's histogram, for the lazy loop of :mod:`.cell_rounds`.

A cut is ``sum_s a_s H_s + b n <= 0`` in integers (``H`` a candidate's sensitive histogram, ``n`` its
size). It must hold for every histogram that satisfies the criterion (valid: every round stays a
relaxation) and fail at the violating histogram h (so h never comes back). The criterion depends on
the histogram only (q is the whole table's), so a cut found for one candidate is valid for all, and
is added to every candidate that could hold h.

* entropy l-diversity (Machanavajjhala et al. 2007, Def. 4.1): for any distribution p0 with full
  support, the cross-entropy is at least the entropy (Gibbs), so ``H(p) >= ln l`` implies
  ``sum_s H_s (-ln p0_s) >= n ln l``. p0 is h smoothed, ``(h_s + alpha) / (n + alpha m)``, with alpha
  shrinking until the cut separates h (as alpha -> 0 the left side tends to n H(h) < n ln l);
* t-closeness (Li et al. 2007): every ground distance here makes the EMD a weighted sum of absolute
  values, ``EMD(p, q) = sum_v w_v |sum_{s in A_v} (p_s - q_s)|`` (:func:`emd_terms`), so for signs
  ``sigma_v`` in [-1, 1] and ``u_s = sum_{v: s in A_v} w_v sigma_v`` (a dual-feasible potential of the
  transport LP) ``sum_s u_s (p_s - q_s) <= EMD <= t``, i.e. ``sum_s u_s H_s <= (u.q + t) n``; with
  ``sigma_v = sign(sum_{s in A_v} (h_s / n - q_s))`` it is tight at h.

Integers: the coefficients are scaled by S and rounded towards validity (the side that must be large
rounded up, the other down) with exact rational arithmetic on the floats; the right side also takes
the criteria's tolerance (1e-9) plus :data:`SLACK` for the floating-point error of the criterion's own
evaluation. When no scale separates h (a violation within the slack), the caller falls back to a
no-good that forbids exactly that histogram.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..criteria.contract import TOLERANCE
from ..criteria.kinds import EntropyLDiversity, TClosenessCriterion

SLACK = 1e-12  # beyond the criteria's tolerance: the float error of evaluating a measure
SCALES = (10**4, 10**6, 10**9, 10**12)
ALPHAS = (0.5, 0.1, 0.01, 1e-3, 1e-5, 1e-8)
MAX_ACTIVITY = 2**60  # |coefficient| * rows * (values + 1) stays below this (CP-SAT's int64)

Cut = tuple[tuple[int, ...], int]  # (a_s per value, b): sum_s a_s H_s + b n <= 0


def emd_terms(crit: TClosenessCriterion) -> list[tuple[float, np.ndarray]] | None:
    """``[(w_v, A_v)]`` (A_v a boolean mask over the values) with ``EMD = sum_v w_v |(p - q)(A_v)|``.

    equal: ``1/2 sum_s |p_s - q_s|``; ordered: ``1/(m-1) sum_{i<m} |F_i|``, F the cumulative sums;
    hierarchical: ``min(pos, neg) = (sum_children |e_c| - |e_N|) / 2`` at every internal node N, so the
    weight of a node v below parent P is ``(height(P) - height(v)) / (2 H)`` (0 for a value), the root's
    own term vanishing (its extra is ``sum_s (p_s - q_s) = 0``). None when the tree does not cover
    every value exactly once.
    """
    m = len(crit.q)
    eye = np.eye(m, dtype=bool)
    if crit.ground == "equal":
        return [(0.5, eye[s]) for s in range(m)]
    if crit.ground == "ordered":
        return [(1.0 / (m - 1), np.arange(m) <= i) for i in range(m - 1)] if m > 1 else []
    members = [eye[s] for s in range(m)]
    weight = [0.0] * m
    parent: dict[int, int] = {}
    for height, kids in crit.tree:
        node = len(members)
        for kid in kids:
            if kid in parent or kid >= node:
                return None
            parent[kid] = node
        members.append(np.any([members[k] for k in kids], axis=0))
        weight.append(height / crit.height)
    roots = [v for v in range(len(members)) if v not in parent]
    if len(roots) != 1 or not members[roots[0]].all():
        return None
    terms = [((weight[parent[v]] - weight[v]) / 2.0, members[v]) for v in sorted(parent)]
    if any(w < 0 for w, _ in terms):
        return None
    return [(w, a) for w, a in terms if w > 0]


def _scales(largest: float, n_max: int, m: int):
    for scale in SCALES:
        if largest * scale * n_max * (m + 1) < MAX_ACTIVITY:
            yield scale


def tcloseness_cut(
    crit: TClosenessCriterion, terms: list[tuple[float, np.ndarray]], h: np.ndarray, n_max: int
) -> Cut | None:
    """``sum_s floor(S u_s) H_s - ceil(S (u.q + t + tol + slack)) n <= 0`` separating h, or None."""
    n = int(h.sum())
    r = h / n - crit.q
    u = np.zeros(len(h))
    for w, members in terms:
        u += w * np.sign(r[members].sum()) * members
    us = [Fraction(float(x)) for x in u]
    rhs = sum((x * Fraction(float(qs)) for x, qs in zip(us, crit.q)), Fraction(0))
    rhs += Fraction(crit.t) + Fraction(TOLERANCE) + Fraction(SLACK)
    for scale in _scales(float(np.abs(u).max(initial=0.0)) + abs(float(rhs)) + 1.0, n_max, len(h)):
        a = tuple(math.floor(x * scale) for x in us)
        b = math.ceil(rhs * scale)
        if sum(ai * int(hi) for ai, hi in zip(a, h)) - b * n > 0:
            return a, -b
    return None


def entropy_cut(crit: EntropyLDiversity, h: np.ndarray, n_max: int) -> Cut | None:
    """``-sum_s ceil(S w_s) H_s + floor(S (ln l - tol - slack)) n <= 0``, ``w_s = -ln p0_s``, separating h."""
    n, m = int(h.sum()), len(h)
    goal = Fraction(float(np.log(crit.l))) - Fraction(TOLERANCE) - Fraction(SLACK)
    for alpha in ALPHAS:
        w = -np.log((h + alpha) / (n + alpha * m))
        if float((h * w).sum()) >= float(goal) * n:  # this p0 does not separate h: try a smaller alpha
            continue
        ws = [Fraction(float(x)) for x in w]
        for scale in _scales(float(w.max()) + float(goal) + 1.0, n_max, m):
            a = tuple(math.ceil(x * scale) for x in ws)
            b = math.floor(goal * scale)
            if sum(ai * int(hi) for ai, hi in zip(a, h)) < b * n:
                return tuple(-x for x in a), b
    return None


def holds(cut: Cut, h: np.ndarray) -> bool:
    """The cut holds at histogram h (integer arithmetic)."""
    a, b = cut
    return sum(ai * int(hi) for ai, hi in zip(a, h)) + b * int(h.sum()) <= 0
