"""Judging and scoring groups under a conjunction of group criteria, for the greedy heuristics.

The heuristics (top-down, bottom-up, personalized-clustering) take any conjunction of the single-table
group kinds (:func:`seqanon_opt.solvers.criteria.conjunction_for`) with its one suppression budget. A
move (a specialization, a generalization, a record joining a cluster) is judged by the groups it
produces through :meth:`Conjunction.satisfied`: the rows of violating groups are suppressed, and the
move is valid when they fit the budget. What this module adds is how far a group is from breaking
each criterion, to *score* moves, as Fung-Wang-Yu's TDS scores a specialization by the anonymity it
costs (PrivLoss, their eq. 1) and, for confidence-bounding templates, by the loss on every template
(Fung, Wang, Yu 2007, TKDE 19(5), section 4: ``AnonyLoss(v) = avg_j (A(VID_j) - A_v(VID_j))``).

The level of a group under each criterion (higher is safer; the criterion holds exactly when the
level reaches the bound; ``p_s`` the group's share of sensitive value s, ``q_s`` the whole input
table's, ``n_s`` its counts sorted in descending order):

    k-anonymity             |g|                                  >= k
    l-diversity (frequency) |g| / max_s n_s       (achieved l)   >= l
    distinct-l-diversity    #{s : n_s > 0}                       >= l
    entropy-l-diversity     exp(-sum_s p_s ln p_s)               >= l
    recursive-(c,l)         c (n_l + ... + n_m) / n_1            >  1
    t-closeness             1 - EMD(P, Q)                        >= 1 - t
    delta-disclosure        min_s min(p_s / q_s, q_s / p_s)      >  exp(-delta)   (0 when a value is missing)
    beta-likeness           min_s (1 + beta_s) q_s / max(p_s, q_s)  >= 1

The achieved level of a release under criterion c is ``A_c``, the least level over its *published*
groups (the violating ones are suppressed). A move's privacy loss is the mean over the criteria of
the relative drops (Fung et al.'s average over templates, each normalized so that levels on
different scales add up):

    PrivLoss(v) = 1/|C| sum_c max(0, A_c - A_c,v) / A_c        (0 for a criterion with no published
                                                               group before, or with A_c = 0)

so a candidate that halves the smallest group and leaves the diversity unchanged loses 0.25 with two
criteria. The top-down score stays eq. 1, ``InfoGain(v) / (PrivLoss(v) + 1)``. (For k-anonymity alone
the solvers keep the paper's unnormalized ``A - A_v``: that path is unchanged.)

Bottom-up generalization (Wang-Yu-Chakraborty 2004) measures privacy *gained*. Its min-based
``P(G) = min(AG, K) - A`` stays 0 while any tiny group remains, which with a sensitive criterion is
most of the run; here the gain is the mean over the criteria of the drop in rows held by groups that
break the criterion, over N: ``P(G) = 1/|C| sum_c (V_c - V_c,G) / N``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...data.grouping import row_ids
from ...problem import Problem
from ...requirements import KAnonymity
from ..criteria import (
    SENSITIVE,
    Conjunction,
    Criterion,
    GroupStats,
    TupleStats,
    conjunction_reason,
)

CELLS = 1 << 22  # (part, value) cells judged at once; more parts are judged in chunks


def heuristic_reason(problem) -> str | None:
    """Why a cut heuristic cannot take ``problem``: k-anonymity alone may name a subset of the QIs
    (the others stay at their leaves, the papers' setting); any other requirement list must be one
    conjunction of group criteria on all QIs (:func:`conjunction_reason`)."""
    reqs = problem.requirements
    if len(reqs) == 1 and reqs[0].kind == "k-anonymity":
        return None
    return conjunction_reason(problem)


def uses_conjunction(problem) -> bool:
    """The conjunction path: some requirement other than k-anonymity (k-anonymity alone, however many
    times, keeps each heuristic's size-only path and its exact behaviour)."""
    return any(req.kind != "k-anonymity" for req in problem.requirements)


def k_anonymity_requirements(problem: Problem) -> list[KAnonymity]:
    """The requirements of a problem on the size-only path (``not uses_conjunction``), where every
    requirement is k-anonymity (maybe listed several times)."""
    reqs = [r for r in problem.requirements if isinstance(r, KAnonymity)]
    assert len(reqs) == len(problem.requirements), "the size-only path takes k-anonymity alone"
    return reqs


def criterion_levels(criterion: Criterion, stats: GroupStats) -> np.ndarray:
    """The level of every group under ``criterion`` (module docstring; higher is safer):
    :meth:`Criterion.level`."""
    return criterion.level(stats)


@dataclass(frozen=True)
class Judgement:
    """Per group: ``ok`` (every criterion holds), ``each[g, c]`` (criterion c holds), ``levels[g, c]``."""

    ok: np.ndarray
    each: np.ndarray
    levels: np.ndarray


def _judge_dense(conj: Conjunction, size: np.ndarray, hist: np.ndarray | None, levels: bool) -> Judgement:
    stats = GroupStats(size, {SENSITIVE: hist} if hist is not None else {})
    each = np.column_stack([c.satisfied(stats) for c in conj.criteria]) & (size > 0)[:, None]
    graded = (
        np.column_stack([criterion_levels(c, stats) for c in conj.criteria]) if levels else np.zeros((len(size), 0))
    )
    return Judgement(np.asarray(each.all(axis=1)), each, graded)


def judge(
    conj: Conjunction,
    size: np.ndarray,
    part: np.ndarray,
    value: np.ndarray,
    count: np.ndarray,
    n_values: int,
    levels: bool = True,
) -> Judgement:
    """Judge ``len(size)`` groups given their sizes and their sensitive histograms as sparse entries
    (``part[e]`` the group of entry e, ``value[e]``, ``count[e]``); chunked to at most ``CELLS`` cells.
    ``levels=False`` skips the levels (an empty ``levels`` array)."""
    n = len(size)
    if SENSITIVE not in conj.statistics:
        return _judge_dense(conj, size, None, levels)
    if n * max(n_values, 1) <= CELLS:
        hist = np.bincount(part * n_values + value, weights=count, minlength=n * n_values).reshape(n, n_values)
        return _judge_dense(conj, size, hist, levels)
    order = np.argsort(part, kind="stable")
    part, value, count = part[order], value[order], count[order]
    step = max(CELLS // max(n_values, 1), 1)
    pieces = []
    for lo in range(0, n, step):
        hi = min(n, lo + step)
        a, b = np.searchsorted(part, [lo, hi])
        hist = np.bincount(
            (part[a:b] - lo) * n_values + value[a:b], weights=count[a:b], minlength=(hi - lo) * n_values
        ).reshape(hi - lo, n_values)
        pieces.append(_judge_dense(conj, size[lo:hi], hist, levels))
    return Judgement(
        np.concatenate([p.ok for p in pieces]),
        np.vstack([p.each for p in pieces]),
        np.vstack([p.levels for p in pieces]),
    )


class TupleEntries:
    """The sensitive histogram entries of the distinct tuples (from :meth:`Conjunction.tuple_stats`),
    indexed by tuple: :meth:`gather` returns those of a subset of tuples in one vectorised step."""

    def __init__(self, stats: TupleStats, n_tuples: int):
        self.weight = stats.weight
        if SENSITIVE in stats.histograms:
            tuple_index, self.value, self.count, self.n_values = stats.histograms[SENSITIVE]
        else:
            tuple_index = np.zeros(0, dtype=np.int64)
            self.value, self.count, self.n_values = tuple_index, np.zeros(0), 0
        order = np.argsort(tuple_index, kind="stable")  # sorted already; stable keeps it so
        self.value, self.count = self.value[order], self.count[order]
        self.ptr = np.concatenate([[0], np.cumsum(np.bincount(tuple_index, minlength=n_tuples))]).astype(np.int64)

    def gather(self, tuples: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(pos, value, count)``: the entries of ``tuples``, ``pos[e]`` the index in ``tuples`` of e's tuple."""
        start = self.ptr[tuples]
        lengths = self.ptr[tuples + 1] - start
        pos = np.repeat(np.arange(len(tuples)), lengths)
        offsets = np.arange(len(pos)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        index = start[pos] + offsets
        return pos, self.value[index], self.count[index]


def achieved_levels(levels: np.ndarray, ok: np.ndarray) -> np.ndarray:
    """``A_c``: the least level of the published (satisfying) groups per criterion; inf when none is."""
    published = levels[ok]
    return published.min(axis=0) if len(published) else np.full(levels.shape[1], np.inf)


def privacy_loss(achieved: np.ndarray, after: np.ndarray) -> np.ndarray:
    """``PrivLoss`` of each candidate (rows of ``after``, the A_c after it): the mean relative drop."""
    before = np.broadcast_to(achieved, after.shape)
    usable = np.isfinite(before) & (before > 0)
    with np.errstate(invalid="ignore", divide="ignore"):
        drop = np.where(usable, np.maximum(before - after, 0.0) / np.where(usable, before, 1.0), 0.0)
    return drop.mean(axis=1) if drop.shape[1] else np.zeros(len(drop))


def violating_rows(problem, conj: Conjunction, generalized, published: np.ndarray | None = None) -> np.ndarray:
    """Per row: it is ``published`` (default: every row) and the group of its published QI values among
    the published rows breaks the conjunction. Judged on the release's own groups (the final check of
    every heuristic, independent of its bookkeeping)."""
    published = np.ones(problem.n_rows, dtype=bool) if published is None else np.asarray(published, dtype=bool)
    rows = np.flatnonzero(published)
    qis = list(problem.quasi_identifiers)
    columns = [np.asarray(generalized[a], dtype=np.int64)[rows] for a in qis]
    group = row_ids(columns, [problem.taxonomies[a].n_nodes for a in qis], n=len(rows))
    n_groups = int(group.max()) + 1 if len(group) else 0
    values = {name: (codes[rows], n) for name, (codes, n) in conj.row_values.items()}
    weight = None if conj.row_weight is None else conj.row_weight[rows]
    sub = Conjunction(conj.criteria, conj.budget, values, weight)
    stats = sub.tuple_stats(group, np.bincount(group, weights=weight, minlength=n_groups).astype(float))
    out = np.zeros(problem.n_rows, dtype=bool)
    out[rows] = sub.violating_groups(stats, np.arange(n_groups), n_groups)[group]
    return out


def min_per_key(keys: np.ndarray, values: np.ndarray, n_keys: int) -> np.ndarray:
    """``out[k, c]``: the least ``values[i, c]`` over the rows i with ``keys[i] == k`` (inf for none)."""
    out = np.full((n_keys, values.shape[1]), np.inf)
    if len(keys):
        np.minimum.at(out, keys, values)
    return out
