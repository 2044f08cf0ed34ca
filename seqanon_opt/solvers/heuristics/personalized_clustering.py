"""``personalized-clustering``: personalized k-anonymization by utility-driven adaptive clustering.

Song, Huang, Wang, Kang, Liu 2015, "The k-anonymization method satisfying personalized privacy
preservation", section 6 (Anonymity_Generalization, SA_Generalization). Cell model: each QI group
publishes, per QI, the lowest common ancestor (LCA) of its members' values; each record publishes an
ancestor-or-self of its own sensitive value. No suppression (a suppression budget is accepted and
left unused: zero suppressed rows always fits it).

Definitions (read as :mod:`seqanon_opt.privacy.personalized` reads them; no code is shared with it):

* Def. 6  ``DCorrelate(t*, t*_i) = 1 / Nleaf(t*_i[AS])`` when t's leaf t[AS] lies at or below
  t*_i[AS] (1 when equal), else 0;
* Def. 7  ``LC(t*) = {t*_i in QG(t*) : DCorrelate(t*, t*_i) > 0}``;
* Def. 8  ``Pleak(t*) = sum_{i=1..b} DCorrelate(t*, t*_i) / b`` over the b tuples of t*'s group;
* Def. 9  ``ILeft_value(v) = 1 - (Nleaf(v) - 1) / Nleaf(GTree)``;
* Def. 10 ``ILeft_tuple(t*) = (ILeft_value(t*[AS]) + sum_QI ILeft_value(t*[A])) / d``, d = |QI| + 1;
* Def. 11 ``ILeft_table(T*)`` = the mean of ILeft_tuple (reported as ``statistics["ileft"]``).
* Theorem 1: without SA generalization Pleak(t*) >= 1 / |QG|; Theorem 2: generalizing the AS of
  another tuple of LC(t*) lowers Pleak(t*).

Algorithm, with the readings chosen where the extracted text is garbled:

1. Sort the records on the QIs: lexicographic on the pre-order rank (``tin``) of each QI's leaf in
   the roles' order, ties by row position (pre-order puts siblings next to each other).
2. Adaptive clustering (Anonymity_Generalization, lines 4-13). The first k tuples form QG_i; the next
   tuple t_l joins QG_i when ``sum ILeft_tuple(QG_i + t_l) - sum ILeft_tuple(QG_i) >=
   ILeft_tuple(t_l in {the k tuples from t_l})`` (line 6 compares ILeft_table differences; with the
   mean of Def. 11 the left side is never positive, so it is read as the sum: the ILeft gained by
   adding t_l against what t_l keeps in a fresh group). Groups are generalized to the per-QI LCA and
   AS is not yet generalized (ILeft 1). Otherwise QG_i closes and the next k tuples start a new group;
   when fewer than k tuples remain they join the last group (the paper leaves this open). Exact ties
   join (the paper's ">=").
   k: with a k-anonymity requirement ``max(k_req, ceil(1 / max limit))`` (the requirement is a lower
   bound; the limit part is the paper's "pleak = 0.25 is equivalent to k = 4"), else
   ``ceil(1 / max limit)`` but at least 2 (Def. 4, K >= 2): the smallest group in which Theorem 1
   lets at least one record meet its limit. At most N in both cases.
3. Clusters whose LCA tuples coincide publish the same QI values, so by Definition 5 they are one QI
   group: they are merged before step 4 (Pleak is judged on the published groups).
4. SA_Generalization per group: for each tuple t_j in group order with Pleak(t_j) > limit_j: repeat
   "pick r in LC(t_j) with the largest ILeft_tuple (all members share the QI part, so: the smallest
   Nleaf of r[AS]; ties: first in group order); if r[AS] is the root remove r from LC, else
   r[AS] := parent" until Pleak(t_j) <= limit_j. The paper returns failure when some limit_j <
   1 / |QG_i| (Theorem 1); here SA_Generalization runs anyway (Theorem 2) and fails only when LC(t_j)
   is exhausted: then no release, status UNKNOWN, the message naming the record. Moving r up can make r correlate with
   a tuple already processed (raising its Pleak), so passes over the group repeat until none
   exceeds its limit (moves only go up: this ends). Moves are batched: the members of the lowest
   Nleaf class are moved in group order, as many as the limit needs (the same moves one by one).

Objective: LM over the QI cells plus the sensitive cells (as ``cpsat-personalized``); the paper's
ILeft (information *left*, higher is better) is reported in ``statistics["ileft"]``.

Any other conjunction of group criteria (l-diversity variants, t-closeness, delta-disclosure,
beta-likeness, with or without k-anonymity; without personalized limits) is clustered by
clustering_criteria.py: each cluster grows until it satisfies the conjunction, leftovers join the
cheapest cluster that stays valid or are suppressed within the budget.
"""

from __future__ import annotations

import math
import time

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy, ancestor_table, lowest_common_ancestors
from ...errors import SpecError
from ...metrics import table_loss
from ...metrics.ileft import ileft_node
from ...problem import Problem
from ...requirements import GROUP_KINDS, KAnonymity, Personalized
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..criteria import conjunction_reason
from .clustering_criteria import solve_conjunction

TOLERANCE = 1e-12  # Pleak <= limit + TOLERANCE counts as met (the verifier allows 1e-9)


class _TimeOut(Exception):
    pass


class _LimitUnmet(Exception):
    """SA_Generalization exhausted a record's leakage collection: no release from this grouping."""


SONG_KINDS = ("personalized", "k-anonymity")  # Song et al.'s method; any other group kind: clustering_criteria.py


def clustering_reason(problem: Problem) -> str | None:
    """Personalized limits and k-anonymity take Song et al.'s method; any other list must be one
    conjunction of group criteria (clustering_criteria.py), without personalized limits."""
    kinds = [req.kind for req in problem.requirements]
    if "personalized" in kinds and problem.sensitive in problem.quasi_identifiers:
        return "personalized limits on a sensitive attribute that is also a quasi-identifier"
    if all(kind in SONG_KINDS for kind in kinds):
        return None
    if "personalized" in kinds:
        others = sorted(set(kinds) - set(SONG_KINDS))
        return f"personalized limits together with {', '.join(others)} (only with k-anonymity)"
    return conjunction_reason(problem)


class PersonalizedClusteringSolver(SolverBase):
    """Heuristic: Song et al.'s adaptive clustering plus sensitive-value generalization (cell model)."""

    name = "personalized-clustering"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"single"}),
        models=frozenset({"cell"}),
        requirements=GROUP_KINDS | {"personalized"},
        objectives=frozenset({"LM"}),
        suppression=True,
        max_requirements=16,
        conditions=(clustering_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        deadline = start + limits.time_limit
        if any(req.kind not in SONG_KINDS for req in problem.requirements):
            return solve_conjunction(self.name, problem, start, deadline, *sorted_records(problem))
        try:
            generalized, stats = anonymity_generalization(problem, deadline)
        except _TimeOut as exc:
            return Solution(self.name, Status.UNKNOWN, message=f"time limit reached during {exc}")
        except _LimitUnmet as exc:  # a heuristic's failure, not a proof that no release exists
            return Solution(self.name, Status.UNKNOWN, message=str(exc))
        suppressed = np.zeros(problem.n_rows, dtype=bool)
        stats["ileft"] = table_loss(problem, generalized, suppressed, "ILeft")
        return Solution(
            self.name,
            Status.FEASIBLE,
            objective=table_loss(problem, generalized, suppressed, "LM"),
            bound=None,
            runtime_s=time.perf_counter() - start,
            generalized=generalized,
            suppressed=suppressed,
            statistics=stats,
        )


# ---------------------------------------------------------------- requirements -> k and limits
def record_limits(problem: Problem) -> np.ndarray | None:
    """Each row's limit: the limit column's value when it parses, else the default (min over
    personalized requirements); None without a personalized requirement."""
    limits = None
    for index, req in enumerate(problem.requirements):
        if not isinstance(req, Personalized):
            continue
        values = pd.Series(float(req.default_limit), index=problem.table.index)
        if req.limit_column:
            values = pd.to_numeric(problem.table[req.limit_column], errors="coerce").fillna(float(req.default_limit))
        own = values.to_numpy(dtype=float)
        bad = np.flatnonzero(~((own > 0) & (own <= 1)))
        if len(bad):
            raise SpecError(
                f"record {int(bad[0])}: personalized limit {own[bad[0]]:g} is not in (0, 1]",
                field=f"requirements.{index}",
            )
        limits = own if limits is None else np.minimum(limits, own)
    return limits


def group_size(problem: Problem, limits: np.ndarray | None) -> int:
    """k of step 2 (see the module docstring)."""
    k_req = [req.k for req in problem.requirements if isinstance(req, KAnonymity)]
    k_limit = math.ceil(1.0 / float(limits.max()) - 1e-9) if limits is not None and len(limits) else 1
    k = max(max(k_req), k_limit) if k_req else max(k_limit, 2)
    return max(1, min(k, problem.n_rows))


# ---------------------------------------------------------------- taxonomy helpers
class TaxonomyIndex:
    """Vectorised LCA and ILeft of one taxonomy, with leaves addressed by pre-order rank."""

    def __init__(self, tax: Taxonomy):
        self.tax = tax
        self.anc = ancestor_table(tax)
        self.node_at_tin = np.empty(tax.n_nodes, dtype=np.int64)
        self.node_at_tin[tax.tin] = np.arange(tax.n_nodes)
        self.ileft = ileft_node(tax)

    def lca(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Elementwise lowest common ancestor of node arrays ``x`` and ``y``."""
        return lowest_common_ancestors(self.tax, x, y, self.anc)

    def span_lca(self, lo_tin: np.ndarray, hi_tin: np.ndarray) -> np.ndarray:
        """LCA of a set of leaves given its smallest and largest pre-order rank."""
        return self.lca(self.node_at_tin[lo_tin], self.node_at_tin[hi_tin])


# ---------------------------------------------------------------- step 2: adaptive clustering
def adaptive_clusters(
    ranks: list[np.ndarray], trees: list[TaxonomyIndex], k: int, n: int, deadline: float
) -> np.ndarray:
    """Start positions of the clusters over the n sorted records (``ranks[a]``: pre-order rank of
    each sorted record's leaf of QI a)."""
    if not ranks or n < 2 * k:
        return np.zeros(1 if n else 0, dtype=np.int64)
    d = len(ranks) + 1

    def utility(lo_list, hi_list):  # ILeft_tuple of a group given per-QI rank spans; AS kept (1)
        return (1.0 + sum(t.ileft[t.span_lca(lo, hi)] for t, lo, hi in zip(trees, lo_list, hi_list))) / d

    windows = [np.lib.stride_tricks.sliding_window_view(r, k) for r in ranks]
    fresh = utility([w.min(axis=1) for w in windows], [w.max(axis=1) for w in windows])  # index l: [l, l+k)
    last_fresh = n - k  # the largest l from which k tuples remain
    starts: list[int] = []
    s = 0
    while s < n:
        if time.perf_counter() > deadline:
            raise _TimeOut(f"clustering ({len(starts)} groups formed)")
        starts.append(s)
        if n - s < 2 * k:
            break  # fewer than k tuples would remain after this group: they join it
        span = 2 * k + 32
        while True:
            e = min(n, s + span)
            u = utility(
                [np.minimum.accumulate(r[s:e]) for r in ranks], [np.maximum.accumulate(r[s:e]) for r in ranks]
            )  # u[m]: group [s, s+m]
            ls = np.arange(s + k, min(e, last_fresh + 1))
            size = ls - s  # |QG_i| before t_l
            gain = u[size] + size * (u[size] - u[size - 1])  # (|QG|+1) u' - |QG| u
            closes = np.flatnonzero(gain < fresh[ls] - TOLERANCE)
            if len(closes):
                s = int(ls[closes[0]])
                break
            if e >= min(n, last_fresh + 1):
                s = n  # every remaining tuple joins QG_i
                break
            span *= 2
    return np.asarray(starts, dtype=np.int64)


# ---------------------------------------------------------------- step 4: SA_Generalization
def _leak(tax: Taxonomy, leaf: int, published: np.ndarray) -> tuple[float, np.ndarray]:
    """Pleak of a record with sensitive leaf ``leaf`` in a group publishing ``published`` (Def. 8),
    and the mask of its leakage collection (Def. 7)."""
    mask = (tax.tin[published] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[published])
    return float(np.sum(1.0 / tax.leaf_count[published[mask]])) / len(published), mask


def sa_generalization(
    tax: Taxonomy, anc: np.ndarray, leaf: np.ndarray, published: np.ndarray, limit: np.ndarray, describe
) -> None:
    """Generalize ``published`` (one group, group order) in place until every Pleak <= limit.

    ``describe(j)`` names member j in the error raised when its leakage collection is exhausted.
    """
    b = len(leaf)
    lc = tax.leaf_count
    distinct, which = np.unique(leaf, return_inverse=True)
    position = 0
    while True:
        leaks = np.array([_leak(tax, int(v), published)[0] for v in distinct])[which]
        over = np.flatnonzero(leaks > limit + TOLERANCE)
        if not len(over):
            return
        later = over[over >= position]
        j = int(later[0] if len(later) else over[0])  # the next violator in group order, then a new pass
        v = int(leaf[j])
        path = anc[v, : tax.depth[v] + 1]
        while True:
            pleak, mask = _leak(tax, v, published)
            if pleak <= limit[j] + TOLERANCE:
                break
            members = np.flatnonzero(mask)
            counts = lc[published[members]]
            low = counts.min()
            if low == tax.n_leaves:  # LC exhausted: every tuple of it publishes the root
                theorem = (
                    " (Song et al. Theorem 1)"
                    if limit[j] < 1.0 / b
                    else " with its whole leakage collection at the root of the sensitive taxonomy"
                )
                raise _LimitUnmet(
                    f"{describe(j)}: personalized limit {limit[j]:g} cannot be met: its group "
                    f"has {b} records, Pleak stays at {pleak:.4g}{theorem}"
                )
            batch = members[counts == low]  # largest ILeft, in group order
            target = int(path[np.argmax(lc[path] > low)])  # first node above the class
            step = (1.0 / low - 1.0 / lc[target]) / b
            need = math.ceil((pleak - limit[j] - TOLERANCE) / step - 1e-9)
            published[batch[: min(max(need, 1), len(batch))]] = target
        position = j + 1


# ---------------------------------------------------------------- the whole method
def sorted_records(problem: Problem) -> tuple[list[TaxonomyIndex], list[np.ndarray], np.ndarray]:
    """Step 1: per QI its taxonomy index and each sorted record's leaf rank; the sorting order."""
    qis = list(problem.quasi_identifiers)
    trees = [TaxonomyIndex(problem.taxonomies[a]) for a in qis]
    ranks = [t.tax.tin[problem.codes[a]] for t, a in zip(trees, qis)]
    order = np.lexsort(tuple(reversed(ranks))) if qis else np.arange(problem.n_rows)  # stable: ties by row
    return trees, [r[order] for r in ranks], order


def anonymity_generalization(problem: Problem, deadline: float) -> tuple[dict[str, np.ndarray], dict]:
    """Anonymity_Generalization: each attribute's published node per row, and statistics."""
    qis = list(problem.quasi_identifiers)
    limits = record_limits(problem)
    sensitive = problem.sensitive
    assert limits is None or sensitive not in qis  # clustering_reason, the capability condition
    n = problem.n_rows
    k = group_size(problem, limits)
    trees, ranks, order = sorted_records(problem)
    starts = adaptive_clusters(ranks, trees, k, n, deadline)

    generalized: dict[str, np.ndarray] = {}
    cluster = np.zeros(n, dtype=np.int64)
    if n:
        cluster[starts[1:]] = 1
        cluster = np.cumsum(cluster)
    columns = []
    for a, t, r in zip(qis, trees, ranks):
        nodes = t.span_lca(np.minimum.reduceat(r, starts), np.maximum.reduceat(r, starts))[cluster] if n else r
        generalized[a] = np.empty(n, dtype=np.int64)
        generalized[a][order] = nodes
        columns.append(nodes)
    # Definition 5: clusters publishing the same QI tuple are one QI group
    if columns and n:
        _, first, group = np.unique(np.stack(columns, axis=1), axis=0, return_index=True, return_inverse=True)
        group = np.argsort(np.argsort(first))[group.reshape(-1)]  # numbered by first appearance
    else:
        group = np.zeros(n, dtype=np.int64)
    stats = {"groups": int(group.max()) + 1 if n else 0, "clusters": len(starts), "k": k, "sa_generalized_cells": 0}
    if limits is None:
        return generalized, stats
    assert sensitive is not None, "a personalized requirement needs roles.sensitive (spec validation)"

    tax = problem.taxonomies[sensitive]
    anc = ancestor_table(tax)
    leaf = problem.codes[sensitive][order]
    published = leaf.copy()
    limit = limits[order]
    keys = problem.table[problem.key].to_numpy() if problem.key else None

    def describe(rows):
        def name(j):
            row = int(order[rows[j]])
            return f"record {row}" + (f" (key {keys[row]!r})" if keys is not None else "")

        return name

    members = np.argsort(group, kind="stable")  # grouped, each group in sorted order
    bounds = np.flatnonzero(np.diff(group[members])) + 1
    for rows in np.split(members, bounds) if n else []:
        if time.perf_counter() > deadline:
            raise _TimeOut("SA generalization")
        if limit[rows].min() >= 1.0:
            continue  # Pleak <= 1 always
        sub = published[rows]
        sa_generalization(tax, anc, leaf[rows], sub, limit[rows], describe(rows))
        published[rows] = sub
    generalized[sensitive] = np.empty(n, dtype=np.int64)
    generalized[sensitive][order] = published
    stats["sa_generalized_cells"] = int((published != leaf).sum())
    return generalized, stats
